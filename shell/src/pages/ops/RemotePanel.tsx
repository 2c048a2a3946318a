import type { RegistryOverview, ReleaseRequest, RemoteVersion } from '@toolhub/contracts';
import { dialog, toast } from '@toolhub/sdk';
import { Button } from '@toolhub/ui/core';
import { Input } from '@toolhub/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage, isUnauthorized, type AdminClient } from './admin-api';
import { useT } from './messages';
import { canaryHealth, formatRate, formatTime, releaseOf, rollbackPlan, toDate } from './registry-view';
import { RampPanel } from './RampPanel';
import { ReleaseForm } from './ReleaseForm';
import common from './common.module.css';
import styles from './RemotePanel.module.css';

export interface RemotePanelProps {
  client: AdminClient;
  overview: RegistryOverview;
  remote: string;
  env: string;
  /** The remote's versions, newest first. */
  versions: RemoteVersion[];
  /** Reloads what the page shows after a change. */
  onChanged: () => Promise<void>;
  onClose: () => void;
  /** A viewer's panel: what the release is, without the changes their role may not make (the server refuses them anyway). */
  readOnly?: boolean;
}

type Busy = 'release' | 'toggle' | 'promote' | 'rollback';

/** One remote in one environment: on/off, release, promote, rollback — each change written to the audit log. */
export function RemotePanel({ client, overview, remote, env, versions, onChanged, onClose, readOnly = false }: RemotePanelProps) {
  const t = useT();
  const titleId = useId();
  const actionsTitleId = useId();
  const switchLabelId = useId();
  const switchHintId = useId();
  const reasonId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<Busy>();
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string }>();

  const release = releaseOf(overview, env, remote);
  const health = canaryHealth(overview, release);
  const plan = rollbackPlan(release);
  const failures = (overview.recent_failures ?? []).filter((failure) => failure.env === env && failure.remote === remote).slice(0, 10);

  // Opening a cell moves focus (and, on a phone, the view) to the panel.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const confirm = (message: string) =>
    dialog({ title: t('confirmTitle'), message, confirmText: t('confirm'), cancelText: t('cancel') });

  async function run(key: Busy, perform: () => Promise<unknown>, done: string, confirmMessage?: string): Promise<boolean> {
    if (busy) return false;
    if (confirmMessage && !(await confirm(confirmMessage))) return false;
    setBusy(key);
    setStatus(undefined);
    try {
      await perform();
    } catch (error) {
      // A refused token signs the page out; anything else is said here and nothing is lost.
      if (!isUnauthorized(error)) setStatus({ kind: 'error', text: t('actionFailed', { message: errorMessage(error) }) });
      setBusy(undefined);
      return false;
    }
    setReason('');
    setStatus({ kind: 'success', text: done });
    toast(done, { kind: 'success' });
    await onChanged();
    setBusy(undefined);
    return true;
  }

  const withReason = () => reason.trim() || undefined;

  const releaseVersion = (request: ReleaseRequest) => {
    const stable = request.percent === undefined || request.percent === 100;
    return run(
      'release',
      () => client.release(env, remote, request),
      stable
        ? t('doneReleaseStable', { remote, version: request.version, env })
        : t('doneReleaseCanary', { remote, version: request.version, env, percent: request.percent ?? 100 }),
      stable ? t('confirmReleaseStable', { remote, version: request.version, env }) : undefined,
    );
  };

  const toggle = () => {
    if (!release) return;
    const action = release.enabled ? 'disable' : 'enable';
    void run(
      'toggle',
      () => client.act(env, remote, action, withReason()),
      release.enabled ? t('doneDisable', { remote, env }) : t('doneEnable', { remote, env }),
      release.enabled ? t('confirmDisable', { remote, env }) : undefined,
    );
  };

  const promote = () => {
    if (!release?.canary) return;
    const version = release.canary;
    void run(
      'promote',
      () => client.act(env, remote, 'promote', withReason()),
      t('donePromote', { remote, version, env }),
      t('confirmPromote', { remote, version, env }),
    );
  };

  const rollback = () => {
    if (!plan) return;
    void run(
      'rollback',
      () => client.act(env, remote, 'rollback', withReason()),
      t('doneRollback', { remote, env }),
      plan.kind === 'canary'
        ? t('confirmRollbackCanary', { remote, env, version: plan.canary, stable: plan.stable ?? t('none') })
        : t('confirmRollbackStable', { remote, env, current: plan.current ?? t('none'), version: plan.previous }),
    );
  };

  return (
    <section className={`${common.card} ${styles.panel}`} aria-labelledby={titleId}>
      <div className={styles.head}>
        <div className={styles.headTitle}>
          <h2 id={titleId} ref={headingRef} tabIndex={-1} className={common.cardTitle}>
            {remote} <span className={styles.sep}>·</span> {env}
          </h2>
          {env === overview.env && <span className={`${common.tag} ${common.tagPrimary}`}>{t('thisServer')}</span>}
        </div>
        <button type="button" className={styles.close} aria-label={t('closePanel')} onClick={onClose}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>

      {release ? (
        <>
          <dl className={styles.facts}>
            <div>
              <dt>{t('statusLabel')}</dt>
              <dd>
                <span className={`${common.tag} ${release.enabled ? common.tagSuccess : ''}`}>
                  {release.enabled ? t('enabled') : t('disabled')}
                </span>
              </dd>
            </div>
            <div>
              <dt>{t('stable')}</dt>
              <dd className={common.mono}>{release.stable ?? t('nothing')}</dd>
            </div>
            <div>
              <dt>{t('canary')}</dt>
              <dd>
                {release.canary ? (
                  <>
                    <span className={common.mono}>
                      {release.canary} @ {release.percent}%
                    </span>
                    {release.allow.length > 0 && <span className={common.muted}> · {t('allowCount', { count: release.allow.length })}</span>}
                  </>
                ) : (
                  t('nothing')
                )}
              </dd>
            </div>
            {health && (
              <div>
                <dt>{t('healthLabel')}</dt>
                <dd>
                  {health.rate === undefined ? (
                    t('noLoads')
                  ) : (
                    <span className={health.high ? `${common.tag} ${common.tagDanger}` : undefined}>
                      {t('failureRate', { rate: formatRate(health.rate), failures: health.failures, loads: health.loads })}
                      {` · ${t('failureNetworks', { failing: health.failingNetworks, networks: health.networks })}`}
                      {health.high && ` · ${t('failureRateHigh', { max: formatRate(overview.rollback_policy.max_failure_rate) })}`}
                    </span>
                  )}
                </dd>
              </div>
            )}
          </dl>
          <p className={common.hint}>
            {t('updatedAt', { time: formatTime(release.updated_at) })}
            {release.history.length > 0 && ` · ${t('history', { list: [...release.history].reverse().join(', ') })}`}
          </p>
        </>
      ) : (
        <p className={common.hint}>{t('notReleasedHint', { remote, env })}</p>
      )}

      {failures.length > 0 && (
        <details className={styles.failures} open={health?.high}>
          <summary>
            {t('recentFailures')} <span className={`${common.tag} ${common.tagDanger}`}>{failures.length}</span>
          </summary>
          <ul>
            {failures.map((failure, index) => (
              <li key={`${failure.version}-${failure.at}-${index}`}>
                <time className={common.muted} dateTime={toDate(failure.at).toISOString()}>
                  {formatTime(failure.at, true)}
                </time>
                <span className={common.mono}>{failure.version}</span>
                {failure.phase && <span className={common.tag}>{t('failurePhase', { phase: failure.phase })}</span>}
                {failure.message && <span className={styles.failureMessage}>{failure.message}</span>}
                {failure.network && <span className={`${common.muted} ${common.mono}`}>{t('failureNetwork', { network: failure.network })}</span>}
              </li>
            ))}
          </ul>
        </details>
      )}

      {readOnly ? (
        <p className={common.hint}>{t('readOnlyHint')}</p>
      ) : (
      <div className={styles.columns}>
        {release && (
          <section className={styles.actions} aria-labelledby={actionsTitleId}>
            <h3 id={actionsTitleId} className={styles.subTitle}>
              {t('stateHeading')}
            </h3>
            <div className={styles.switchRow}>
              <span id={switchLabelId} className={common.label}>
                {t('enabledIn', { env })}
              </span>
              <span className={styles.switchValue} aria-hidden="true">
                {release.enabled ? t('enabled') : t('disabled')}
              </span>
              <button
                type="button"
                role="switch"
                className={styles.switch}
                aria-checked={release.enabled}
                aria-labelledby={switchLabelId}
                aria-describedby={switchHintId}
                aria-busy={busy === 'toggle' || undefined}
                disabled={busy !== undefined}
                onClick={toggle}
              >
                <span className={styles.thumb} />
              </button>
            </div>
            <p id={switchHintId} className={common.hint}>
              {t('disableHint', { env, remote })}
            </p>

            <div className={common.field}>
              <label htmlFor={reasonId} className={common.label}>
                {t('reasonLabel')}
              </label>
              <Input
                id={reasonId}
                type="text"
                maxLength={500}
                value={reason}
                placeholder={t('reasonPlaceholder')}
                onChange={(event) => setReason(event.target.value)}
              />
            </div>

            {release.canary && (
              <div className={styles.action}>
                <Button
                  variant="outline"
                  loading={busy === 'promote'}
                  disabled={busy !== undefined && busy !== 'promote'}
                  onClick={promote}
                >
                  {t('promote', { version: release.canary })}
                </Button>
                <p className={common.hint}>{t('promoteHint', { version: release.canary })}</p>
              </div>
            )}
            <div className={styles.action}>
              {plan ? (
                <>
                  <Button
                    variant="outline"
                    className={styles.danger}
                    loading={busy === 'rollback'}
                    disabled={busy !== undefined && busy !== 'rollback'}
                    onClick={rollback}
                  >
                    {plan.kind === 'canary' ? t('rollbackCanary', { version: plan.canary }) : t('rollbackStable', { version: plan.previous })}
                  </Button>
                  <p className={common.hint}>
                    {plan.kind === 'canary'
                      ? t('rollbackCanaryHint', { stable: plan.stable ?? t('none') })
                      : t('rollbackStableHint', { current: plan.current ?? t('none'), version: plan.previous })}
                  </p>
                </>
              ) : (
                <p className={common.hint}>{t('rollbackNone')}</p>
              )}
            </div>
          </section>
        )}
        <ReleaseForm
          remote={remote}
          env={env}
          release={release}
          versions={versions}
          busy={busy === 'release'}
          onRelease={releaseVersion}
        />
      </div>
      )}

      <RampPanel client={client} overview={overview} remote={remote} env={env} versions={versions} onChanged={onChanged} readOnly={readOnly} />

      <p className={common.error} role="alert">
        {status?.kind === 'error' ? status.text : ''}
      </p>
      {status?.kind === 'success' && <p className={styles.success}>{status.text}</p>}
    </section>
  );
}
