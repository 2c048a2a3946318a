/**
 * The remote registry (DESIGN §2): published versions, per-environment releases, the
 * visitor's resolution, load reports with automatic rollback, the admin API and the files.
 */
import type { FastifyInstance } from 'fastify';
import type { LoggedInContext } from '../context';
import type { ObjectStore } from '../storage/types';
import { loadAdminToken, registerAdminGate } from './admin-auth';
import { adminRoutes } from './admin-routes';
import { adminSessionRoutes, isSelfCheckedSessionCall } from './admin-session-routes';
import { adminSessions } from './admin-sessions';
import { opsPeople } from './ops/people';
import { opsRoutes } from './ops/routes';
import { opsTeams } from './ops/teams';
import { checkedFileReader, serveVersionFiles } from './files';
import { firstViewLookup, type FirstViewLookup } from './first-views';
import { createRegistry, type Registry } from './registry';
import { readShellShared } from './shell-shared';
import { visitorRegistryRoutes } from './visitor-routes';
import { publishWorkspaceBuilds } from './workspace';

export { visitorOf } from './visitor-routes';
export { workspaceBuilds } from './workspace';
export type { Registry, FirstViewLookup };

export interface RegistryContext extends LoggedInContext {
  store: ObjectStore;
  shellDist: string;
  /** Built remotes published and released at start-up when new (see workspace.ts). */
  remoteBuilds: string[];
}

/** How often a process looks for due ramp steps when the config does not say. */
const RAMP_TICK_MS = 15_000;

const registryOfApp = new WeakMap<FastifyInstance, Registry>();
/** The registry of an app, for tests. */
export const registryOf = (app: FastifyInstance) => registryOfApp.get(app);

export async function registryRoutes(app: FastifyInstance, ctx: RegistryContext): Promise<{ registry: Registry; firstView: FirstViewLookup }> {
  const log = (message: string) => app.log.info(message);
  const registry = createRegistry({
    db: ctx.db,
    store: ctx.store,
    clock: ctx.clock,
    env: ctx.config.env,
    shellShared: readShellShared(ctx.shellDist),
    canary: ctx.config.canary,
    remoteOrigins: ctx.config.remoteOrigins,
    redis: ctx.redis,
    log: (message) => app.log.warn(message),
  });
  registryOfApp.set(app, registry);
  await registry.recordShell();
  // Scheduled ramps take their steps from a timer in every process (each step once, ramps.ts).
  const stopRamps = registry.ramps.startTicker(ctx.config.canary.rampTickMs ?? RAMP_TICK_MS);
  app.addHook('onClose', async () => stopRamps());
  for (const dist of ctx.remoteBuilds) {
    try {
      for (const line of await publishWorkspaceBuilds(registry, [dist])) log(line);
    } catch (error) {
      // One broken build must not keep the hub from starting: its tools are left out.
      app.log.error(`the build in ${dist} was not published: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  // Every `/admin/` request passes the one gate (bearer token or ops session), registered before
  // any admin route, the engines' included (engine-check/routes.ts). Sessions are kept under the
  // admin token: a new token ends them all.
  const token = await loadAdminToken(ctx.config.dataDir, ctx.config.adminToken);
  const sessions = adminSessions(ctx.db, token);
  const people = opsPeople(ctx.db, ctx.clock, { endSessions: (name) => sessions.endAllOf(name) });
  const teams = opsTeams(ctx.db, ctx.clock);
  const gate = registerAdminGate(app, {
    sessions,
    clock: ctx.clock,
    redis: ctx.redis,
    config: ctx.config,
    token,
    people,
    teams,
    log: (line) => app.log.warn(line),
    selfChecked: isSelfCheckedSessionCall,
  });
  await adminSessionRoutes(app, { sessions, clock: ctx.clock, config: ctx.config, gate, people });
  await adminRoutes(app, { db: ctx.db, registry });
  await opsRoutes(app, { people, teams });
  await visitorRegistryRoutes(app, { registry, login: ctx.login });
  const read = checkedFileReader(ctx.store);
  serveVersionFiles(app, ctx.store, registry.publishedFiles, read);
  return { registry, firstView: firstViewLookup(read, registry.publishedFiles, (line) => app.log.warn(line)) };
}
