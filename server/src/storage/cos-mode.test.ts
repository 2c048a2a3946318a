/**
 * COS mode, offline: Tencent cannot be reached from here, so the COS side is played by the
 * embedded store of another hub, through the SDK's Domain option. What runs is the COS-mode
 * code itself: the ObjectStore on cos-nodejs-sdk-v5, presigned URLs, the STS policy, the
 * credential call and the form uploads.
 */
import crypto from 'node:crypto';
import { CREDENTIAL_TTL_SECONDS, cosCredentialResponseSchema, upload2CosResponseSchema, uploadResponseSchema } from '@toolhub/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import type { GetCredentialOptions } from 'qcloud-cos-sts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, createTestDb, type TestApp } from '../test-support';
import { issueTemporaryCredential, serviceCredential } from './credential';
import { storageRoutes, storageOf } from './index';
import { openObjectStore } from './open-store';
import { EMBEDDED_BUCKET, EMBEDDED_REGION } from './settings';
import { putOnlyPolicy, type StsClient } from './sts';
import { listen, pngOf, upload2CosFieldsOf } from './test-support/client';
import type { Storage, StorageSettings } from './types';
import { memoryReadCache } from '../read-cache';

/** The hub that plays Tencent COS. */
let cosSide: TestApp;
let cosOrigin: string;
beforeAll(async () => {
  cosSide = await createTestApp();
  cosOrigin = await listen(cosSide);
});
afterAll(async () => {
  await cosSide.close();
});

const cosSettings = (keys = serviceCredential(cosSide.secret)): StorageSettings => ({
  kind: 'cos',
  bucket: EMBEDDED_BUCKET,
  region: EMBEDDED_REGION,
  ...keys,
  domain: `${cosOrigin}/cos/{Bucket}`,
  protocol: 'http:',
});

describe('the STS policy', () => {
  it('allows a put of exactly one key, up to the byte limit', () => {
    expect(putOnlyPolicy({ bucket: 'toolhub-1250000000', region: 'ap-guangzhou', key: 'uploads/ab/20250101/c.png', maxBytes: 7340032 })).toEqual({
      version: '2.0',
      statement: [
        {
          effect: 'allow',
          action: ['name/cos:PutObject'],
          resource: ['qcs::cos:ap-guangzhou:uid/1250000000:toolhub-1250000000/uploads/ab/20250101/c.png'],
          condition: { numeric_less_than_equal: { 'cos:content-length': 7340032 } },
        },
      ],
    });
  });
});

