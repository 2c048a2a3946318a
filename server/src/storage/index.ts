/**
 * Object storage: temporary upload credentials, the embedded store that speaks the COS object
 * protocol (or Tencent COS when COS_* is set), the two form uploads, and the sweeper.
 */
import type { HubTool } from '@toolhub/contracts';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { LoggedInContext } from '../context';
import type { Db } from '../db';
import { serviceCredential } from './credential';
import { credentialRoutes, embeddedIssuer, stsIssuer } from './credential-routes';
import { embeddedStoreRoutes } from './embedded-store-routes';
import { formUploadRoutes } from './form-upload-routes';
import { commitToFiles, commitToStore } from './intake';
import { storageSettingsOf } from './settings';
import { createStorage } from './storage';
import { tencentSts, type StsClient } from './sts';
import { startSweeper } from './sweeper';
import type { Storage } from './types';

export type { Storage, StorageSettings, ObjectStore, StoredObject, ObjectKind } from './types';
export { openObjectStore } from './open-store';

export interface StorageContext extends LoggedInContext {
  /** The hub's tools: a credential asked for a tool gets the tool's `maxsize`. */
  tools?: () => Promise<HubTool[]>;
  /** The STS call of COS mode (tests give a fake one). */
  sts?: StsClient;
  /** How often expired objects are swept. */
  sweepIntervalMs?: number;
}

/**
 * The Storage alone, without routes or the sweeper: for task worker processes, which read
 * inputs and write results exactly as the server does while the server keeps the store's
 * routes and sweeps.
 */
export function openStorage(config: Config, deps: { db: Db; secret: string; clock: Clock }): Storage {
  return createStorage(storageSettingsOf(config), { ...deps, dataDir: config.dataDir }).storage;
}

/** The Storage of each app, for tests and tools that hold the app only. */
const storageOfApp = new WeakMap<FastifyInstance, Storage>();
export const storageOf = (app: FastifyInstance): Storage | undefined => storageOfApp.get(app);

export async function storageRoutes(app: FastifyInstance, ctx: StorageContext): Promise<Storage> {
  const settings = storageSettingsOf(ctx.config);
  const { storage, files } = createStorage(settings, { db: ctx.db, secret: ctx.secret, clock: ctx.clock, dataDir: ctx.config.dataDir });
  const tools = ctx.tools ?? (async () => []);

  if (settings.kind === 'embedded') {
    await embeddedStoreRoutes(app, {
      files,
      db: ctx.db,
      clock: ctx.clock,
      secret: ctx.secret,
      service: serviceCredential(ctx.secret),
      publicUrl: ctx.config.publicUrl,
    });
  }

  credentialRoutes(app, {
    ...ctx,
    tools,
    issue: settings.kind === 'embedded' ? embeddedIssuer(ctx.secret, settings.bucket, settings.region) : stsIssuer(settings, ctx.sts ?? tencentSts, storage),
  });

  await formUploadRoutes(app, {
    ...ctx,
    settings,
    storage,
    tools,
    tmpDir: files.tmpDir,
    intake: {
      db: ctx.db,
      bucket: settings.bucket,
      clock: ctx.clock,
      commit: settings.kind === 'embedded' ? commitToFiles(files) : commitToStore(storage.store),
    },
  });

  const stopSweeper = startSweeper({
    sweep: () => storage.sweep(ctx.clock()),
    intervalMs: ctx.sweepIntervalMs,
    onError: (error) => app.log.warn({ err: error }, 'sweeping expired objects failed'),
  });
  app.addHook('onClose', async () => stopSweeper());

  storageOfApp.set(app, storage);
  return storage;
}
