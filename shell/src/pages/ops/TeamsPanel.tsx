import { parseAllowlist, type OpsTeam } from '@toolhub/contracts';
import { Button } from '@toolhub/ui/core';
import { Input } from '@toolhub/ui';
import { useCallback, useEffect, useId, useState } from 'react';
import { errorMessage, isUnauthorized, type AdminClient } from './admin-api';
import { useT } from './messages';
import { formatTime } from './registry-view';
import { SecretOnce } from './SecretOnce';
import { useAdminChange } from './useAdminChange';
import common from './common.module.css';
import styles from './OpsPanels.module.css';

/** Remote names as people type them: commas (also full-width), spaces or new lines between. */
const remotesOf = (text: string) => parseAllowlist(text);

/**
 * Tool teams, the remotes each owns and its publish token (admins only, issue 22): make a team,
 * change its remotes, make or rotate its token (shown once), revoke it, remove the team.
 */
export function TeamsPanel({ client, remotes, onChanged }: { client: AdminClient; remotes: string[]; onChanged: () => void }) {
  const t = useT();
  const titleId = useId();
  const nameId = useId();
  const remotesId = useId();
  const listId = useId();
  const [teams, setTeams] = useState<OpsTeam[]>();
  const [loadError, setLoadError] = useState<string>();
  const [form, setForm] = useState({ name: '', remotes: '' });
  // Each team's remotes as typed in its row, before they are saved.
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [secret, setSecret] = useState<{ team: string; token: string }>();

  const load = useCallback(async () => {
    try {
      setTeams(await client.teams());
      setLoadError(undefined);
    } catch (failure) {
      if (!isUnauthorized(failure)) setLoadError(errorMessage(failure));
    }
  }, [client]);
  useEffect(() => void load(), [load]);

  const { busy, error, run } = useAdminChange(() => {
    onChanged();
    void load();
  });

  const issue = async (team: OpsTeam) => {
    const answer = await run(`token:${team.name}`, () => client.issueToken(team.name), () => t('teamChanged', { team: team.name }), team.token ? t('confirmRotate', { team: team.name }) : undefined);
    if (answer) setSecret({ team: team.name, token: answer.token });
  };

  return (
    <section className={common.card} aria-labelledby={titleId} data-testid="teams-panel">
      <div className={common.cardHead}>
        <h2 id={titleId} className={common.cardTitle}>
          {t('teamsHeading')}
        </h2>
      </div>
      <p className={`${common.hint} ${common.cardHint}`}>{t('teamsHint')}</p>
      {loadError && (
        <p className={common.error} role="alert">
          {t('loadFailed', { message: loadError })}
        </p>
      )}
      {secret && <SecretOnce label={t('tokenOnce', { team: secret.team })} secret={secret.token} onDismiss={() => setSecret(undefined)} />}
      <datalist id={listId}>
        {remotes.map((remote) => (
          <option key={remote} value={remote} />
        ))}
      </datalist>

      {teams && teams.length > 0 && (
        <table className={common.dataTable}>
          <thead>
            <tr>
              <th scope="col">{t('teamName')}</th>
              <th scope="col">{t('colRemotes')}</th>
              <th scope="col">{t('colToken')}</th>
              <th scope="col">{t('colActions')}</th>
            </tr>
          </thead>
          <tbody>
            {teams.map((team) => {
              const edited = edits[team.name] ?? team.remotes.join(', ');
              return (
                <tr key={team.name} data-team={team.name}>
                  <td data-label={t('teamName')}>{team.name}</td>
                  <td data-label={t('colRemotes')}>
                    <Input
                      size="sm"
                      className={styles.remotesInput}
                      aria-label={`${t('colRemotes')} · ${team.name}`}
                      list={listId}
                      value={edited}
                      onChange={(event) => setEdits({ ...edits, [team.name]: event.target.value })}
                    />
                    {edits[team.name] !== undefined && (
                      <Button
                        variant="text"
                        size="sm"
                        loading={busy === `remotes:${team.name}`}
                        onClick={async () => {
                          const saved = await run(`remotes:${team.name}`, () => client.setTeamRemotes(team.name, remotesOf(edited)), () => t('teamChanged', { team: team.name }));
                          if (saved) setEdits(({ [team.name]: _, ...rest }) => rest);
                        }}
                      >
                        {t('saveRemotes')}
                      </Button>
                    )}
                  </td>
                  <td data-label={t('colToken')}>
                    {team.token ? <code className={common.mono}>{t('tokenSince', { hint: team.token.hint, time: formatTime(team.token.created_at) })}</code> : <span className={common.muted}>{t('noToken')}</span>}
                  </td>
                  <td data-label={t('colActions')} className={styles.rowActions}>
                    <Button variant="outline" size="sm" loading={busy === `token:${team.name}`} onClick={() => void issue(team)}>
                      {t(team.token ? 'rotateToken' : 'issueToken')}
                    </Button>
                    {team.token && (
                      <Button
                        variant="text"
                        size="sm"
                        className={styles.danger}
                        loading={busy === `revoke:${team.name}`}
                        onClick={() => void run(`revoke:${team.name}`, () => client.revokeToken(team.name), () => t('teamChanged', { team: team.name }), t('confirmRevoke', { team: team.name }))}
                      >
                        {t('revokeToken')}
                      </Button>
                    )}
                    <Button
                      variant="text"
                      size="sm"
                      className={styles.danger}
                      loading={busy === `remove:${team.name}`}
                      onClick={() => void run(`remove:${team.name}`, () => client.removeTeam(team.name), () => t('teamRemoved', { team: team.name }), t('confirmRemoveTeam', { team: team.name }))}
                    >
                      {t('removeTeam')}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}

      <form
        className={styles.addForm}
        onSubmit={async (event) => {
          event.preventDefault();
          const name = form.name.trim();
          if (!name) return;
          const added = await run('add', () => client.addTeam(name, remotesOf(form.remotes)), () => t('teamAdded', { team: name }));
          if (added) setForm({ name: '', remotes: '' });
        }}
      >
        <div className={common.field}>
          <label htmlFor={nameId} className={common.label}>
            {t('teamName')}
          </label>
          <Input id={nameId} maxLength={40} autoComplete="off" value={form.name} onChange={(event) => setForm({ ...form, name: event.target.value })} />
        </div>
        <div className={`${common.field} ${styles.wide}`}>
          <label htmlFor={remotesId} className={common.label}>
            {t('teamRemotes')}
          </label>
          <Input id={remotesId} list={listId} autoComplete="off" value={form.remotes} onChange={(event) => setForm({ ...form, remotes: event.target.value })} />
        </div>
        <Button type="submit" loading={busy === 'add'} disabled={!form.name.trim()}>
          {t('addTeam')}
        </Button>
      </form>
      <p className={common.error} role="alert">
        {error ?? ''}
      </p>
    </section>
  );
}
