/**
 * A task worker process, for a deployment with REDIS_URL (DESIGN §4): it takes jobs from the
 * BullMQ queue (config.tasks.queue), runs their handlers in its worker threads and writes the
 * outcomes to the shared database. Run as many as the engines need:
 *   pnpm --filter @toolhub/server worker
 * It reads the same environment as the server (DATABASE_URL, REDIS_URL, DATA_DIR, COS_*,
 * TOOLHUB_TASK_*), and TOOLHUB_TASK_HANDLERS for test handlers (never in prod).
 */
import Fastify from 'fastify';
import { loadSecret } from '../auth/token';
import { systemClock } from '../clock';
import { loadConfig } from '../config';
import { createDb, migrate } from '../db';
import { hubEngineAvailability } from '../engine-check/hub-engines';
import { openStorage } from '../storage';
import { TaskEngine } from './engine';
import { loadExtraHandlers } from './extra-handlers';
import { createRegistry } from './registry';

const config = loadConfig();
if (!config.redisUrl) {
  console.error('a task worker needs REDIS_URL; without Redis the server runs tasks in its own worker threads');
  process.exit(1);
}
const db = createDb(config);
await migrate(db, { schema: config.databaseSchema });
const secret = await loadSecret(config.dataDir, config.secret);

// The same Storage the server builds: a worker reads inputs and writes results exactly as the
// server would, embedded store or COS alike. The server keeps the store's routes and sweeps.
const storage = openStorage(config, { db, secret, clock: systemClock });
// Fastify's logger (pino), so a worker's lines read like the server's.
const { log } = Fastify({ logger: true });
const registry = createRegistry(await loadExtraHandlers(process.env, config));
const engine = new TaskEngine({ config, db, clock: systemClock, storage, registry, log, role: 'worker' });
engine.start();
log.info(`task worker ${engine.worker} runs jobs of the queue ${config.tasks.queue}, ${config.tasks.concurrency} at a time`);
// A worker may run on another machine than the server that checked its own: it says what it lacks too.
const engines = hubEngineAvailability();
engines.check();
for (const line of engines.logLines()) log.warn(line);

const shutdown = async () => {
  // Running tasks get config.tasks.drainMs to finish; the rest go back to the queue.
  await engine.stop();
  await db.destroy();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
