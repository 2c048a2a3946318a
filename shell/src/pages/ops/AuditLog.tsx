import type { AuditAction, AuditEntry } from '@toolhub/contracts';
import { Button } from '@toolhub/ui/core';
import { Select } from '@toolhub/ui';
import { useEffect, useId, useState } from 'react';
import { errorMessage, isUnauthorized, type AdminClient } from './admin-api';
import { useT, type OpsT } from './messages';
import { formatTime, toDate } from './registry-view';
import { RollbackEvidence } from './RollbackEvidence';
import common from './common.module.css';
import styles from './AuditLog.module.css';

export interface AuditLogProps {
  client: AdminClient;
  remotes: string[];
  envs: string[];
  /** Changes after each action on the page, so the log shows it. */
  revision: number;
}

const PAGE = 50;
const MAX = 1000;

const ACTION_KEYS = {
  publish: 'actionPublish',
  release: 'actionRelease',
  promote: 'actionPromote',
  rollback: 'actionRollback',
  'auto-rollback': 'actionAutoRollback',
  enable: 'actionEnable',
  disable: 'actionDisable',
  'add-env': 'actionAddEnv',
  'add-person': 'actionAddPerson',
  'change-person': 'actionChangePerson',
  'remove-person': 'actionRemovePerson',
  'add-team': 'actionAddTeam',
  'change-team': 'actionChangeTeam',
  'remove-team': 'actionRemoveTeam',
  'issue-token': 'actionIssueToken',
  'revoke-token': 'actionRevokeToken',
  'import-data': 'actionImportData',
  'ramp-start': 'actionRampStart',
  'ramp-hold': 'actionRampHold',
  'ramp-stop': 'actionRampStop',
} as const satisfies Record<AuditAction, Parameters<OpsT>[0]>;

const ACTION_TONE: Partial<Record<AuditAction, string>> = {
  release: common.tagPrimary,
  promote: common.tagSuccess,
  enable: common.tagSuccess,
  rollback: common.tagWarning,
  'auto-rollback': common.tagDanger,
  disable: common.tagDanger,
  'ramp-start': common.tagPrimary,
  'ramp-hold': common.tagWarning,
  'ramp-stop': common.tagWarning,
};

