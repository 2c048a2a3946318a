import { roleMay, type AdminSession, type AdminSignInRequest, type RegistryOverview } from '@toolhub/contracts';
import { Button } from '@toolhub/ui/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { AdminApiError, createAdminClient, errorMessage, isUnauthorized, opsSession } from './admin-api';
import { AuditLog } from './AuditLog';
import { EnginesPanel } from './EnginesPanel';
import { FinancePanel } from './FinancePanel';
import { ROLE_KEYS, t as translate, useT } from './messages';
import { environmentNames, remoteNames, sortVersions } from './registry-view';
import { PeoplePanel } from './PeoplePanel';
import { ReleaseMatrix, type Selection } from './ReleaseMatrix';
import { RemotePanel } from './RemotePanel';
import { SignInForm } from './SignInForm';
import { TeamsPanel } from './TeamsPanel';
import { TelemetryPanel } from './TelemetryPanel';
import { useRemoteVersions } from './useRemoteVersions';
import { VersionList } from './VersionList';
import common from './common.module.css';
import styles from './OpsPage.module.css';

type SessionState =
  | { status: 'checking' }
  | { status: 'signedOut'; error?: string; attempt: number }
  | { status: 'signedIn'; session: AdminSession; since: number };

/**
 * The sign-in form again, saying `error`. The form is keyed by `attempt`: a refusal while it
 * shows counts one more, so it mounts afresh and the password or token typed is gone (coming from the
 * console it is a new form anyway, at 0).
 */
const signedOut =
  (error: string | undefined) =>
  (current: SessionState): SessionState => ({ status: 'signedOut', error, attempt: current.status === 'signedOut' ? current.attempt + 1 : 0 });

/** What the sign-in form says after the server refused a sign-in. */
function signInRefusal(error: unknown, withToken: boolean): string {
  if (error instanceof AdminApiError && error.lockedOut) {
    return translate('signInLocked', { minutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60)) });
  }
  if (error instanceof AdminApiError && error.refused) return translate(withToken ? 'tokenRejected' : 'credentialsRejected');
  return errorMessage(error);
}

/**
 * `/ops`: ops people manage tool remotes per environment (DESIGN §2 "Ops release") through
 * the admin API. Loaded lazily (visitors never fetch it) and rendered on its own page without
 * the visitor chrome or any remote. The name and password (or, break-glass, the admin token)
 * typed here are posted once to the sign-in route; the session lives in an HttpOnly cookie this
 * page cannot read, and nothing is kept in storage. What the console offers follows the role.
 */
