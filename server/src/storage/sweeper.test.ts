/**
 * Expired uploads and results go: their files and their rows. Live ones stay.
 */
import crypto from 'node:crypto';
import { OBJECT_TTL_SECONDS } from '@toolhub/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, sessionHeaders, type TestApp } from '../test-support';
import { storageOf } from './index';
import { openObjectStore } from './open-store';
import { startSweeper } from './sweeper';
import { browserAt, credentialOf, listen, pngOf, sdkWith } from './test-support/client';
import type { Storage } from './types';

let t: TestApp;
let origin: string;
let storage: Storage;
beforeAll(async () => {
  t = await createTestApp();
  origin = await listen(t);
  storage = storageOf(t.app) as Storage;
});
afterAll(async () => {
  await t.close();
});

const rowsOf = (keys: string[]) => t.db.selectFrom('stored_object').select('key').where('key', 'in', keys).execute();

describe('the sweep', () => {
  it('deletes expired uploads and results with their rows, and keeps what is still live', async () => {
    const session = await sessionHeaders(t.app);
    const credential = await credentialOf(browserAt(origin, session), { fileType: 'png' });
    const upload = credential.cos_file_name;
    await sdkWith(credential).putObject({ Bucket: credential.bucket, Region: credential.region, Key: upload, Body: await pngOf() });

    // A task's result, written through the store a worker opens and then recorded.
    const result = `results/${crypto.randomBytes(6).toString('hex')}/1-out.txt`;
    await openObjectStore(storage.settings).put(result, Buffer.from('done'), 'text/plain');
    await storage.record({ key: result, owner: `g:${session.guid}`, kind: 'result', size: 4, contentType: 'text/plain' }, Date.now());

    const later = Date.now() + OBJECT_TTL_SECONDS * 1000 + 1000;
    const kept = `results/${crypto.randomBytes(6).toString('hex')}/1-kept.txt`;
    await storage.store.put(kept, Buffer.from('kept'), 'text/plain');
    await storage.record({ key: kept, owner: `g:${session.guid}`, kind: 'result', size: 4, contentType: 'text/plain' }, later);

    // Expired but not yet swept: as good as gone already.
    expect(await storage.ownerOf(upload, later)).toBeUndefined();
    expect(await storage.ownerOf(upload, Date.now())).toBe(`g:${session.guid}`);

    expect(await storage.sweep(later)).toBe(2);
    expect(await storage.store.get(upload)).toBeUndefined();
    expect(await storage.store.get(result)).toBeUndefined();
    expect((await storage.store.get(kept))?.toString()).toBe('kept');
    expect((await rowsOf([upload, result, kept])).map((row) => row.key)).toEqual([kept]);
    const download = await fetch(storage.signedUrl(upload, origin, 60));
    expect(download.status).toBe(404);
    expect(await download.text()).toContain('<Code>NoSuchKey</Code>');

    expect(await storage.sweep(later)).toBe(0);
  });
});

describe('the sweeper', () => {
  it('sweeps on every interval, carries on after a failure, and stops when told', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const errors: unknown[] = [];
      let calls = 0;
      const stop = startSweeper({
        intervalMs: 1000,
        sweep: async () => {
          calls++;
          if (calls === 2) throw new Error('database away');
          return 0;
        },
        onError: (error) => errors.push(error),
      });
      for (let tick = 0; tick < 3; tick++) await vi.advanceTimersByTimeAsync(1000);
      expect(calls).toBe(3);
      expect(errors).toHaveLength(1);
      stop();
      await vi.advanceTimersByTimeAsync(5000);
      expect(calls).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
