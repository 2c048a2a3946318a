/**
 * Tool teams and their publish tokens (issue 22). A team owns remotes (each remote one team at
 * most) and has at most one live token, which publishes those remotes only. The token is made
 * here, answered once, and stored as its sha256 — it is 256 random bits, so a plain hash is as
 * good as a slow one and lets the gate find the team by it. A new token replaces the old one
 * at once (rotation); revoking leaves none.
 */
import crypto from 'node:crypto';
import type { OpsTeam, TeamToken } from '@toolhub/contracts';
import type { Transaction } from 'kysely';
import type { Database, Db } from '../../db';
import { audit, conflict, notFound } from '../operations';

/** Recognisable in a CI log or a secret scanner; the rest is random. */
const TOKEN_PREFIX = 'tht_';
const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export interface TeamCaller {
  name: string;
  remotes: string[];
}

export interface OpsTeams {
  list(): Promise<OpsTeam[]>;
  /** The team whose live token this is, or undefined. */
  byToken(token: string): Promise<TeamCaller | undefined>;
  /** The team that owns a remote, if one does. */
  ownerOf(remote: string): Promise<string | undefined>;
  add(name: string, remotes: string[], actor: string): Promise<OpsTeam>;
  setRemotes(name: string, remotes: string[], actor: string): Promise<OpsTeam>;
  remove(name: string, actor: string): Promise<void>;
  /** Makes the team's token anew (the old one stops working) and answers it, this once. */
  issueToken(name: string, actor: string): Promise<TeamToken>;
  revokeToken(name: string, actor: string): Promise<OpsTeam>;
}

type Trx = Transaction<Database>;

async function teamOf(db: Db | Trx, name: string): Promise<OpsTeam | undefined> {
  const row = await db.selectFrom('ops_team').selectAll().where('name', '=', name).executeTakeFirst();
  if (!row) return undefined;
  const remotes = await db.selectFrom('ops_team_remote').select('remote').where('team', '=', name).orderBy('remote').execute();
  return {
    name: row.name,
    remotes: remotes.map((r) => r.remote),
    token: row.token_hint && row.token_created_at !== null ? { hint: row.token_hint, created_at: Number(row.token_created_at) } : null,
    created_at: Number(row.created_at),
  };
}

async function requireTeam(trx: Trx, name: string): Promise<OpsTeam> {
  const team = await teamOf(trx, name);
  if (!team) throw notFound(`no team ${name}`);
  return team;
}

/** Gives `team` exactly `remotes`; one owned by another team is refused (409) and nothing changes. */
async function writeRemotes(trx: Trx, team: string, remotes: string[]) {
  const wanted = [...new Set(remotes)];
  if (wanted.length) {
    const taken = await trx.selectFrom('ops_team_remote').selectAll().where('remote', 'in', wanted).where('team', '!=', team).execute();
    if (taken.length) throw conflict(taken.map((row) => `${row.remote} belongs to team ${row.team}`).join('; '));
  }
  await trx.deleteFrom('ops_team_remote').where('team', '=', team).execute();
  if (wanted.length) await trx.insertInto('ops_team_remote').values(wanted.map((remote) => ({ remote, team }))).execute();
}

/** The audit entries of teams name the team's remotes, so `audit --remote x` finds who was given it. */
const remotesField = (remotes: string[]) => (remotes.length ? remotes.join(',') : '*');

export function opsTeams(db: Db, clock: () => number): OpsTeams {
  const changeTeam = async (name: string, actor: string, action: 'change-team' | 'issue-token' | 'revoke-token', change: (trx: Trx, now: number) => Promise<void>) => {
    const now = clock();
    return db.transaction().execute(async (trx) => {
      const before = await requireTeam(trx, name);
      await change(trx, now);
      const after = await requireTeam(trx, name);
      await audit(trx, { actor, action, env: null, remote: remotesField([...new Set([...before.remotes, ...after.remotes])]), version: null, before, after, now });
      return after;
    });
  };

  return {
    async list() {
      const names = await db.selectFrom('ops_team').select('name').orderBy('name').execute();
      return (await Promise.all(names.map((row) => teamOf(db, row.name)))).filter((team) => team !== undefined);
    },
    async byToken(token) {
      if (!token.startsWith(TOKEN_PREFIX)) return undefined;
      const row = await db.selectFrom('ops_team').select('name').where('token_hash', '=', hashOf(token)).executeTakeFirst();
      const team = row && (await teamOf(db, row.name));
      return team && { name: team.name, remotes: team.remotes };
    },
    async ownerOf(remote) {
      return (await db.selectFrom('ops_team_remote').select('team').where('remote', '=', remote).executeTakeFirst())?.team;
    },
    async add(name, remotes, actor) {
      const now = clock();
      return db.transaction().execute(async (trx) => {
        if (await teamOf(trx, name)) throw conflict(`team ${name} exists`);
        await trx.insertInto('ops_team').values({ name, token_hash: null, token_hint: null, token_created_at: null, created_at: now }).execute();
        await writeRemotes(trx, name, remotes);
        const team = await requireTeam(trx, name);
        await audit(trx, { actor, action: 'add-team', env: null, remote: remotesField(team.remotes), version: null, before: null, after: team, now });
        return team;
      });
    },
    setRemotes: (name, remotes, actor) => changeTeam(name, actor, 'change-team', (trx) => writeRemotes(trx, name, remotes)),
    async remove(name, actor) {
      const now = clock();
      await db.transaction().execute(async (trx) => {
        const before = await requireTeam(trx, name);
        await trx.deleteFrom('ops_team_remote').where('team', '=', name).execute();
        await trx.deleteFrom('ops_team').where('name', '=', name).execute();
        await audit(trx, { actor, action: 'remove-team', env: null, remote: remotesField(before.remotes), version: null, before, after: null, now });
      });
    },
    async issueToken(name, actor) {
      const token = `${TOKEN_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
      const team = await changeTeam(name, actor, 'issue-token', async (trx, now) => {
        await trx.updateTable('ops_team').set({ token_hash: hashOf(token), token_hint: token.slice(0, TOKEN_PREFIX.length + 6), token_created_at: now }).where('name', '=', name).execute();
      });
      return { team, token };
    },
    revokeToken: (name, actor) =>
      changeTeam(name, actor, 'revoke-token', async (trx) => {
        await trx.updateTable('ops_team').set({ token_hash: null, token_hint: null, token_created_at: null }).where('name', '=', name).execute();
      }),
  };
}
