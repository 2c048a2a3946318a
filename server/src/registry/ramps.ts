/**
 * Scheduled ramps (issue 22): a canary taken through steps of visitors (10 % → 50 % → 100 % by
 * default), a hold between steps, and a health gate before each — the rollback policy's own
 * numbers over the hold window (rampGate in @toolhub/contracts). The last step is a promote.
 *
 * The ramp lives in the database (registry_ramp), so it survives restarts; every process ticks
 * (a timer, unref'd, on the injectable clock) and takes a step only by an update conditional on
 * the step it read, made first in the step's transaction: two processes never take one step twice.
 * A gate that fails holds the ramp (the automatic rollback still works as before; a canary
 * rolled back or replaced stops its ramp); one that holds RAMP_MAX_HOLDS holds past the step's
 * time stops it. Every start, step, hold, stop and the final promote is audited under the
 * person who started the ramp (a stop by a person under that person), with the reason `ramp`.
 */
import {
  DEFAULT_RAMP_HOLD_MS,
  DEFAULT_RAMP_STEPS,
  RAMP_MAX_HOLDS,
  rampGate,
  type AuditAction,
  type Ramp,
  type RampGate,
  type RampState,
  type Release,
} from '@toolhub/contracts';
import type { Selectable, Transaction } from 'kysely';
import type { Clock } from '../clock';
import type { CanaryPolicy } from '../config';
import type { Database, Db } from '../db';
import type { RegistryRampTable } from '../db/tables/registry';
import { badRequest } from '../http/errors';
import { loadStats } from './loads';
import { audit, conflict, notFound, type ReleaseChange } from './operations';
import { promote } from './releases';
import { rollbackPolicyOf } from './rollback-policy';
import { releaseOf } from './state';

export const RAMP_REASON = 'ramp';
const LIVE: RampState[] = ['running', 'holding'];

export interface RampDeps {
  db: Db;
  clock: Clock;
  canary: CanaryPolicy;
  /** changeRelease with the registry's cache kept fresh. */
  changeRelease: (input: ReleaseChange) => Promise<Release>;
  /** The change that releases `version` to `percent` of visitors, with the checks a release makes. */
  releasing: (env: string, remote: string, version: string, percent: number) => ReleaseChange['change'];
  log?: (message: string) => void;
}

export interface StartRamp {
  version: string;
  steps?: number[];
  hold_ms?: number;
  reason?: string;
}

export function rampOf(row: Selectable<RegistryRampTable>): Ramp {
  return {
    env: row.env,
    remote: row.remote,
    version: row.version,
    steps: JSON.parse(row.steps) as number[],
    step: Number(row.step),
    hold_ms: Number(row.hold_ms),
    next_at: row.next_at === null ? null : Number(row.next_at),
    state: row.state as RampState,
    held_since: row.held_since === null ? null : Number(row.held_since),
    gate: row.gate === null ? null : (JSON.parse(row.gate) as RampGate),
    ended: row.ended,
    started_by: row.started_by,
    started_at: Number(row.started_at),
    updated_at: Number(row.updated_at),
  };
}

const minutes = (ms: number) => (ms >= 60_000 ? `${Math.round(ms / 60_000)} min` : `${Math.round(ms / 1000)} s`);

const GATE_WORDS: Record<RampGate['result'], string> = {
  ok: 'healthy',
  'too-few-loads': 'too few visitors loaded it',
  'too-few-networks': 'too few networks reported',
  failing: 'its failure rate is above the limit',
};
const describeGate = (gate: RampGate) => `${GATE_WORDS[gate.result]} (${gate.failures} of ${gate.loads} visitors failed, ${gate.networks} networks)`;