export default function OpsPage() {
  const t = useT();
  const [session, setSession] = useState<SessionState>({ status: 'checking' });
  const [signingIn, setSigningIn] = useState(false);
  // The name given last and whether the token was used, for the form after a sign-out (memory only).
  const [last, setLast] = useState({ name: '', withToken: false });
  const documentTitle = t('documentTitle');

  useEffect(() => {
    const previous = document.title;
    document.title = documentTitle;
    return () => {
      document.title = previous;
    };
  }, [documentTitle]);

  useEffect(() => {
    let cancelled = false;
    opsSession.current().then(
      (current) => {
        if (cancelled) return;
        setSession(current ? { status: 'signedIn', session: current, since: Date.now() } : { status: 'signedOut', attempt: 0 });
      },
      (error: unknown) => !cancelled && setSession({ status: 'signedOut', error: errorMessage(error), attempt: 0 }),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  const signOut = useCallback(async (error?: string) => {
    // Asked for: the server ends the session. Refused by the server: it has ended already.
    if (!error) await opsSession.signOut().catch(() => undefined);
    setSession(signedOut(error));
  }, []);

  const signIn = async (credentials: AdminSignInRequest) => {
    const withToken = 'token' in credentials;
    setLast({ name: withToken ? last.name : credentials.name, withToken });
    setSigningIn(true);
    try {
      const started = await opsSession.signIn(credentials);
      setSession({ status: 'signedIn', session: started, since: Date.now() });
    } catch (error) {
      // A new form (the typed secret cleared) that says why.
      setSession(signedOut(signInRefusal(error, withToken)));
    } finally {
      setSigningIn(false);
    }
  };

  return (
    <div className={styles.page}>
      {session.status === 'checking' && (
        <p className={`${common.hint} ${styles.loading}`} role="status">
          {t('checkingSession')}
        </p>
      )}
      {session.status === 'signedIn' && <OpsConsole key={session.since} session={session.session} onSignOut={signOut} />}
      {session.status === 'signedOut' && (
        <SignInForm
          key={session.attempt}
          error={session.error}
          name={last.name}
          withToken={last.withToken}
          busy={signingIn}
          onSignIn={(credentials) => void signIn(credentials)}
        />
      )}
    </div>
  );
}

interface OpsConsoleProps {
  /** Who the audit log names, and their role. */
  session: AdminSession;
  /** With an error when the server refused the session. */
  onSignOut: (error?: string) => void;
}

/** How often the release table is read again while the page is in view. */
export const OPS_LIVE_REFRESH_MS = 15_000;

function OpsConsole({ session, onSignOut }: OpsConsoleProps) {
  const t = useT();
  const { actor, role } = session;
  const client = useMemo(() => createAdminClient(() => onSignOut(translate('sessionEnded'))), [onSignOut]);
  const [overview, setOverview] = useState<RegistryOverview>();
  const [loadError, setLoadError] = useState<string>();
  const [loading, setLoading] = useState(true);
  const [selection, setSelection] = useState<Selection>();
  // Bumped after every change, so the versions and the audit log load again.
  const [revision, setRevision] = useState(0);

  const refresh = useCallback(
    async ({ quietly = false } = {}) => {
      if (!quietly) setLoading(true);
      try {
        setOverview(await client.overview());
        setLoadError(undefined);
      } catch (error) {
        if (!isUnauthorized(error)) setLoadError(errorMessage(error));
      } finally {
        if (!quietly) setLoading(false);
      }
    },
    [client],
  );

  useEffect(() => {
    void refresh();
  }, [refresh]);

  // The table stays live: what another person (or an automatic rollback) changed shows within
  // OPS_LIVE_REFRESH_MS while the page is in view, without a spinner.
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refresh({ quietly: true });
    }, OPS_LIVE_REFRESH_MS);
    return () => clearInterval(timer);
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
            <span className={`${common.tag} ${styles.tagLarge}`}>{t('actingAs', { name: actor })}</span>
            <span className={`${common.tag} ${styles.tagLarge}`}>{t(ROLE_KEYS[role])}</span>
          </span>
          <Button variant="outline" className={styles.headButton} loading={loading && overview !== undefined} onClick={() => void afterChange()}>
            {t('refresh')}
          </Button>
          <Button variant="text" className={styles.headButton} onClick={() => void onSignOut()}>
            {t('signOut')}
          </Button>
        </div>
      </header>

      <p className="th-visually-hidden" role="status" aria-live="polite">
        {loading ? t('loading') : ''}
      </p>

      {loadError && (
        <div className={`${common.error} ${common.loadError}`} role="alert">
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
                readOnly={!roleMay(role, 'release')}
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
          <TelemetryPanel client={client} />
          <EnginesPanel client={client} />
          {roleMay(role, 'import') && <FinancePanel client={client} onChanged={() => setRevision((n) => n + 1)} />}
          {roleMay(role, 'manage') && (
            <>
              <PeoplePanel client={client} self={actor} onChanged={() => setRevision((n) => n + 1)} />
              <TeamsPanel client={client} remotes={remoteNames(overview)} onChanged={() => setRevision((n) => n + 1)} />
            </>
          )}
          <AuditLog client={client} remotes={remoteNames(overview)} envs={environmentNames(overview)} revision={revision} />
        </div>
      )}
    </>
  );
}
