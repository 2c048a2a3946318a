/**
 * Object storage: temporary upload credentials, the embedded store that speaks the COS object
 * protocol (or Tencent COS when COS_* is set), the two form uploads, and the sweeper.
 */
import type { FastifyInstance } from 'fastify';
import type { LoggedInContext } from '../context';
import type { Storage } from './types';

export type { Storage, StorageSettings, ObjectStore } from './types';

export async function storageRoutes(app: FastifyInstance, ctx: LoggedInContext): Promise<Storage> {
  const notBuilt = () => {
    throw new Error('storage is not built yet');
  };
  return {
    settings: { kind: 'embedded', dir: ctx.config.dataDir, bucket: '', region: '' },
    store: { bucket: '', region: '', get: notBuilt, put: notBuilt, delete: notBuilt },
    record: notBuilt,
    ownerOf: notBuilt,
    signedUrl: notBuilt,
    sweep: notBuilt,
  };
}
