/**
 * Ops people (issue 22): added, changed and removed by an admin, each change audited under
 * whoever made it. Passwords are kept as scrypt hashes only (passwords.ts); one the hub makes
 * is answered once and never again.
 */
import type { AddPersonRequest, ChangePersonRequest, OpsPerson, OpsRole, PersonAnswer } from '@toolhub/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db';
import type { OpsPersonTable } from '../../db/tables/admin';
import { audit, conflict, notFound } from '../operations';
import { generatedPassword, hashPassword, passwordMatches } from './passwords';

const personOf = (row: Selectable<OpsPersonTable>): OpsPerson => ({
  name: row.name,
  role: row.role as OpsRole,
  created_at: Number(row.created_at),
  updated_at: Number(row.updated_at),
});

export interface OpsPeople {
  list(): Promise<OpsPerson[]>;
  find(name: string): Promise<OpsPerson | undefined>;
  /** The person whose password this is, or undefined: an unknown name costs as much as a wrong password. */
  check(name: string, password: string): Promise<OpsPerson | undefined>;
  add(input: AddPersonRequest, actor: string): Promise<PersonAnswer>;
  change(name: string, input: ChangePersonRequest, actor: string): Promise<PersonAnswer>;
  remove(name: string, actor: string): Promise<void>;
}

export function opsPeople(db: Db, clock: () => number, hooks: { endSessions: (name: string) => Promise<void> }): OpsPeople {
  const row = (name: string) => db.selectFrom('ops_person').selectAll().where('name', '=', name).executeTakeFirst();
  return {
    list: async () => (await db.selectFrom('ops_person').selectAll().orderBy('name').execute()).map(personOf),
    find: async (name) => {
      const found = await row(name);
      return found && personOf(found);
    },
    async check(name, password) {
      const found = await row(name);
      return (await passwordMatches(password, found?.password)) && found ? personOf(found) : undefined;
    },
    async add(input, actor) {
      const now = clock();
      const password = input.password ?? generatedPassword();
      const values = { name: input.name, role: input.role, password: await hashPassword(password), created_at: now, updated_at: now };
      await db.transaction().execute(async (trx) => {
        if (await trx.selectFrom('ops_person').select('name').where('name', '=', input.name).executeTakeFirst()) throw conflict(`${input.name} exists`);
        await trx.insertInto('ops_person').values(values).execute();
        await audit(trx, { actor, action: 'add-person', env: null, remote: '*', version: null, before: null, after: { name: input.name, role: input.role }, now });
      });
      return { person: personOf(values), ...(input.password ? {} : { password }) };
    },
    async change(name, input, actor) {
      const now = clock();
      const password = input.password ?? (input.reset_password ? generatedPassword() : undefined);
      const hash = password === undefined ? undefined : await hashPassword(password);
      const changed = await db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('ops_person').selectAll().where('name', '=', name).executeTakeFirst();
        if (!before) throw notFound(`no person ${name}`);
        const after = { ...before, role: input.role ?? before.role, ...(hash ? { password: hash } : {}), updated_at: now };
        await trx.updateTable('ops_person').set(after).where('name', '=', name).execute();
        // The audit entry says that the password changed, never what to.
        const said = (person: typeof before) => ({ name, role: person.role });
        await audit(trx, { actor, action: 'change-person', env: null, remote: '*', version: null, before: said(before), after: { ...said(after), ...(hash ? { password: 'changed' } : {}) }, now });
        return after;
      });
      if (hash) await hooks.endSessions(name);
      return { person: personOf(changed), ...(password && !input.password ? { password } : {}) };
    },
    async remove(name, actor) {
      const now = clock();
      await db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('ops_person').select(['name', 'role']).where('name', '=', name).executeTakeFirst();
        if (!before) throw notFound(`no person ${name}`);
        await trx.deleteFrom('ops_person').where('name', '=', name).execute();
        await audit(trx, { actor, action: 'remove-person', env: null, remote: '*', version: null, before, after: null, now });
      });
      await hooks.endSessions(name);
    },
  };
}
