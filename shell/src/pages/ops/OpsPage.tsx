import type { RegistryOverview } from '@toolhub/contracts';
import { Button } from '@toolhub/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  ACTOR_STORAGE_KEY,
  createAdminClient,
  errorMessage,
  isUnauthorized,
  readStored,
  store,
  TOKEN_STORAGE_KEY,
} from './admin-api';
import { AuditLog } from './AuditLog';
import { EnginesPanel } from './EnginesPanel';
import { t as translate, useT } from './messages';
import { environmentNames, remoteNames, sortVersions } from './registry-view';
import { ReleaseMatrix, type Selection } from './ReleaseMatrix';
import { RemotePanel } from './RemotePanel';
import { SignInForm } from './SignInForm';
import { useRemoteVersions } from './useRemoteVersions';
import { VersionList } from './VersionList';
import common from './common.module.css';
import styles from './OpsPage.module.css';

/**
 * `/ops`: ops people manage tool remotes per environment (DESIGN §2 "Ops release") through
 * the admin API, signed in with TOOLHUB_ADMIN_TOKEN. Loaded lazily: visitors never fetch it.
 */
export default function OpsPage() {
  const t = useT();
  const [token, setToken] = useState(() => readStored(TOKEN_STORAGE_KEY));
  const [actor, setActor] = useState(() => readStored(ACTOR_STORAGE_KEY));
  const [signInError, setSignInError] = useState<string>();
  const documentTitle = t('documentTitle');

  useEffect(() => {
    const previous = document.title;
    document.title = documentTitle;
    return () => {
      document.title = previous;
    };
  }, [documentTitle]);

  const signOut = useCallback((error?: string) => {
    store(TOKEN_STORAGE_KEY, null);
    setSignInError(error);
    setToken('');
  }, []);

  return (
    <div className={styles.page}>
      {token ? (
        <OpsConsole key={token} token={token} actor={actor} onSignOut={signOut} />
      ) : (
        <SignInForm
          error={signInError}
          actor={actor}
          onSignIn={(value, name) => {
            store(TOKEN_STORAGE_KEY, value);
            store(ACTOR_STORAGE_KEY, name);
            setSignInError(undefined);
            setActor(name);
            setToken(value);
          }}
        />
      )}
    </div>
  );
}

interface OpsConsoleProps {
  token: string;
  /** Who the audit log names; empty: the server's default actor. */
  actor: string;
  /** With an error when the server refused the token. */
  onSignOut: (error?: string) => void;
}

function OpsConsole({ token, actor, onSignOut }: OpsConsoleProps) {
  const t = useT();
  const client = useMemo(
    () => createAdminClient(token, () => onSignOut(translate('tokenRejected')), actor),
    [token, actor, onSignOut],
  );
  const [overview, setOverview] = useState<RegistryOverview>();
  const [loadError, setLoadError] = useState<string>();
  const [loading, setLoading] = useState(true);
  const [selection, setSelection] = useState<Selection>();
  // Bumped after every change, so the versions and the audit log load again.
  const [revision, setRevision] = useState(0);

  const refresh = useCallback(async () => {
    setLoading(true);
    try {
      setOverview(await client.overview());
      setLoadError(undefined);
    } catch (error) {
      if (!isUnauthorized(error)) setLoadError(errorMessage(error));
    } finally {
      setLoading(false);
    }
  }, [client]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const afterChange = useCallback(async () => {
    await refresh();
    setRevision((n) => n + 1);
  }, [refresh]);

  const { versions, error: versionsError } = useRemoteVersions(client, selection?.remote, revision);
  // Until the versions call answers, the overview's versions of the remote stand in.
  const panelVersions =
    versions ?? sortVersions(overview?.versions.filter((version) => version.remote === selection?.remote) ?? []);

  return (
    <>
      <header className={styles.head}>
        <div className={styles.titles}>
          <h1 className={styles.title}>{t('pageTitle')}</h1>
          <p className={common.hint}>{t('pageSubtitle')}</p>
        </div>
        <div className={styles.headActions}>
          <span className={styles.tags}>
            {overview && <span className={`${common.tag} ${common.tagPrimary} ${styles.tagLarge}`}>{t('serverEnv', { env: overview.env })}</span>}
            {actor && <span className={`${common.tag} ${styles.tagLarge}`}>{t('actingAs', { name: actor })}</span>}
          </span>
          <Button variant="outlined" className={styles.headButton} loading={loading && overview !== undefined} onClick={() => void afterChange()}>
            {t('refresh')}
          </Button>
          <Button variant="text" className={styles.headButton} onClick={() => onSignOut()}>
            {t('signOut')}
          </Button>
        </div>
      </header>

      <p className="th-visually-hidden" role="status" aria-live="polite">
        {loading ? t('loading') : ''}
      </p>

      {loadError && (
        <div className={`${common.error} ${styles.loadError}`} role="alert">
          <span>{t('loadFailed', { message: loadError })}</span>
          <Button variant="text" onClick={() => void refresh()}>
            {t('retry')}
          </Button>
        </div>
      )}

      {!overview ? (
        !loadError && <p className={`${common.hint} ${styles.loading}`}>{t('loading')}</p>
      ) : (
        <div className={styles.sections}>
          <ReleaseMatrix overview={overview} selection={selection} onSelect={setSelection} />
          {selection ? (
            <>
              <RemotePanel
                key={`${selection.remote}\n${selection.env}`}
                client={client}
                overview={overview}
                remote={selection.remote}
                env={selection.env}
                versions={panelVersions}
                onChanged={afterChange}
                onClose={() => {
                  // Back to the cell the panel was opened from.
                  const cell = document.querySelector<HTMLElement>(`[data-cell="${CSS.escape(`${selection.remote}/${selection.env}`)}"]`);
                  setSelection(undefined);
                  cell?.focus();
                }}
              />
              <VersionList
                remote={selection.remote}
                versions={versions}
                error={versionsError}
                releases={overview.releases.filter((release) => release.remote === selection.remote)}
              />
            </>
          ) : (
            <p className={`${common.hint} ${styles.selectHint}`}>{t('selectHint')}</p>
          )}
          <EnginesPanel client={client} />
          <AuditLog client={client} remotes={remoteNames(overview)} envs={environmentNames(overview)} revision={revision} />
        </div>
      )}
    </>
  );
}
