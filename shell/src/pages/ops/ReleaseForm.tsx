import { releaseRequestSchema, type Release, type ReleaseRequest, type RemoteVersion } from '@toolhub/contracts';
import { Button } from '@toolhub/ui/core';
import { Input, Select, TextArea } from '@toolhub/ui';
import { useId, useState, type CSSProperties } from 'react';
import { useT } from './messages';
import { formatTime, parseAllowlist } from './registry-view';
import common from './common.module.css';
import styles from './ReleaseForm.module.css';

export interface ReleaseFormProps {
  remote: string;
  env: string;
  release?: Release;
  /** The remote's versions, newest first. */
  versions: RemoteVersion[];
  busy: boolean;
  /** Sends the release (after any confirmation); resolves true when it went through. */
  onRelease: (request: ReleaseRequest) => Promise<boolean>;
}

const FULL = 100;

/** Release a version: 100 % makes it stable, less makes it the canary for that share plus an allowlist. */
export function ReleaseForm({ remote, env, release, versions, busy, onRelease }: ReleaseFormProps) {
  const t = useT();
  const titleId = useId();
  const versionId = useId();
  const percentId = useId();
  const percentHintId = useId();
  const allowId = useId();
  const allowHintId = useId();
  const errorId = useId();

  const [chosenVersion, setChosenVersion] = useState(release?.canary ?? '');
  const [percentText, setPercentText] = useState(String(release?.canary ? release.percent : 10));
  const [allowText, setAllowText] = useState((release?.allow ?? []).join('\n'));
  const [error, setError] = useState<'version' | 'percent' | 'allow'>();

  // The chosen version, or the newest one until the person picks another.
  const version = versions.some((v) => v.version === chosenVersion) ? chosenVersion : (versions[0]?.version ?? '');
  const percentValue = /^\d{1,3}$/.test(percentText.trim()) ? Number(percentText.trim()) : Number.NaN;
  const percentValid = Number.isInteger(percentValue) && percentValue >= 0 && percentValue <= FULL;
  const allow = parseAllowlist(allowText);
  const stable = percentValid && percentValue === FULL;
  const request: ReleaseRequest = stable ? { version, percent: FULL } : { version, percent: percentValue, allow };

  const submit = async () => {
    if (!version) return setError('version');
    if (!percentValid) return setError('percent');
    if (!releaseRequestSchema.safeParse(request).success) return setError('allow');
    setError(undefined);
    await onRelease(request);
  };

  if (versions.length === 0) {
    return (
      <section className={styles.form} aria-labelledby={titleId}>
        <h3 id={titleId} className={styles.title}>
          {t('releaseHeading')}
        </h3>
        <p className={common.hint}>{t('noVersions')}</p>
      </section>
    );
  }

  const errorText =
    error === 'version' ? t('versionRequired') : error === 'percent' ? t('percentInvalid') : error === 'allow' ? t('allowInvalid') : '';

  return (
    <form
      className={styles.form}
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id={titleId} className={styles.title}>
        {t('releaseHeading')}
      </h3>
      <div className={common.field}>
        <label htmlFor={versionId} className={common.label}>
          {t('versionLabel')}
        </label>
        <Select id={versionId} value={version} onChange={(event) => setChosenVersion(event.target.value)}>
          {versions.map((v) => (
            <option key={v.version} value={v.version}>
              {v.version} · {formatTime(v.published_at)}
              {v.version === release?.stable ? ` · ${t('stable')}` : v.version === release?.canary ? ` · ${t('canary')}` : ''}
            </option>
          ))}
        </Select>
      </div>

      <div className={common.field}>
        <label htmlFor={percentId} className={common.label}>
          {t('percentLabel')}
        </label>
        <div className={styles.percentRow}>
          <input
            type="range"
            className={styles.slider}
            min={0}
            max={FULL}
            step={1}
            value={percentValid ? percentValue : 0}
            aria-label={t('percentSlider')}
            aria-valuetext={`${percentValid ? percentValue : 0}%`}
            style={{ '--fill': `${percentValid ? percentValue : 0}%` } as CSSProperties}
            onChange={(event) => setPercentText(event.target.value)}
          />
          <Input
            id={percentId}
            type="number"
            className={styles.percent}
            min={0}
            max={FULL}
            step={1}
            inputMode="numeric"
            value={percentText}
            aria-invalid={error === 'percent' || !percentValid || undefined}
            aria-describedby={`${percentHintId}${error === 'percent' ? ` ${errorId}` : ''}`}
            onChange={(event) => setPercentText(event.target.value)}
          />
        </div>
        <p id={percentHintId} className={common.hint}>
          {t('percentHint')}
        </p>
      </div>

      <div className={common.field}>
        <label htmlFor={allowId} className={common.label}>
          {t('allowLabel')}
        </label>
        <TextArea
          id={allowId}
          rows={3}
          spellCheck={false}
          value={allowText}
          disabled={stable}
          aria-invalid={error === 'allow' || undefined}
          aria-describedby={`${allowHintId}${error === 'allow' ? ` ${errorId}` : ''}`}
          onChange={(event) => setAllowText(event.target.value)}
        />
        <p id={allowHintId} className={common.hint}>
          {t('allowHint')}
        </p>
      </div>

      <p className={styles.summary}>
        {!percentValid
          ? t('percentInvalid')
          : stable
            ? t('releaseSummaryStable', { version, env })
            : t('releaseSummaryCanary', { version, env, percent: percentValue, count: allow.length })}
      </p>
      <p id={errorId} className={common.error} role="alert">
        {errorText}
      </p>
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {stable ? t('releaseStable') : t('releaseCanary')}
        </Button>
        <span className={common.hint}>
          {remote} → {env}
        </span>
      </div>
    </form>
  );
}