/** Every change to the registry, newest first, filtered by remote and environment. */
export function AuditLog({ client, remotes, envs, revision }: AuditLogProps) {
  const t = useT();
  const titleId = useId();
  const remoteFilterId = useId();
  const envFilterId = useId();
  const [remote, setRemote] = useState('');
  const [env, setEnv] = useState('');
  const [limit, setLimit] = useState(PAGE);
  const [result, setResult] = useState<{ key: string; entries?: AuditEntry[]; error?: string }>();
  const key = `${remote}|${env}|${limit}|${revision}`;

  useEffect(() => {
    let live = true;
    client.audit({ remote: remote || undefined, env: env || undefined, limit }).then(
      (entries) => live && setResult({ key, entries }),
      (error: unknown) => live && !isUnauthorized(error) && setResult({ key, error: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [client, remote, env, limit, key]);

  // While a new filter loads, the previous rows stay (dimmed) so the table does not jump.
  const loading = result?.key !== key;
  const entries = result?.entries;

  return (
    <section className={common.card} aria-labelledby={titleId}>
      <div className={common.cardHead}>
        <h2 id={titleId} className={common.cardTitle}>
          {t('auditHeading')}
        </h2>
        <div className={styles.filters}>
          <div className={styles.filter}>
            <label htmlFor={remoteFilterId} className={common.label}>
              {t('filterRemote')}
            </label>
            <Select
              id={remoteFilterId}
              size="sm"
              className={styles.filterSelect}
              value={remote}
              onChange={(event) => {
                setRemote(event.target.value);
                setLimit(PAGE);
              }}
            >
              <option value="">{t('all')}</option>
              {remotes.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Select>
          </div>
          <div className={styles.filter}>
            <label htmlFor={envFilterId} className={common.label}>
              {t('filterEnv')}
            </label>
            <Select
              id={envFilterId}
              size="sm"
              className={styles.filterSelect}
              value={env}
              onChange={(event) => {
                setEnv(event.target.value);
                setLimit(PAGE);
              }}
            >
              <option value="">{t('all')}</option>
              {envs.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Select>
          </div>
        </div>
      </div>

      {result?.error && !loading ? (
        <p className={common.error} role="alert">
          {t('loadFailed', { message: result.error })}
        </p>
      ) : !entries ? (
        <p className={common.hint}>{t('loading')}</p>
      ) : entries.length === 0 ? (
        <p className={common.hint}>{t('noAudit')}</p>
      ) : (
        <div className={styles.body} aria-busy={loading} data-loading={loading || undefined}>
          <table className={common.dataTable}>
            <thead>
              <tr>
                <th scope="col">{t('colTime')}</th>
                <th scope="col">{t('colActor')}</th>
                <th scope="col">{t('colAction')}</th>
                <th scope="col">{t('colEnv')}</th>
                <th scope="col">{t('colRemote')}</th>
                <th scope="col">{t('colVersion')}</th>
                <th scope="col">{t('colReason')}</th>
                <th scope="col">{t('colChange')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td data-label={t('colTime')} className={styles.time}>
                    <time dateTime={toDate(entry.at).toISOString()}>{formatTime(entry.at, true)}</time>
                  </td>
                  <td data-label={t('colActor')}>{entry.actor}</td>
                  <td data-label={t('colAction')}>
                    <span className={`${common.tag} ${ACTION_TONE[entry.action] ?? ''}`}>{t(ACTION_KEYS[entry.action])}</span>
                  </td>
                  <td data-label={t('colEnv')}>{entry.env ?? t('nothing')}</td>
                  <td data-label={t('colRemote')}>{entry.remote}</td>
                  <td data-label={t('colVersion')} className={common.mono}>
                    {entry.version ?? t('nothing')}
                  </td>
                  <td data-label={t('colReason')} className={styles.reason}>
                    {entry.reason || <span className={common.muted}>{t('nothing')}</span>}
                    {entry.evidence && <RollbackEvidence evidence={entry.evidence} />}
                  </td>
                  <td data-label={t('colChange')}>
                    {entry.before === null && entry.after === null ? (
                      <span className={common.muted}>{t('nothing')}</span>
                    ) : (
                      <ChangeDetails entry={entry} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {entries.length >= limit && limit < MAX && (
            <div className={styles.more}>
              <Button variant="text" loading={loading} onClick={() => setLimit(Math.min(MAX, limit + PAGE))}>
                {t('loadMore')}
              </Button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

function show(value: unknown, t: OpsT): string {
  if (value === undefined || value === null) return t('nothing');
  if (Array.isArray(value)) return value.length ? value.map((item) => show(item, t)).join(', ') : t('nothing');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Before → after: the fields that changed, or both values whole when they are not records. */
function ChangeDetails({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const { before, after } = entry;
  const records = (before === null || isFields(before)) && (after === null || isFields(after));
  const changed = records
    ? [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
        (field) =>
          field !== 'updated_at' &&
          JSON.stringify((before as Fields | null)?.[field]) !== JSON.stringify((after as Fields | null)?.[field]),
      )
    : [];

  return (
    <details className={styles.details}>
      <summary>{t('showChange')}</summary>
      {records && changed.length > 0 ? (
        <table className={styles.diff}>
          <thead>
            <tr>
              <th scope="col" className="th-visually-hidden">
                {t('colChange')}
              </th>
              <th scope="col">{t('before')}</th>
              <th scope="col">{t('after')}</th>
            </tr>
          </thead>
          <tbody>
            {changed.map((field) => (
              <tr key={field}>
                <th scope="row">{field}</th>
                <td className={styles.old}>{show((before as Fields | null)?.[field], t)}</td>
                <td className={styles.new}>{show((after as Fields | null)?.[field], t)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <div className={styles.raw}>
          <span className={common.label}>{t('before')}</span>
          <pre>{JSON.stringify(before, null, 2)}</pre>
          <span className={common.label}>{t('after')}</span>
          <pre>{JSON.stringify(after, null, 2)}</pre>
        </div>
      )}
    </details>
  );
}
