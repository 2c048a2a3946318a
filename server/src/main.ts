import { buildApp } from './app';
import { loadSecret } from './auth/token';
import { loadConfig } from './config';
import { createDb, migrate } from './db';
import { loadWorkspaceRemotes } from './remote-hosting/workspace-source';

const config = loadConfig();
const db = createDb(config);
await migrate(db);
const secret = await loadSecret(config.dataDir, config.secret);
const remotes = loadWorkspaceRemotes(config.rootDir);
const app = await buildApp({ config, db, secret, remotes, logger: true });

const shutdown = async () => {
  await app.close();
  await db.destroy();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
app.log.info(`Toolhub (${config.env}) serves http://${config.host}:${config.port} with ${remotes.length} remote(s)`);
