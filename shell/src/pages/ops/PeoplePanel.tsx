import { OPS_ROLES, type OpsPerson, type OpsRole } from '@toolhub/contracts';
import { Button } from '@toolhub/ui/core';
import { Input, PasswordInput, Select } from '@toolhub/ui';
import { useCallback, useEffect, useId, useState } from 'react';
import { errorMessage, isUnauthorized, type AdminClient } from './admin-api';
import { ROLE_KEYS, useT } from './messages';
import { formatTime } from './registry-view';
import { SecretOnce } from './SecretOnce';
import { useAdminChange } from './useAdminChange';
import common from './common.module.css';
import styles from './OpsPanels.module.css';

/**
 * Ops people and their roles (admins only, issue 22): add one (the hub makes the password
 * when none is typed, shown once), change a role, reset a password, remove someone.
 */
export function PeoplePanel({ client, self, onChanged }: { client: AdminClient; self: string; onChanged: () => void }) {
  const t = useT();
  const titleId = useId();
  const nameId = useId();
  const roleId = useId();
  const passwordId = useId();
  const [people, setPeople] = useState<OpsPerson[]>();
  const [loadError, setLoadError] = useState<string>();
  const [form, setForm] = useState({ name: '', role: 'viewer' as OpsRole, password: '' });
  const [secret, setSecret] = useState<{ name: string; password: string }>();

  const load = useCallback(async () => {
    try {
      setPeople(await client.people());
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
  const showPassword = (name: string, password?: string) => password && setSecret({ name, password });

  return (
    <section className={common.card} aria-labelledby={titleId} data-testid="people-panel">
      <div className={common.cardHead}>
        <h2 id={titleId} className={common.cardTitle}>
          {t('peopleHeading')}
        </h2>
      </div>
      <p className={`${common.hint} ${common.cardHint}`}>{t('peopleHint')}</p>
      {loadError && (
        <p className={common.error} role="alert">
          {t('loadFailed', { message: loadError })}
        </p>
      )}
      {secret && <SecretOnce label={t('passwordOnce', { name: secret.name })} secret={secret.password} onDismiss={() => setSecret(undefined)} />}

      {people && (
        <table className={common.dataTable}>
          <thead>
            <tr>
              <th scope="col">{t('colName')}</th>
              <th scope="col">{t('colRole')}</th>
              <th scope="col">{t('colSince')}</th>
              <th scope="col">{t('colActions')}</th>
            </tr>
          </thead>
          <tbody>
            {people.map((person) => (
              <tr key={person.name} data-person={person.name}>
                <td data-label={t('colName')}>{person.name}</td>
                <td data-label={t('colRole')}>
                  <Select
                    size="sm"
                    aria-label={`${t('colRole')} · ${person.name}`}
                    value={person.role}
                    disabled={busy !== undefined}
                    onChange={(event) => {
                      const role = event.target.value as OpsRole;
                      void run(`role:${person.name}`, () => client.changePerson(person.name, { role }), () => t('personChanged', { name: person.name }));
                    }}
                  >
                    {OPS_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {t(ROLE_KEYS[role])}
                      </option>
                    ))}
                  </Select>
                </td>
                <td data-label={t('colSince')}>{formatTime(person.created_at)}</td>
                <td data-label={t('colActions')} className={styles.rowActions}>
                  <Button
                    variant="text"
                    size="sm"
                    loading={busy === `reset:${person.name}`}
                    onClick={async () => {
                      const answer = await run(`reset:${person.name}`, () => client.changePerson(person.name, { reset_password: true }), () => t('personChanged', { name: person.name }), t('confirmResetPassword', { name: person.name }));
                      showPassword(person.name, answer?.password);
                    }}
                  >
                    {t('resetPassword')}
                  </Button>
                  {person.name !== self && (
                    <Button
                      variant="text"
                      size="sm"
                      className={styles.danger}
                      loading={busy === `remove:${person.name}`}
                      onClick={() => void run(`remove:${person.name}`, () => client.removePerson(person.name), () => t('personRemoved', { name: person.name }), t('confirmRemovePerson', { name: person.name }))}
                    >
                      {t('removePerson')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <form
        className={styles.addForm}
        onSubmit={async (event) => {
          event.preventDefault();
          const name = form.name.trim();
          if (!name) return;
          const answer = await run('add', () => client.addPerson({ name, role: form.role, ...(form.password ? { password: form.password } : {}) }), () => t('personAdded', { name }));
          if (!answer) return;
          showPassword(name, answer.password);
          setForm({ name: '', role: 'viewer', password: '' });
        }}
      >
        <div className={common.field}>
          <label htmlFor={nameId} className={common.label}>
            {t('colName')}
          </label>
          <Input id={nameId} maxLength={64} autoComplete="off" value={form.name} onChange={(event) => setForm({ ...form, name: event.target.value })} />
        </div>
        <div className={common.field}>
          <label htmlFor={roleId} className={common.label}>
            {t('colRole')}
          </label>
          <Select id={roleId} value={form.role} onChange={(event) => setForm({ ...form, role: event.target.value as OpsRole })}>
            {OPS_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(ROLE_KEYS[role])}
              </option>
            ))}
          </Select>
        </div>
        <div className={`${common.field} ${styles.wide}`}>
          <label htmlFor={passwordId} className={common.label}>
            {t('newPassword')}
          </label>
          <PasswordInput id={passwordId} autoComplete="new-password" value={form.password} onChange={(event) => setForm({ ...form, password: event.target.value })} />
        </div>
        <Button type="submit" loading={busy === 'add'} disabled={!form.name.trim()}>
          {t('addPerson')}
        </Button>
      </form>
      <p className={common.error} role="alert">
        {error ?? ''}
      </p>
    </section>
  );
}
