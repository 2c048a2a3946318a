import type { RegistryOverview } from '@toolhub/contracts';
import { useEffect, useId, useRef } from 'react';
import { useT } from './messages';
import { canaryHealth, environmentNames, formatRate, formatWindow, liveRampOf, releaseOf, remoteNames } from './registry-view';
import common from './common.module.css';
import styles from './ReleaseMatrix.module.css';

export interface Selection {
  remote: string;
  env: string;
}

export interface ReleaseMatrixProps {
  overview: RegistryOverview;
  selection?: Selection;
  onSelect: (selection: Selection) => void;
}

/** Remotes × environments at a glance; a cell opens that remote's panel for that environment. */
export function ReleaseMatrix({ overview, selection, onSelect }: ReleaseMatrixProps) {
  const t = useT();
  const titleId = useId();
  const remotes = remoteNames(overview);
  const envs = environmentNames(overview);
  const policy = overview.rollback_policy;
  const teams = new Map(overview.remotes.map((remote) => [remote.name, remote.team]));
  const scrollerRef = useRef<HTMLDivElement>(null);
  const currentEnvRef = useRef<HTMLTableCellElement>(null);

  // On a narrow screen, start with this server's environment in view (it may be the last column).
  useEffect(() => {
    const scroller = scrollerRef.current;
    const header = currentEnvRef.current;
    if (!scroller || !header) return;
    if (header.offsetLeft + header.offsetWidth > scroller.clientWidth) {
      const stickyColumn = scroller.querySelector('th')?.offsetWidth ?? 0;
      scroller.scrollLeft = header.offsetLeft - stickyColumn;
    }
  }, [overview.env]);

  return (
    <section className={common.card} aria-labelledby={titleId}>
      <div className={common.cardHead}>
        <h2 id={titleId} className={common.cardTitle}>
          {t('matrixTitle')}
        </h2>
        <p className={common.hint}>
          {t('windowNote', { window: formatWindow(policy.window_ms, t), max: formatRate(policy.max_failure_rate), min: policy.min_loads, networks: policy.min_networks })}
        </p>
      </div>
      {remotes.length === 0 ? (
        <p className={common.hint}>{t('noRemotes')}</p>
      ) : (
        // A focusable region, so a keyboard can scroll the table sideways on a narrow screen.
        <div ref={scrollerRef} className={styles.scroller} role="region" aria-labelledby={titleId} tabIndex={0}>
          <table className={styles.matrix}>
            <caption className="th-visually-hidden">{t('matrixHint')}</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.corner}>
                  {t('remoteColumn')}
                </th>
                {envs.map((env) => (
                  <th
                    key={env}
                    ref={env === overview.env ? currentEnvRef : undefined}
                    scope="col"
                    className={env === overview.env ? styles.currentEnv : undefined}
                  >
                    <span className={styles.envName}>{env}</span>
                    {env === overview.env && <span className={`${common.tag} ${common.tagPrimary}`}>{t('thisServer')}</span>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {remotes.map((remote) => (
                <tr key={remote}>
                  <th scope="row" className={styles.remote}>
                    <span className={styles.remoteName}>{remote}</span>
                    {teams.get(remote) && <span className={styles.team}>{teams.get(remote)}</span>}
                  </th>
                  {envs.map((env) => (
                    <td key={env} className={env === overview.env ? styles.currentEnv : undefined}>
                      <MatrixCell
                        overview={overview}
                        remote={remote}
                        env={env}
                        selected={selection?.remote === remote && selection.env === env}
                        onSelect={() => onSelect({ remote, env })}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {/* The table's caption says the same to screen readers. */}
      <p className={`${common.hint} ${styles.footHint}`} aria-hidden="true">
        {t('matrixHint')}
      </p>
    </section>
  );
}

interface MatrixCellProps {
  overview: RegistryOverview;
  remote: string;
  env: string;
  selected: boolean;
  onSelect: () => void;
}

function MatrixCell({ overview, remote, env, selected, onSelect }: MatrixCellProps) {
  const t = useT();
  const release = releaseOf(overview, env, remote);
  const health = canaryHealth(overview, release);
  // A ramp under way shows in the table, as it moves visitors on its own.
  const ramping = liveRampOf(overview, env, remote);
  return (
    <button
      type="button"
      className={styles.cell}
      aria-pressed={selected}
      data-cell={`${remote}/${env}`}
      data-state={!release ? 'none' : release.enabled ? 'on' : 'off'}
      onClick={onSelect}
    >
      <span className="th-visually-hidden">{t('manageCell', { remote, env })}: </span>
      {!release ? (
        <span className={common.muted}>{t('notReleased')}</span>
      ) : (
        <>
          <span className={styles.status}>
            <span className={styles.dot} aria-hidden="true" />
            {release.enabled ? t('enabled') : t('disabled')}
          </span>
          <span className={styles.line}>
            <span className={styles.key}>{t('stable')}</span>
            <span className={styles.version} data-role="stable">
              {release.stable ?? t('nothing')}
            </span>
          </span>
          <span className={styles.line}>
            <span className={styles.key}>{t('canary')}</span>
            {release.canary ? (
              <span className={styles.version} data-role="canary">
                {release.canary} @ {t('percentOf', { percent: release.percent })}
              </span>
            ) : (
              <span className={common.muted}>{t('nothing')}</span>
            )}
          </span>
          {release.canary && release.allow.length > 0 && <span className={styles.meta}>{t('allowCount', { count: release.allow.length })}</span>}
          {ramping && (
            <span className={`${common.tag} ${ramping.state === 'holding' ? common.tagWarning : common.tagPrimary}`} data-role="ramp">
              {ramping.state === 'holding'
                ? t('rampCellHeld')
                : t('rampCell', { step: ramping.step + 1, total: ramping.steps.length, next: ramping.steps[ramping.step + 1] ?? 100 })}
            </span>
          )}
          {health &&
            (health.rate === undefined ? (
              <span className={styles.meta}>{t('noLoads')}</span>
            ) : (
              <span className={styles.health} data-high={health.high || undefined}>
                {health.high && (
                  <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                    <path d="M8 1.5 15 14H1z" />
                    <path d="M8 6v3.5M8 11.5v.5" />
                  </svg>
                )}
                {t('failureRate', { rate: formatRate(health.rate), failures: health.failures, loads: health.loads })}
                {health.high && (
                  <span className="th-visually-hidden">
                    {' '}
                    ({t('failureRateHigh', { max: formatRate(overview.rollback_policy.max_failure_rate) })})
                  </span>
                )}
              </span>
            ))}
        </>
      )}
    </button>
  );
}
