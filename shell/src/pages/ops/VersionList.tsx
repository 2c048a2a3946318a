import type { Release, RemoteVersion } from '@toolhub/contracts';
import { useId } from 'react';
import { useT } from './messages';
import { formatBytes, formatTime, shortDigest, toDate } from './registry-view';
import common from './common.module.css';
import styles from './VersionList.module.css';

export interface VersionListProps {
  remote: string;
  /** Newest first; undefined while loading. */
  versions?: RemoteVersion[];
  error?: string;
  /** The remote's releases in every environment, to mark where each version runs. */
  releases: Release[];
}

/** The published versions of one remote: who published what, its files and what it shares. */
export function VersionList({ remote, versions, error, releases }: VersionListProps) {
  const t = useT();
  const titleId = useId();
  return (
    <section className={common.card} aria-labelledby={titleId} aria-busy={!versions && !error}>
      <div className={common.cardHead}>
        <h2 id={titleId} className={common.cardTitle}>
          {t('versionsHeading', { remote })}
        </h2>
        {versions && <span className={common.tag}>{versions.length}</span>}
      </div>
      {error ? (
        <p className={common.error} role="alert">
          {t('loadFailed', { message: error })}
        </p>
      ) : !versions ? (
        <p className={common.hint}>{t('loading')}</p>
      ) : versions.length === 0 ? (
        <p className={common.hint}>{t('noVersions')}</p>
      ) : (
        <table className={common.dataTable}>
          <thead>
            <tr>
              <th scope="col">{t('colVersion')}</th>
              <th scope="col">{t('colPublished')}</th>
              <th scope="col">{t('colDigest')}</th>
              <th scope="col">{t('colFiles')}</th>
              <th scope="col">{t('colTools')}</th>
              <th scope="col">{t('colShared')}</th>
            </tr>
          </thead>
          <tbody>
            {versions.map((version) => (
              <tr key={version.version}>
                <td data-label={t('colVersion')}>
                  <span className={styles.version}>
                    <span className={common.mono}>{version.version}</span>
                    {releases.map((release) =>
                      release.stable === version.version ? (
                        <span key={`s-${release.env}`} className={`${common.tag} ${common.tagSuccess}`}>
                          {t('stableIn', { env: release.env })}
                        </span>
                      ) : release.canary === version.version ? (
                        <span key={`c-${release.env}`} className={`${common.tag} ${common.tagWarning}`}>
                          {t('canaryIn', { env: release.env })}
                        </span>
                      ) : null,
                    )}
                  </span>
                </td>
                <td data-label={t('colPublished')}>
                  <span className={styles.stack}>
                    <span>{version.published_by}</span>
                    <time className={common.muted} dateTime={toDate(version.published_at).toISOString()}>
                      {formatTime(version.published_at)}
                    </time>
                  </span>
                </td>
                <td data-label={t('colDigest')}>
                  <code className={common.mono} title={version.digest}>
                    {shortDigest(version.digest)}
                  </code>
                </td>
                <td data-label={t('colFiles')} className={styles.nowrap}>
                  {t('filesSize', { files: version.files, size: formatBytes(version.bytes) })}
                </td>
                <td data-label={t('colTools')}>{version.catalog.length}</td>
                <td data-label={t('colShared')}>
                  {version.shared.length === 0 ? (
                    <span className={common.muted}>{t('noShared')}</span>
                  ) : (
                    <ul className={styles.shared}>
                      {version.shared.map((dep) => (
                        <li key={dep.name}>
                          <span className={styles.depName}>{dep.name}</span>{' '}
                          <span className={common.mono}>{dep.version}</span>
                          <span className={common.muted}>
                            {' / '}
                            {!dep.requiredVersion || dep.requiredVersion === '*' ? t('anyVersion') : dep.requiredVersion}
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
