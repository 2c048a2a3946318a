import { Redis } from 'ioredis';
import { buildApp } from './app';
import { loadSecret } from './auth/token';
import { loadConfig } from './config';
import { createDb, migrate } from './db';
import { requirePublicUrl } from './http/public-origin';
import { loadExtraHandlers } from './tasks/extra-handlers';

const config = loadConfig();
try {
  requirePublicUrl(config);
} catch (error) {
  // Refused before anything starts: say why in one line, not a stack.
  console.error(`Toolhub does not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const db = createDb(config);
await migrate(db, { schema: config.databaseSchema });
const secret = await loadSecret(config.dataDir, config.secret);
// Shared counters and rate limits live in Redis when it is configured (DESIGN §4).
const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
// Test and bench handlers named by TOOLHUB_TASK_HANDLERS (never in prod).
const taskHandlers = await loadExtraHandlers(process.env, config);
// The engine starts with the app (onReady) and drains its running tasks when it closes.
const app = await buildApp({ config, db, secret, redis, logger: true, taskHandlers });

const shutdown = async () => {
  await app.close();
  await db.destroy();
  redis?.disconnect();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
app.log.info(`Toolhub (${config.env}) serves http://${config.host}:${config.port}`);
if (!config.adminToken) app.log.info(`the ops API and page (/ops) take the token in ${config.dataDir}/admin-token`);
if (config.redisUrl) {
  app.log.info(`tasks go to the BullMQ queue ${config.tasks.queue}: run workers with \`pnpm --filter @toolhub/server worker\``);
}
