import {
  DEFAULT_RAMP_HOLD_MS,
  DEFAULT_RAMP_STEPS,
  RAMP_MAX_HOLDS,
  rampRequestSchema,
  type Ramp,
  type RampGate,
  type RegistryOverview,
  type RemoteVersion,
} from '@toolhub/contracts';
import { dialog, toast } from '@toolhub/sdk';
import { Button } from '@toolhub/ui/core';
import { Input, Select } from '@toolhub/ui';
import { useId, useState } from 'react';
import { errorMessage, isUnauthorized, type AdminClient } from './admin-api';
import { useT, type OpsT } from './messages';
import { formatRate, formatTime, liveRampOf, rampOf, releaseOf } from './registry-view';
import common from './common.module.css';
import styles from './RampPanel.module.css';

export interface RampPanelProps {
  client: AdminClient;
  overview: RegistryOverview;
  remote: string;
  env: string;
  /** The remote's versions, newest first. */
  versions: RemoteVersion[];
  onChanged: () => Promise<void>;
  /** A viewer sees the ramp, without starting or stopping one. */
  readOnly?: boolean;
}

const MAX_MINUTES = 7 * 24 * 60;


const WHY = { 'too-few-loads': 'rampWhyFewLoads', 'too-few-networks': 'rampWhyFewNetworks', failing: 'rampWhyFailing' } as const;

function gateText(t: OpsT, ramp: Ramp, gate: RampGate | null): string {
  if (!gate) return t('rampGateNone');
  const figures = { failures: gate.failures, loads: gate.loads, networks: gate.networks };
  if (gate.result === 'ok') return t('rampGateOk', figures);
  return t('rampGateHeld', { ...figures, why: t(WHY[gate.result]), limit: formatTime((ramp.next_at ?? gate.at) + RAMP_MAX_HOLDS * ramp.hold_ms) });
}

function parseSteps(text: string): number[] | undefined {
  const steps = text.split(/[\s,，]+/).filter(Boolean).map((step) => (/^\d{1,3}$/.test(step) ? Number(step) : Number.NaN));
  return rampRequestSchema.safeParse({ version: '0.0.0', steps }).success ? steps : undefined;
}

/**
 * A scheduled ramp (issue 22): the canary taken to more visitors step by step, the server's
 * health gate before each step, the last a promote. Shows the running ramp — its step, when the
 * next is due, the gate — with a stop button; else a form to start one.
 */
