/**
 * Tasks that read an uploaded object and write result files. First against the Storage
 * interface itself (an in-memory storage under the task routes, worker threads in this
 * process); then through the hub's own storage, as a page does it: a credential, the
 * upload2cos form, the task, the download of its result.
 */
import crypto from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import { toolTaskResponseSchema, type ToolTaskResponse } from '@toolhub/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousOnly } from '../auth/login';
import { registerIdentity } from '../auth/guard';
import { issueToken } from '../auth/token';
import { loadConfig } from '../config';
import { acceptJsonAsText } from '../http/body';
import { ApiError, sendApiError } from '../http/errors';
import { memoryReadCache } from '../read-cache';
import type { Storage, StoredObject } from '../storage/types';
import { createTestDb, sessionHeaders } from '../test-support';
import { taskRoutes } from './index';
import { startTaskTestApp, type TaskTestApp } from './test-support/harness';
import { TEST_TASK_HANDLERS, TEST_TASK_TYPES, TEST_TOOL } from './test-support/handlers';
import { createCall, created, queried, untilEnded, uploadAsPage } from './test-support/calls';

const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

/** A Storage that keeps everything in memory, and remembers what was recorded. */
function memoryStorage() {
  const bytes = new Map<string, Buffer>();
  const recorded = new Map<string, StoredObject>();
  const faults = { failPuts: false };
  const storage: Storage = {
    settings: { kind: 'embedded', dir: '/nowhere', bucket: 'memory', region: 'here' },
    store: {
      bucket: 'memory',
      region: 'here',
      get: async (key) => bytes.get(key),
      put: async (key, body) => {
        if (faults.failPuts) throw new Error('the store is unreachable');
        bytes.set(key, Buffer.from(body));
      },
      delete: async (key) => void bytes.delete(key),
    },
    record: async (object) => void recorded.set(object.key, object),
    ownerOf: async (key) => recorded.get(key)?.owner,
    signedUrl: (key, origin, ttlSeconds) => `${origin}/signed/${key}?ttl=${ttlSeconds}`,
    sweep: async () => 0,
  };
  return { storage, bytes, recorded, faults };
}

describe('task objects against the Storage interface', () => {
  const memory = memoryStorage();
  let app: FastifyInstance;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const test = await createTestDb();
    drop = test.drop;
    const secret = 'objects-test-secret';
    // The parts of the hub the task routes stand on: cookies, the device identity, JSON as text, errors.
    app = Fastify();
    await app.register(fastifyCookie);
    acceptJsonAsText(app);
    registerIdentity(app, secret);
    app.setErrorHandler((error, _request, reply) => (error instanceof ApiError ? sendApiError(reply, error) : reply.status(500).send(String(error))));
    app.get('/api/getToken', async (request) => ({ ret: 0, data: { token: issueToken(secret, request.guid).token } }));
    const config = { ...loadConfig({}), env: 'test', dataDir: test.dataDir, redisUrl: undefined };
    config.tasks = { ...config.tasks, concurrency: 1, leaseMs: 1000, syncWaitMs: 20_000 };
    await taskRoutes(app, {
      config,
      db: test.db,
      secret,
      clock: Date.now,
      readCache: memoryReadCache(),
      login: anonymousOnly,
      selfOrigin: () => 'http://127.0.0.1',
      storage: memory.storage,
      tools: async () => [],
      extraHandlers: TEST_TASK_HANDLERS,
    });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  async function uploadAs(owner: string, body: Buffer) {
    const key = `uploads/${crypto.randomUUID()}.png`;
    await memory.storage.store.put(key, body, 'image/png');
    await memory.storage.record({ key, owner, kind: 'upload', size: body.length, contentType: 'image/png' }, Date.now());
    return key;
  }

  it("reads its owner's object and writes a result file that belongs to the owner", async () => {
    const h = await sessionHeaders(app);
    const input = crypto.randomBytes(5000);
    const key = await uploadAs(`g:${h.guid}`, input);
    const answer = await created({ app }, h, { type: TEST_TASK_TYPES.digestFile, data: { key }, scene: TEST_TOOL.scene, isAsync: false });
    expect(answer.common_rsp.state).toBe('done');
    expect(JSON.parse(answer.business_data.data)).toEqual({ size: 5000, sha256: sha256(input) });

    const taskId = answer.common_rsp.task_id;
    const resultKey = `results/${taskId}/1-digest.txt`;
    expect(answer.business_data.files).toEqual([{ name: 'digest.txt', cos_name: resultKey, url: `http://localhost:80/signed/${resultKey}?ttl=3600` }]);
    const digest = `5000 ${sha256(input)}\n`;
    expect(memory.bytes.get(resultKey)?.toString()).toBe(digest);
    expect(memory.recorded.get(resultKey)).toEqual({ key: resultKey, owner: `g:${h.guid}`, kind: 'result', size: digest.length, contentType: 'text/plain; charset=utf-8' });
  });

  it('a run that breaks off writing its result is not left running: it runs again, then fails as interrupted', async () => {
    const h = await sessionHeaders(app);
    const key = await uploadAs(`g:${h.guid}`, Buffer.from('some bytes'));
    memory.faults.failPuts = true;
    try {
      const { common_rsp } = await created({ app }, h, { type: TEST_TASK_TYPES.digestFile, data: { key }, scene: TEST_TOOL.scene });
      const failed = await untilEnded({ app }, h, common_rsp.task_id);
      expect(failed.common_rsp.state).toBe('failed');
      expect(failed.rsp_header).toEqual({ ret_code: 1000, reason: 'err is interrupted' });
      expect((await queried({ app }, h, common_rsp.task_id)).business_data.files).toEqual([]);
    } finally {
      memory.faults.failPuts = false;
    }
  });

  it("refuses a task on someone else's object, or on none, before it runs", async () => {
    const owner = await sessionHeaders(app);
    const stranger = await sessionHeaders(app);
    const key = await uploadAs(`g:${owner.guid}`, Buffer.from('private'));
    for (const data of [{ key }, { key: 'uploads/never-uploaded.png' }]) {
      const res = await createCall({ app }, stranger, { type: TEST_TASK_TYPES.digestFile, data, scene: TEST_TOOL.scene, isAsync: false });
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(`1300,服务异常，请稍后再试：no such file ${data.key}`);
    }
  });
});

describe('task objects through the hub storage, as a page does it', () => {
  let t: TaskTestApp;
  beforeAll(async () => {
    t = await startTaskTestApp();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('runs a task on an uploaded image and serves its result file to download', async () => {
    const h = await sessionHeaders(t.app);
    const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#2a6' } }).png().toBuffer();
    const key = await uploadAsPage(t, h, png);

    const res = await createCall(t, h, { type: TEST_TASK_TYPES.digestFile, data: { key }, scene: TEST_TOOL.scene, isAsync: false });
    expect(res.statusCode, res.body).toBe(200);
    const answer: ToolTaskResponse = toolTaskResponseSchema.parse(res.json());
    expect(answer.common_rsp.state).toBe('done');
    expect(JSON.parse(answer.business_data.data)).toEqual({ size: png.length, sha256: sha256(png) });
    const [file] = answer.business_data.files;
    expect(file.name).toBe('digest.txt');
    const url = new URL(file.url);
    const download = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe(`${png.length} ${sha256(png)}\n`);

    const stranger = await sessionHeaders(t.app);
    const refused = await createCall(t, stranger, { type: TEST_TASK_TYPES.digestFile, data: { key }, scene: TEST_TOOL.scene, isAsync: false });
    expect(refused.statusCode).toBe(404);
  });
});
