/**
 * The `Storage` the rest of the server uses: the object store of the settings, the rows of
 * `stored_object`, download URLs and the sweep of expired objects.
 */
import path from 'node:path';
import { EMBEDDED_STORE_PREFIX } from '@toolhub/contracts';
import type { Clock } from '../clock';
import type { Db } from '../db';
import { cosBucketOrigin, cosObjectStore } from './cos-object-store';
import { camSafeUrlEncode, presignedQuery } from './cos-signature';
import { serviceCredential } from './credential';
import { ObjectFiles } from './object-files';
import { deleteExpiredRow, expiredKeys, liveObject, recordObject } from './objects-table';
import { sweepStaging } from './staging';
import type { ObjectStore, Storage, StorageSettings } from './types';

/** Rows swept per query, and at most this many queries per sweep (the next sweep takes the rest). */
const SWEEP_BATCH = 200;
const SWEEP_BATCHES = 10;
/** A temporary upload file older than this was left by a crash. */
const STALE_STAGING_MS = 60 * 60 * 1000;

/** A key in a URL path: encoded like the SDKs do, slashes kept. */
export const keyInPath = (key: string) => camSafeUrlEncode(key).replace(/%2F/g, '/');

export interface StorageParts {
  storage: Storage;
  /** The embedded store's folder; also where COS-mode form uploads are staged. */
  files: ObjectFiles;
}

export function createStorage(settings: StorageSettings, deps: { db: Db; secret: string; clock: Clock; dataDir: string }): StorageParts {
  const { db, clock } = deps;
  const files =
    settings.kind === 'embedded'
      ? new ObjectFiles(settings.dir, settings.bucket, settings.region)
      : new ObjectFiles(path.join(deps.dataDir, 'objects'), settings.bucket, settings.region);
  const store: ObjectStore = settings.kind === 'embedded' ? files : cosObjectStore(settings);

  const signing =
    settings.kind === 'embedded'
      ? { ...serviceCredential(deps.secret), base: (origin: string) => `${origin}${EMBEDDED_STORE_PREFIX}${settings.bucket}` }
      : { secretId: settings.secretId, secretKey: settings.secretKey, base: () => cosBucketOrigin(settings) };

  const storage: Storage = {
    settings,
    store,
    record: (object, now) => recordObject(db, settings.bucket, object, now),
    ownerOf: async (key, now) => (await liveObject(db, key, now))?.owner,
    signedUrl(key, origin, ttlSeconds) {
      const start = Math.floor(clock() / 1000);
      const query = presignedQuery({ ...signing, method: 'get', pathname: `/${key}`, start, end: start + ttlSeconds });
      return `${signing.base(origin)}/${keyInPath(key)}?${query}`;
    },
    async sweep(now) {
      let swept = 0;
      const failures: string[] = [];
      for (let batch = 0; batch < SWEEP_BATCHES; batch++) {
        const keys = (await expiredKeys(db, now, SWEEP_BATCH)).filter((key) => !failures.includes(key));
        for (const key of keys) {
          try {
            // The bytes first: a row left behind is swept again, a file left behind would not be.
            await store.delete(key);
            await deleteExpiredRow(db, key, now);
            swept++;
          } catch {
            failures.push(key);
          }
        }
        if (keys.length < SWEEP_BATCH) break;
      }
      // File times are the wall clock's, whatever clock the rows follow.
      await sweepStaging(files.tmpDir, Date.now(), STALE_STAGING_MS);
      // One object that cannot be deleted must not keep the others: it is retried next time.
      if (failures.length) throw new Error(`swept ${swept} objects; ${failures.length} could not be deleted, e.g. ${failures[0]}`);
      return swept;
    },
  };
  return { storage, files };
}
