import { Redis } from 'ioredis';
import { buildApp } from './app';
import { loadSecret } from './auth/token';
import { loadConfig } from './config';
import { createDb, migrate } from './db';
import { loadWorkspaceRemotes } from './remote-hosting/workspace-source';

const config = loadConfig();
const db = createDb(config);
await migrate(db, { schema: config.databaseSchema });
const secret = await loadSecret(config.dataDir, config.secret);
const remotes = loadWorkspaceRemotes(config.rootDir);
// Shared counters and rate limits live in Redis when it is configured (DESIGN §4).
const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
const app = await buildApp({ config, db, secret, remotes, redis, logger: true });

const shutdown = async () => {
  await app.close();
  await db.destroy();
  redis?.disconnect();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
app.log.info(`Toolhub (${config.env}) serves http://${config.host}:${config.port} with ${remotes.length} remote(s)`);
