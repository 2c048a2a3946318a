/**
 * `openObjectStore` in a worker thread, as a task engine uses it: the same objects as the
 * server's store, with nothing but the serialisable settings.
 */
import crypto from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support';
import { storageOf } from './index';
import type { Storage } from './types';

let t: TestApp;
let storage: Storage;
beforeAll(async () => {
  t = await createTestApp();
  storage = storageOf(t.app) as Storage;
});
afterAll(async () => {
  await t.close();
});

function runWorker(workerData: unknown): Promise<{ read: string | null; missing: boolean }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./open-store.worker-fixture.mjs', import.meta.url), { workerData });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`the worker exited with ${code}`)));
  });
}

describe('openObjectStore', () => {
  it("reads the server's objects and writes results the server reads, from a worker thread", async () => {
    const id = crypto.randomBytes(6).toString('hex');
    const input = `uploads/test/${id}/input.txt`;
    const output = `results/${id}/1-结果.txt`;
    await storage.store.put(input, Buffer.from('来自服务器'), 'text/plain');

    const answer = await runWorker({ settings: storage.settings, readKey: input, writeKey: output, text: '来自工作线程' });
    expect(answer).toEqual({ read: '来自服务器', missing: true });
    expect((await storage.store.get(output))?.toString('utf8')).toBe('来自工作线程');

    await storage.store.delete(output);
    expect(await storage.store.get(output)).toBeUndefined();
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../secret', 'a/../../b', '/abs', 'a//b', 'a\\b']) {
      await expect(storage.store.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow('invalid object key');
    }
  });
});