export function createRamps(deps: RampDeps) {
  const { db, clock } = deps;
  const policy = rollbackPolicyOf(deps.canary);

  const live = (trx: Transaction<Database>, ramp: Ramp) =>
    trx
      .updateTable('registry_ramp')
      .where('env', '=', ramp.env)
      .where('remote', '=', ramp.remote)
      .where('version', '=', ramp.version)
      .where('step', '=', ramp.step)
      .where('state', 'in', LIVE);
  const updated = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows) === 1;

  /** Ends a live ramp without a step (stopped, or done by someone's promote), audited; false when another process ended it. */
  async function end(ramp: Ramp, state: 'stopped' | 'done', why: string, actor: string, now: number, gate?: RampGate): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const set = { state, ended: why, next_at: null, updated_at: now, ...(gate ? { gate: JSON.stringify(gate) } : {}) };
      if (!updated(await live(trx, ramp).set(set).executeTakeFirst())) return false;
      await audit(trx, {
        actor,
        action: 'ramp-stop',
        env: ramp.env,
        remote: ramp.remote,
        version: ramp.version,
        before: ramp,
        after: { ...ramp, ...set, gate: gate ?? ramp.gate },
        reason: `${RAMP_REASON}: ${why}`,
        now,
      });
      return true;
    });
  }

  /** One live ramp: ended when its canary went away, else, when due, a step, a hold or a stop. */
  async function advance(ramp: Ramp, now: number) {
    const row = await db.selectFrom('registry_release').selectAll().where('env', '=', ramp.env).where('remote', '=', ramp.remote).executeTakeFirst();
    const release = row ? releaseOf(row) : undefined;
    if (release?.stable === ramp.version && release.canary !== ramp.version) {
      await end(ramp, 'done', `${ramp.version} was made stable outside the ramp`, ramp.started_by, now);
      return;
    }
    if (release?.canary !== ramp.version) {
      await end(ramp, 'stopped', `${ramp.version} is no longer the canary (rolled back or replaced)`, ramp.started_by, now);
      return;
    }
    if (ramp.next_at === null || now < ramp.next_at) return;

    const [stats] = await loadStats(db, ramp.env, { ...deps.canary, windowMs: ramp.hold_ms }, now, { remote: ramp.remote, version: ramp.version });
    const gate: RampGate = { result: rampGate(stats, policy), loads: stats?.loads ?? 0, failures: stats?.failures ?? 0, networks: stats?.networks ?? 0, at: now };

    if (gate.result !== 'ok') {
      if (now - ramp.next_at >= RAMP_MAX_HOLDS * ramp.hold_ms) {
        await end(ramp, 'stopped', `the gate held step ${ramp.steps[ramp.step + 1]} % for ${minutes(now - ramp.next_at)}: ${describeGate(gate)}`, ramp.started_by, now, gate);
        return;
      }
      const held = await db.transaction().execute(async (trx) => {
        if (ramp.state === 'holding') {
          // Held already (and audited then): only the gate's figures are new.
          await live(trx, ramp).set({ gate: JSON.stringify(gate), updated_at: now }).executeTakeFirst();
          return false;
        }
        const set = { state: 'holding', held_since: now, gate: JSON.stringify(gate), updated_at: now };
        if (!updated(await live(trx, ramp).where('state', '=', 'running').set(set).executeTakeFirst())) return false;
        await audit(trx, {
          actor: ramp.started_by,
          action: 'ramp-hold',
          env: ramp.env,
          remote: ramp.remote,
          version: ramp.version,
          before: ramp,
          after: { ...ramp, state: 'holding', held_since: now, gate, updated_at: now },
          reason: `${RAMP_REASON}: step ${ramp.steps[ramp.step + 1]} % waits, ${describeGate(gate)}`,
          now,
        });
        return true;
      });
      if (held) deps.log?.(`ramp of ${ramp.remote} ${ramp.version} in ${ramp.env} holds: ${describeGate(gate)}`);
      return;
    }

    const next = ramp.step + 1;
    const last = next === ramp.steps.length - 1;
    const percent = ramp.steps[next];
    const step = { step: next, state: last ? 'done' : 'running', next_at: last ? null : now + ramp.hold_ms, held_since: null, gate: JSON.stringify(gate), ended: last ? 'promoted' : null, updated_at: now };
    let claimed = false;
    const releaseStep = deps.releasing(ramp.env, ramp.remote, ramp.version, percent);
    await deps.changeRelease({
      env: ramp.env,
      remote: ramp.remote,
      actor: ramp.started_by,
      action: (last ? 'promote' : 'release') satisfies AuditAction,
      reason: RAMP_REASON,
      version: () => ramp.version,
      now,
      claim: async (trx) => (claimed = updated(await live(trx, ramp).set(step).executeTakeFirst())),
      change: (current, trx) => {
        if (current.canary !== ramp.version) throw conflict(`${ramp.version} is no longer the canary`);
        return last ? promote(current) : releaseStep(current, trx);
      },
    });
    if (claimed) deps.log?.(`ramp of ${ramp.remote} ${ramp.version} in ${ramp.env}: ${last ? 'promoted' : `${percent} %`}`);
  }

  let ticking: Promise<void> | undefined;

  const ramps = {
    async list(): Promise<Ramp[]> {
      return (await db.selectFrom('registry_ramp').selectAll().orderBy('env').orderBy('remote').execute()).map(rampOf);
    },

    /** Starts a ramp of `version`: its first step at once, in the transaction that records the ramp. */
    async start(env: string, remote: string, input: StartRamp, actor: string): Promise<Ramp> {
      const steps = input.steps ?? DEFAULT_RAMP_STEPS;
      const holdMs = input.hold_ms ?? DEFAULT_RAMP_HOLD_MS;
      if (steps.at(-1) !== 100) throw badRequest('the last step of a ramp must be 100 (the promote)');
      const now = clock();
      const single = steps.length === 1;
      const ramp: Ramp = {
        env,
        remote,
        version: input.version,
        steps,
        step: 0,
        hold_ms: holdMs,
        next_at: single ? null : now + holdMs,
        state: single ? 'done' : 'running',
        held_since: null,
        gate: null,
        ended: single ? 'promoted' : null,
        started_by: actor,
        started_at: now,
        updated_at: now,
      };
      await deps.changeRelease({
        env,
        remote,
        actor,
        action: 'release',
        reason: RAMP_REASON,
        version: () => input.version,
        now,
        claim: async (trx) => {
          // A write first: on SQLite it takes the lock before the running ramp is looked for.
          await trx.deleteFrom('registry_ramp').where('env', '=', env).where('remote', '=', remote).where('state', 'not in', LIVE).execute();
          const running = await trx.selectFrom('registry_ramp').select(['version', 'started_by']).where('env', '=', env).where('remote', '=', remote).executeTakeFirst();
          if (running) throw conflict(`${remote} already ramps ${running.version} in ${env} (started by ${running.started_by}): stop it first`);
          await trx
            .insertInto('registry_ramp')
            .values({ ...ramp, steps: JSON.stringify(steps), gate: null })
            .execute();
          await audit(trx, {
            actor,
            action: 'ramp-start',
            env,
            remote,
            version: input.version,
            before: null,
            after: ramp,
            reason: input.reason?.trim() ? `${RAMP_REASON}: ${input.reason.trim()}` : RAMP_REASON,
            now,
          });
          return true;
        },
        change: deps.releasing(env, remote, input.version, steps[0]),
      });
      return ramp;
    },

    /** Stops the running ramp: visitors stay where its last step put them. */
    async stop(env: string, remote: string, actor: string, reason?: string): Promise<Ramp> {
      const row = await db.selectFrom('registry_ramp').selectAll().where('env', '=', env).where('remote', '=', remote).where('state', 'in', LIVE).executeTakeFirst();
      if (!row) throw notFound(`${remote} has no running ramp in ${env}`);
      const ramp = rampOf(row);
      const why = `stopped by ${actor}${reason?.trim() ? `: ${reason.trim()}` : ''}`;
      if (!(await end(ramp, 'stopped', why, actor, clock()))) throw notFound(`${remote} has no running ramp in ${env}`);
      const after = await db.selectFrom('registry_ramp').selectAll().where('env', '=', env).where('remote', '=', remote).executeTakeFirstOrThrow();
      return rampOf(after);
    },

    /** Takes every due step (or hold, or stop) of every live ramp; one tick at a time in this process. */
    tick(): Promise<void> {
      ticking ??= (async () => {
        try {
          const now = clock();
          const rows = await db.selectFrom('registry_ramp').selectAll().where('state', 'in', LIVE).execute();
          for (const row of rows) {
            const ramp = rampOf(row);
            try {
              await advance(ramp, now);
            } catch (error) {
              deps.log?.(`ramp of ${ramp.remote} ${ramp.version} in ${ramp.env} could not go on: ${error instanceof Error ? error.message : String(error)}`);
            }
          }
        } finally {
          ticking = undefined;
        }
      })();
      return ticking;
    },

    /** Ticks every `everyMs` until the returned function is called; the timer keeps no process alive. */
    startTicker(everyMs: number): () => void {
      if (everyMs <= 0) return () => undefined;
      const timer = setInterval(() => {
        ramps.tick().catch((error: unknown) => deps.log?.(`ramps could not tick: ${error instanceof Error ? error.message : String(error)}`));
      }, everyMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
  return ramps;
}

export type Ramps = ReturnType<typeof createRamps>;