describe('the ObjectStore on cos-nodejs-sdk-v5', () => {
  it('puts, gets and deletes objects of a COS endpoint', async () => {
    const store = openObjectStore(cosSettings());
    const key = `results/${crypto.randomBytes(6).toString('hex')}/1-报告.pdf`;
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    await store.put(key, pdf, 'application/pdf');
    expect(Buffer.compare((await store.get(key)) as Buffer, pdf)).toBe(0);
    // The other side holds the very bytes.
    expect(Buffer.compare((await storageOf(cosSide.app)?.store.get(key)) as Buffer, pdf)).toBe(0);
    await store.delete(key);
    expect(await store.get(key)).toBeUndefined();
    await store.delete(key);
  });

  it('fails with the COS error when its keys are wrong', async () => {
    const store = openObjectStore(cosSettings({ ...serviceCredential(cosSide.secret), secretKey: 'wrong' }));
    await expect(store.put('results/x/y.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow('SignatureDoesNotMatch');
  });
});

/** A hub in COS mode whose "Tencent" is the other hub; every STS call is recorded. */
async function cosModeHub(sts: StsClient) {
  const { db, dataDir, drop } = await createTestDb();
  const keys = serviceCredential(cosSide.secret);
  const config = {
    ...loadConfig({}),
    dataDir,
    env: 'test',
    cos: { ...keys, bucket: EMBEDDED_BUCKET, region: EMBEDDED_REGION, domain: `${cosOrigin}/cos/{Bucket}` },
  };
  const app: FastifyInstance = Fastify();
  app.decorateRequest('guid', '');
  app.addHook('onRequest', async (request) => {
    request.guid = 'cos-mode-visitor';
  });
  const storage: Storage = await storageRoutes(app, { config, db, secret: 'cos-mode-secret', clock: Date.now, readCache: memoryReadCache(), selfOrigin: () => '', login: async () => undefined, sts });
  return { app, storage, close: async () => (await app.close(), await drop()) };
}

describe('a hub in COS mode', () => {
  const stsCalls: GetCredentialOptions[] = [];
  /** Stands in for Tencent STS: a temporary key the "COS" side accepts for the policy's one key. */
  const fakeSts: StsClient = async (options) => {
    stsCalls.push(options);
    const resource = (options.policy as ReturnType<typeof putOnlyPolicy>).statement[0].resource[0];
    const key = resource.slice(resource.indexOf(`:${EMBEDDED_BUCKET}/`) + EMBEDDED_BUCKET.length + 2);
    const start = Math.floor(Date.now() / 1000);
    const issued = issueTemporaryCredential(cosSide.secret, { sub: 'g:cos-mode-visitor', bucket: EMBEDDED_BUCKET, key, kind: 'image', max: 7340032, exp: start + 600 });
    return { startTime: start, expiredTime: start + 600, requestId: 'r', credentials: { tmpSecretId: issued.secretId, tmpSecretKey: issued.secretKey, sessionToken: issued.token } };
  };
  let hub: Awaited<ReturnType<typeof cosModeHub>>;
  beforeAll(async () => {
    hub = await cosModeHub(fakeSts);
  });
  afterAll(async () => {
    await hub.close();
  });

  it('issues STS keys scoped to the one key, and records the owner at once', async () => {
    const answer = await hub.app.inject({ method: 'POST', url: '/api/getcoscredential', payload: { fileType: 'jpg' } });
    expect(answer.statusCode, answer.body).toBe(200);
    const credential = cosCredentialResponseSchema.parse(answer.json()).data;
    expect(credential.endpoint).toBeUndefined();
    expect(credential).toMatchObject({ bucket: EMBEDDED_BUCKET, region: EMBEDDED_REGION });
    expect(credential.cos_file_name).toMatch(/^uploads\/[0-9a-f]{16}\/\d{8}\/[0-9a-f]{24}\.jpg$/);
    const call = stsCalls.at(-1) as GetCredentialOptions;
    expect(call.durationSeconds).toBe(CREDENTIAL_TTL_SECONDS);
    expect(call.policy).toEqual(putOnlyPolicy({ bucket: EMBEDDED_BUCKET, region: EMBEDDED_REGION, key: credential.cos_file_name, maxBytes: 7340032 }));
    expect(await hub.storage.ownerOf(credential.cos_file_name, Date.now())).toBe('g:cos-mode-visitor');
  });

  it('stores a tools/upload file in COS and answers a COS presigned URL that downloads it', async () => {
    const png = await pngOf();
    const form = new FormData();
    form.append('file_data', new Blob([new Uint8Array(png)]), 'a.png');
    const request = new Request('http://hub.local/cgi-bin/tools/upload', { method: 'POST', body: form });
    const answer = await hub.app.inject({
      method: 'POST',
      url: '/cgi-bin/tools/upload',
      headers: Object.fromEntries(request.headers),
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { tempUrl, cos_file_name: key } = uploadResponseSchema.parse(answer.json());
    expect(tempUrl?.startsWith(`${cosOrigin}/cos/${EMBEDDED_BUCKET}/${key}?q-sign-algorithm=sha1&`)).toBe(true);
    const download = await fetch(tempUrl as string);
    expect(download.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await download.arrayBuffer()), png)).toBe(0);
  });

  it("puts an upload2cos file with the visitor's STS keys", async () => {
    const credential = cosCredentialResponseSchema.parse((await hub.app.inject({ method: 'POST', url: '/api/getcoscredential', payload: { fileType: 'png' } })).json()).data;
    const png = await pngOf(20, 20);
    const form = new FormData();
    for (const [name, value] of Object.entries(upload2CosFieldsOf(credential))) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(png)]), 'a.png');
    const request = new Request('http://hub.local/api/pdfconvert/upload2cos', { method: 'POST', body: form });
    const answer = await hub.app.inject({ method: 'POST', url: '/api/pdfconvert/upload2cos', headers: Object.fromEntries(request.headers), payload: Buffer.from(await request.arrayBuffer()) });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(upload2CosResponseSchema.parse(answer.json()).data).toEqual({ cos_file_name: credential.cos_file_name, size: png.length });
    // "COS" checked the temporary key and holds the file.
    expect(Buffer.compare((await storageOf(cosSide.app)?.store.get(credential.cos_file_name)) as Buffer, png)).toBe(0);
  });
});
