/**
 * The Toolhub server: hosts the shell and the remotes, renders pages with the snapshot,
 * and answers the API. `buildApp` wires the parts; `main.ts` starts it.
 */
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import { ADMIN_API_PREFIX, ERROR_CODES, PACKAGES_REGISTRY_PREFIX } from '@toolhub/contracts';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { registerIdentity, isApiPath } from './auth/guard';
import { issueToken } from './auth/token';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { ServerContext } from './context';
import type { Db } from './db';
import { equityRoutes } from './equity';
import { financeAdminRoutes } from './finance/admin-routes';
import { financeRoutes } from './finance/routes';
import { lifeRoutes } from './life/routes';
import { speechRoutes } from './speech/routes';
import { gatewayRoutes } from './gateway';
import { registerAbuseGuards } from './http/abuse';
import { registerCompression } from './http/compress';
import { registerSecurityHeaders } from './http/security-headers';
import { acceptJsonAsText } from './http/body';
import { ApiError, ok, sendApiError, sendProblem } from './http/errors';
import { isAdminPath, routedPath } from './http/routed-path';
import { requirePublicUrl } from './http/public-origin';
import { loginRoutes } from './login';
import type { EngineAvailability } from './engine-check/availability';
import { engineAwareCatalog } from './engine-check/catalog';
import { hubEngineAvailability } from './engine-check/hub-engines';
import { checkAndLog, engineRoutes } from './engine-check/routes';
import { documentRoutes } from './pages/documents';
import { packageRoutes, readServedPackages } from './packages';
import { pageRoutes, toolListOf } from './pages/routes';
import { seoFileRoutes } from './pages/seo-files';
import { shareImageRoutes } from './pages/share-image';
import { publicOrigin } from './http/public-origin';
import { officialAccountRoutes } from './official-account';
import { payRoutes } from './pay';
import { createReadCache, type ReadCache } from './read-cache';
import { registryRoutes, visitorOf, workspaceBuilds } from './registry';
import { serveStatic } from './static/serve';
import { statsRoutes } from './stats/routes';
import { openStorage, storageRoutes } from './storage';
import type { TaskHandlerSpec } from './tasks/handler';
import { taskRoutes } from './tasks';
import { telemetryRoutes } from './telemetry/routes';

function listeningOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server is not listening yet');
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${address.port}`;
}

export interface AppDeps {
  config: Config;
  db: Db;
  secret: string;
  /**
   * Built remotes (`dist` folders) published and released as stable at start-up when new;
   * the workspace's `remotes/<name>/dist` unless given.
   */
  remoteBuilds?: string[];
  /** Injected in tests to cross midnight or expire a card without waiting. */
  clock?: Clock;
  redis?: Redis;
  /** The tip bar's reads and the sessions behind them; in Redis with `redis`, else in the process. */
  readCache?: ReadCache;
  logger?: boolean;
  /** Task handlers besides the registry's (tests and the bench add a no-op, a slow one, …). */
  taskHandlers?: TaskHandlerSpec[];
  /** What the engines find on the machine: a fake PATH or font list in tests; this machine by default. */
  engines?: EngineAvailability;
}

export async function buildApp({ config, db, secret, remoteBuilds, clock = systemClock, redis, readCache, logger = false, taskHandlers = [], engines = hubEngineAvailability() }: AppDeps): Promise<FastifyInstance> {
  // Outside dev and test, OAuth redirects and pay notifications must not be built on a Host header.
  requirePublicUrl(config);
  const app = Fastify({ logger, trustProxy: config.trustProxy, bodyLimit: 10 * 1024 * 1024 });
  const context: ServerContext = {
    config,
    db,
    secret,
    clock,
    redis,
    readCache: readCache ?? createReadCache(redis, { warn: (line) => app.log.warn(line), info: (line) => app.log.info(line) }),
    selfOrigin: () => listeningOrigin(app),
  };
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, config);
  // After the security headers' hook, which may still write into an HTML page.
  registerCompression(app);
  acceptJsonAsText(app);
  registerIdentity(app, secret);
  registerAbuseGuards(app, context);

  app.setErrorHandler((error, request, reply) => {
    // The admin API speaks problem details (RFC 9457); the visitors' API the catalogue's "<code>,<message>".
    const send = (apiError: ApiError) => (isAdminPath(routedPath(request)) ? sendProblem(reply, apiError) : sendApiError(reply, apiError));
    if (error instanceof ApiError) return send(error);
    const status = (error as { statusCode?: number }).statusCode;
    // Fastify's own 4xx (a body that is not JSON, too large, …) keep their status.
    if (status && status >= 400 && status < 500) {
      return send(new ApiError(status, ERROR_CODES.BAD_REQUEST, error instanceof Error ? error.message : undefined));
    }
    request.log.error(error);
    return send(new ApiError(500, ERROR_CODES.SERVICE));
  });

  app.get('/api/getToken', async (request) => {
    const { token, expiresAt } = issueToken(secret, request.guid);
    return ok({ token, expires_at: expiresAt });
  });

  const { login, accountOf } = await loginRoutes(app, context);
  const { registry, firstView } = await registryRoutes(app, {
    ...context,
    login,
    store: openStorage(config, context).store,
    shellDist: path.join(config.rootDir, 'shell/dist'),
    remoteBuilds: remoteBuilds ?? workspaceBuilds(config.rootDir),
  });
  // The engines' programs, fonts and models are checked once here: a tool whose engine lacks one is
  // served marked unavailable (pages, tool list, uploads and tasks alike), each missing piece logged.
  const engineLog = { info: (line: string) => app.log.info(line), warn: (line: string) => app.log.warn(line) };
  await checkAndLog({ engines, tools: registry.tools, log: engineLog });
  const catalog = engineAwareCatalog(registry, engines);
  await engineRoutes(app, { engines, tools: registry.tools, log: engineLog });
  const visitorTools = async (request: FastifyRequest) => (await catalog.resolve(await visitorOf(request, login))).tools;

  app.get('/healthz', async () => {
    await db.selectFrom('hub_counter').select('name').limit(1).execute();
    const { remotes } = await registry.resolve({ guid: 'healthz' });
    // From the last engine check, never a new one: /healthz stays cheap (ops re-check through the admin API).
    const { engines: engineStates } = engines.report(await registry.tools());
    return { status: 'ok', env: config.env, remotes: remotes.map((r) => `${r.name}@${r.version}`), engines: engineStates };
  });

  app.get('/api/get_tool_list', async (request) => ok(toolListOf(await visitorTools(request))));

  // Quota scenes are the catalog's, and those of the test and bench handlers' own tools (never in prod).
  const handlerTools = taskHandlers.flatMap((handler) => handler.tools ?? []);
  await equityRoutes(app, { ...context, login, accountOf, tools: async () => [...(await registry.tools()), ...handlerTools] });
  // Packs of uses are sold for the environment's own tools only.
  const account = await officialAccountRoutes(app, context);
  await payRoutes(app, { ...context, login, tools: registry.tools, account });
  await statsRoutes(app, { db, login });
  await telemetryRoutes(app, { db, clock, tools: registry.tools });
  await financeRoutes(app, { db });
  // After the registry's admin gate: ops load finance CSVs (issue 22).
  await financeAdminRoutes(app, { db, clock });
  await lifeRoutes(app, { db, login });
  await speechRoutes(app);
  const storage = await storageRoutes(app, { ...context, login, tools: catalog.tools });
  await taskRoutes(app, { ...context, login, storage, tools: catalog.tools, extraHandlers: taskHandlers });
  await gatewayRoutes(app, { ...context, login, tools: visitorTools });
  await documentRoutes(app);

  await serveStatic(app, [{ prefix: '/shell/', root: path.join(config.rootDir, 'shell/dist') }]);

  // A host the hub does not answer as (dev on a LAN address) gets its pages without their addresses.
  const originOf = (request: FastifyRequest) => {
    try {
      return publicOrigin(config, request);
    } catch {
      return undefined;
    }
  };
  const pages = await pageRoutes(app, {
    env: config.env,
    shellDist: path.join(config.rootDir, 'shell/dist'),
    resolve: async (request) => catalog.resolve(await visitorOf(request, login)),
    recordServed: (request, remotes) => registry.recordServed(request.guid, request.ip, remotes),
    firstView,
    originOf,
  });
  seoFileRoutes(app, { env: config.env, originOf, tools: catalog.tools });
  // The @toolhub packages a team outside this repo builds its remote with (issue 22).
  const packages = readServedPackages(path.join(config.rootDir, 'server/dist-packages'));
  if (packages.ready) app.log.info(`npm registry: ${[...packages.packages.values()].map((p) => `${p.name}@${p.version}`).join(', ')} at ${PACKAGES_REGISTRY_PREFIX}`);
  else app.log.warn(`npm registry: no packages to serve at ${PACKAGES_REGISTRY_PREFIX} (${packages.reason})`);
  await packageRoutes(app, { state: packages, originOf: (request) => publicOrigin(config, request) });
  shareImageRoutes(app, { tools: catalog.tools });

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || request.url.startsWith(ADMIN_API_PREFIX) || request.method !== 'GET') {
      const missing = new ApiError(404, ERROR_CODES.BAD_REQUEST, `no such call ${request.method} ${request.url.split('?')[0]}`);
      return isAdminPath(routedPath(request)) ? sendProblem(reply, missing) : sendApiError(reply, missing);
    }
    return pages.sendNotFoundPage(request, reply);
  });

  return app;
}