export function RampPanel({ client, overview, remote, env, versions, onChanged, readOnly = false }: RampPanelProps) {
  const t = useT();
  const titleId = useId();
  const versionId = useId();
  const stepsId = useId();
  const everyId = useId();
  const errorId = useId();
  const release = releaseOf(overview, env, remote);
  const ramp = rampOf(overview, env, remote);
  const live = liveRampOf(overview, env, remote);
  const candidates = versions.filter((v) => v.version !== release?.stable);
  const [chosen, setChosen] = useState(release?.canary ?? '');
  const [stepsText, setStepsText] = useState(DEFAULT_RAMP_STEPS.join(','));
  const [minutesText, setMinutesText] = useState(String(DEFAULT_RAMP_HOLD_MS / 60_000));
  const [invalid, setInvalid] = useState<'steps' | 'every'>();
  const [busy, setBusy] = useState<'start' | 'stop'>();
  const [error, setError] = useState<string>();

  const version = candidates.some((v) => v.version === chosen) ? chosen : (candidates[0]?.version ?? '');
  const policy = overview.rollback_policy;

  async function perform(key: 'start' | 'stop', call: () => Promise<unknown>, done: string, confirmMessage?: string) {
    if (busy) return;
    if (confirmMessage && !(await dialog({ title: t('confirmTitle'), message: confirmMessage, confirmText: t('confirm'), cancelText: t('cancel') }))) return;
    setBusy(key);
    setError(undefined);
    try {
      await call();
      toast(done, { kind: 'success' });
      await onChanged();
    } catch (failure) {
      if (!isUnauthorized(failure)) setError(t('actionFailed', { message: errorMessage(failure) }));
    } finally {
      setBusy(undefined);
    }
  }

  const start = () => {
    const steps = parseSteps(stepsText);
    if (!steps) return setInvalid('steps');
    const minutes = /^\d{1,5}$/.test(minutesText.trim()) ? Number(minutesText.trim()) : Number.NaN;
    if (!(minutes >= 1 && minutes <= MAX_MINUTES)) return setInvalid('every');
    setInvalid(undefined);
    void perform(
      'start',
      () => client.ramp(env, remote, { version, steps, hold_ms: minutes * 60_000 }),
      t('rampDone', { remote, version, env, percent: steps[0] }),
      t('rampConfirm', { remote, version, env, steps: steps.join(' → '), minutes }),
    );
  };

  const stop = () => {
    if (!live) return;
    void perform('stop', () => client.stopRamp(env, remote), t('rampStopped', { remote, env }), t('rampStopConfirm', { remote, env, percent: live.steps[live.step] }));
  };

  return (
    <section className={styles.ramp} aria-labelledby={titleId} data-ramp-state={ramp?.state ?? 'none'}>
      <h3 id={titleId} className={styles.title}>
        {t('rampHeading')}
      </h3>
      {live ? (
        <>
          <div className={styles.status} role="status">
            <span>
              {t('rampRunning', { version: live.version, step: live.step + 1, total: live.steps.length, percent: live.steps[live.step], by: live.started_by })}
            </span>
            {live.next_at !== null && (
              <span>
                {t(live.state === 'holding' ? 'rampNextDue' : 'rampNext', { percent: live.steps[live.step + 1], time: formatTime(live.next_at) })}
              </span>
            )}
            <span className={live.state === 'holding' ? `${common.tag} ${common.tagWarning}` : undefined} data-gate={live.gate?.result ?? 'unchecked'}>
              {gateText(t, live, live.gate)}
            </span>
          </div>
          {!readOnly && (
            <div className={styles.row}>
              <Button variant="outline" loading={busy === 'stop'} disabled={busy !== undefined && busy !== 'stop'} onClick={stop}>
                {t('rampStop')}
              </Button>
            </div>
          )}
        </>
      ) : (
        <>
          {ramp && (
            <p className={common.hint}>
              {ramp.state === 'done' ? t('rampEndedDone', { version: ramp.version }) : t('rampEndedStopped', { version: ramp.version, why: ramp.ended ?? '' })}
            </p>
          )}
          <p className={common.hint}>
            {t('rampHint', { loads: policy.min_loads, networks: policy.min_networks, max: formatRate(policy.max_failure_rate) })}
          </p>
          {!readOnly &&
            (candidates.length === 0 ? (
              <p className={common.hint}>{t('rampNoVersion')}</p>
            ) : (
              <>
                <div className={styles.fields}>
                  <div className={common.field}>
                    <label htmlFor={versionId} className={common.label}>
                      {t('rampVersion')}
                    </label>
                    <Select id={versionId} value={version} onChange={(event) => setChosen(event.target.value)}>
                      {candidates.map((v) => (
                        <option key={v.version} value={v.version}>
                          {v.version}
                        </option>
                      ))}
                    </Select>
                  </div>
                  <div className={common.field}>
                    <label htmlFor={stepsId} className={common.label}>
                      {t('rampSteps')}
                    </label>
                    <Input
                      id={stepsId}
                      inputMode="numeric"
                      value={stepsText}
                      aria-invalid={invalid === 'steps' || undefined}
                      aria-describedby={invalid === 'steps' ? errorId : undefined}
                      onChange={(event) => setStepsText(event.target.value)}
                    />
                  </div>
                  <div className={common.field}>
                    <label htmlFor={everyId} className={common.label}>
                      {t('rampEvery')}
                    </label>
                    <Input
                      id={everyId}
                      inputMode="numeric"
                      value={minutesText}
                      aria-invalid={invalid === 'every' || undefined}
                      aria-describedby={invalid === 'every' ? errorId : undefined}
                      onChange={(event) => setMinutesText(event.target.value)}
                    />
                  </div>
                </div>
                <p id={errorId} className={common.error} role="alert">
                  {invalid === 'steps' ? t('rampStepsInvalid') : invalid === 'every' ? t('rampEveryInvalid') : ''}
                </p>
                <div className={styles.row}>
                  <Button variant="outline" loading={busy === 'start'} disabled={busy !== undefined && busy !== 'start'} onClick={start}>
                    {t('rampStart')}
                  </Button>
                </div>
              </>
            ))}
        </>
      )}
      {error && (
        <p className={common.error} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
