/**
 * The embedded store as the unmodified cos-nodejs-sdk-v5 sees it: credentials from the
 * credential call, a simple upload, a download, and every refusal a caller can meet.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CREDENTIAL_TTL_SECONDS, DEFAULT_MAX_BYTES, FILE_TOO_LARGE, FILE_TYPE_MISMATCH, errorBody, ERROR_CODES, type CosCredential } from '@toolhub/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../config';
import { workspaceBuilds } from '../registry';
import { writeTestBuild } from '../registry/test-support/builds';
import { createTestApp, loginAs, sessionHeaders, type TestApp } from '../test-support';
import { EMBEDDED_BUCKET, EMBEDDED_REGION } from './settings';
import { browserAt, credentialOf, exeBytes, listen, pixelBomb, pngOf, pngOfSize, refusal, sdkWith } from './test-support/client';

const SMALL_TOOL_ID = 901;
const SMALL_TOOL_MAX = 5000;
/** A tool whose catalog sets its own `maxsize`. */
const smallTool = {
  name: 'storetest',
  catalog: [{ toolid: SMALL_TOOL_ID, path: 'store-test', name: '小文件工具', keyword: '', category: '测试', icon: '', scene: 'store_test', needCharge: false, maxsize: SMALL_TOOL_MAX, module: './StoreTest' }],
};

const TOO_LARGE_MESSAGE = errorBody(ERROR_CODES.BAD_REQUEST, FILE_TOO_LARGE);
const MISMATCH_MESSAGE = errorBody(ERROR_CODES.BAD_REQUEST, FILE_TYPE_MISMATCH);

let clockOffset = 0;
let t: TestApp;
let origin: string;
beforeAll(async () => {
  const smallToolBuild = writeTestBuild(fs.mkdtempSync(path.join(os.tmpdir(), 'storetest-build-')), smallTool);
  t = await createTestApp({ clock: () => Date.now() + clockOffset, remoteBuilds: [...workspaceBuilds(ROOT_DIR), smallToolBuild] });
  origin = await listen(t);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  clockOffset = 0;
});

const where = (credential: CosCredential, key = credential.cos_file_name) => ({ Bucket: credential.bucket, Region: credential.region, Key: key });

async function rowOf(key: string) {
  return t.db.selectFrom('stored_object').selectAll().where('key', '=', key).executeTakeFirst();
}

describe('a simple upload and download with cos-nodejs-sdk-v5', () => {
  it('puts with a credential of the credential call and gets the same bytes back', async () => {
    const session = await sessionHeaders(t.app);
    const credential = await credentialOf(browserAt(origin, session), { fileType: 'png' });
    expect(credential).toMatchObject({ bucket: EMBEDDED_BUCKET, region: EMBEDDED_REGION, endpoint: `${origin}/cos/${EMBEDDED_BUCKET}` });
    expect(credential.cos_file_name).toMatch(/^uploads\/[0-9a-f]{16}\/\d{8}\/[0-9a-f]{24}\.png$/);
    expect(credential.expired_time - Math.floor(Date.now() / 1000)).toBeGreaterThan(CREDENTIAL_TTL_SECONDS - 60);

    const png = await pngOf();
    const cos = sdkWith(credential);
    const put = await cos.putObject({ ...where(credential), Body: png });
    expect(put.statusCode).toBe(200);
    expect(put.ETag).toBe(`"${crypto.createHash('md5').update(png).digest('hex')}"`);

    const got = await cos.getObject(where(credential));
    expect(Buffer.compare(got.Body as Buffer, png)).toBe(0);
    const head = await cos.headObject(where(credential));
    expect(head.headers?.['content-type']).toBe('image/png');
    expect(head.headers?.['content-length']).toBe(String(png.length));
    expect(head.headers?.etag).toBe(put.ETag);

    // A presigned URL made by the SDK with the temporary key (token in the query) works too.
    const url = await new Promise<string>((resolve, reject) =>
      cos.getObjectUrl({ ...where(credential), Sign: true, Expires: 60 }, (error, data) => (error ? reject(error) : resolve(data.Url))),
    );
    expect(url).toContain('x-cos-security-token=');
    const download = await fetch(url);
    expect(download.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await download.arrayBuffer()), png)).toBe(0);

    expect(await rowOf(credential.cos_file_name)).toMatchObject({ owner: `g:${session.guid}`, kind: 'upload', size: png.length, content_type: 'image/png' });
  });

  it('keeps a logged-in user as the owner, and GET also answers the credential call', async () => {
    const user = await loginAs(t);
    const browser = browserAt(origin, user);
    const answer = await browser.apiGet('/cgi-bin/convert/getcoscredential', { fileType: 'pdf' });
    expect(answer.status).toBe(200);
    const credential = (JSON.parse(answer.body) as { data: CosCredential }).data;
    expect(credential.cos_file_name).toMatch(/\.pdf$/);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    await sdkWith(credential).putObject({ ...where(credential), Body: pdf });
    expect(await rowOf(credential.cos_file_name)).toMatchObject({ owner: `u:${user.qbid}`, content_type: 'application/pdf' });
  });
});

describe('refusals of the store', () => {
  it('refuses a wrong secret key with SignatureDoesNotMatch and stores nothing', async () => {
    const credential = await credentialOf(browserAt(origin), { fileType: 'png' });
    const refused = await refusal(sdkWith(credential, { secretKey: 'not-the-key' }).putObject({ ...where(credential), Body: await pngOf() }));
    expect(refused).toMatchObject({ statusCode: 403, code: 'SignatureDoesNotMatch' });
    expect(await rowOf(credential.cos_file_name)).toBeUndefined();
  });

  it('refuses an expired credential with ExpiredToken', async () => {
    clockOffset = -(CREDENTIAL_TTL_SECONDS + 60) * 1000;
    const credential = await credentialOf(browserAt(origin), { fileType: 'png' });
    clockOffset = 0;
    const refused = await refusal(sdkWith(credential).putObject({ ...where(credential), Body: await pngOf() }));
    expect(refused).toMatchObject({ statusCode: 400, code: 'ExpiredToken' });
    expect(await rowOf(credential.cos_file_name)).toBeUndefined();
  });

  it('refuses a put of any other key than the credential names', async () => {
    const credential = await credentialOf(browserAt(origin), { fileType: 'png' });
    const otherKey = credential.cos_file_name.replace(/\.png$/, '-2.png');
    const refused = await refusal(sdkWith(credential).putObject({ ...where(credential, otherKey), Body: await pngOf() }));
    expect(refused).toMatchObject({ statusCode: 403, code: 'AccessDenied' });
    expect(await rowOf(otherKey)).toBeUndefined();
  });

  it('refuses a token of another credential, and a request without one', async () => {
    const browser = browserAt(origin);
    const mine = await credentialOf(browser, { fileType: 'png' });
    const other = await credentialOf(browser, { fileType: 'png' });
    const refused = await refusal(sdkWith(mine, { token: other.token }).putObject({ ...where(mine), Body: await pngOf() }));
    expect(refused).toMatchObject({ statusCode: 403, code: 'InvalidAccessKeyId' });
    const unsigned = await fetch(`${origin}/cos/${mine.bucket}/${mine.cos_file_name}`, { method: 'PUT', body: await pngOf() });
    expect(unsigned.status).toBe(403);
    expect(await unsigned.text()).toContain('<Code>AccessDenied</Code>');
  });

  it("refuses one visitor's credential on a second user's object", async () => {
    const first = await loginAs(t);
    const second = await loginAs(t);
    const mine = await credentialOf(browserAt(origin, first), { fileType: 'png' });
    const png = await pngOf();
    await sdkWith(mine).putObject({ ...where(mine), Body: png });

    const theirs = await credentialOf(browserAt(origin, second), { fileType: 'png' });
    const sdk = sdkWith(theirs);
    expect(await refusal(sdk.getObject(where(theirs, mine.cos_file_name)))).toMatchObject({ statusCode: 403, code: 'AccessDenied' });
    expect(await refusal(sdk.headObject(where(theirs, mine.cos_file_name)))).toMatchObject({ statusCode: 403 });
    // The owner still reads it.
    expect(Buffer.compare((await sdkWith(mine).getObject(where(mine))).Body as Buffer, png)).toBe(0);
  });

  it('refuses a body over the limit with 413 EntityTooLarge and the catalogue text', async () => {
    const credential = await credentialOf(browserAt(origin), { fileType: 'jpg' });
    const refused = await refusal(sdkWith(credential).putObject({ ...where(credential), Body: await pngOfSize(DEFAULT_MAX_BYTES.image + 1) }));
    expect(refused).toMatchObject({ statusCode: 413, code: 'EntityTooLarge', error: { Message: TOO_LARGE_MESSAGE } });
    expect(await rowOf(credential.cos_file_name)).toBeUndefined();
  });

  it("applies the tool's maxsize when the credential names the tool", async () => {
    const browser = browserAt(origin);
    const small = await credentialOf(browser, { fileType: 'png', toolid: SMALL_TOOL_ID });
    const refused = await refusal(sdkWith(small).putObject({ ...where(small), Body: await pngOfSize(SMALL_TOOL_MAX + 1) }));
    expect(refused).toMatchObject({ statusCode: 413, code: 'EntityTooLarge' });
    const fits = await credentialOf(browser, { fileType: 'png', toolid: SMALL_TOOL_ID });
    expect((await sdkWith(fits).putObject({ ...where(fits), Body: await pngOfSize(SMALL_TOOL_MAX) })).statusCode).toBe(200);
  });

  it('refuses a body streamed without a length once it passes the limit', async () => {
    const credential = await credentialOf(browserAt(origin), { fileType: 'png', toolid: SMALL_TOOL_ID });
    const body = await pngOfSize(SMALL_TOOL_MAX * 4);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'store-')), 'big.png');
    fs.writeFileSync(file, body);
    // A file stream with no ContentLength goes out chunked: the store counts as it receives.
    const refused = await refusal(sdkWith(credential).putObject({ ...where(credential), Body: fs.createReadStream(file) }));
    expect(refused).toMatchObject({ statusCode: 413, code: 'EntityTooLarge' });
    expect(await rowOf(credential.cos_file_name)).toBeUndefined();
  });

  it('refuses an .exe renamed .png with the type-mismatch text', async () => {
    const credential = await credentialOf(browserAt(origin), { fileType: 'png' });
    const refused = await refusal(sdkWith(credential).putObject({ ...where(credential), Body: exeBytes() }));
    expect(refused).toMatchObject({ statusCode: 400, code: 'InvalidArgument', error: { Message: MISMATCH_MESSAGE } });
    expect(await rowOf(credential.cos_file_name)).toBeUndefined();
  });

  it('refuses a PDF put with an image credential', async () => {
    const credential = await credentialOf(browserAt(origin), { fileType: 'png' });
    const refused = await refusal(sdkWith(credential).putObject({ ...where(credential), Body: Buffer.from('%PDF-1.7\n%%EOF\n') }));
    expect(refused).toMatchObject({ statusCode: 400, error: { Message: MISMATCH_MESSAGE } });
  });

  it('stores an uploaded web page as text and serves it back as plain text, never as a page', async () => {
    const credential = await credentialOf(browserAt(origin), { fileType: 'html' });
    const page = Buffer.from('<!doctype html><title>会议</title><script>alert(document.cookie)</script><p>预算</p>');
    const cos = sdkWith(credential);
    await cos.putObject({ ...where(credential), Body: page });
    const head = await cos.headObject(where(credential));
    expect(head.headers?.['content-type']).toBe('text/plain');
    expect(head.headers?.['x-content-type-options']).toBe('nosniff');
    expect(await rowOf(credential.cos_file_name)).toMatchObject({ content_type: 'text/plain' });
  });

  it('refuses a program named .txt', async () => {
    const credential = await credentialOf(browserAt(origin), { fileType: 'txt' });
    const refused = await refusal(sdkWith(credential).putObject({ ...where(credential), Body: exeBytes() }));
    expect(refused).toMatchObject({ statusCode: 400, error: { Message: MISMATCH_MESSAGE } });
    expect(await rowOf(credential.cos_file_name)).toBeUndefined();
  });

  it('refuses a tiny PNG that declares 20000 × 20000 pixels', async () => {
    const credential = await credentialOf(browserAt(origin), { fileType: 'png' });
    const bomb = pixelBomb();
    expect(bomb.length).toBeLessThan(1000);
    const refused = await refusal(sdkWith(credential).putObject({ ...where(credential), Body: bomb }));
    expect(refused).toMatchObject({ statusCode: 413, code: 'EntityTooLarge', error: { Message: TOO_LARGE_MESSAGE } });
    expect(await rowOf(credential.cos_file_name)).toBeUndefined();
  });

  it('answers other buckets, methods and unsigned reads in COS XML', async () => {
    const credential = await credentialOf(browserAt(origin), { fileType: 'png' });
    const cases: Array<[string, RequestInit, number, string]> = [
      [`/cos/other-1250000000/${credential.cos_file_name}`, {}, 404, 'NoSuchBucket'],
      [`/cos/${credential.bucket}/${credential.cos_file_name}`, { method: 'POST' }, 405, 'MethodNotAllowed'],
      [`/cos/${credential.bucket}/${credential.cos_file_name}`, {}, 403, 'AccessDenied'],
      [`/cos/${credential.bucket}/${credential.cos_file_name}`, { method: 'DELETE' }, 403, 'AccessDenied'],
    ];
    for (const [url, init, status, code] of cases) {
      const answer = await fetch(`${origin}${url}`, init);
      expect(answer.status, url).toBe(status);
      expect(answer.headers.get('content-type')).toContain('application/xml');
      expect(await answer.text()).toContain(`<Code>${code}</Code>`);
    }
  });

  it('answers a preflight from the hub itself, and keeps refusing cross-site puts', async () => {
    const credential = await credentialOf(browserAt(origin), { fileType: 'png' });
    const url = `${origin}/cos/${credential.bucket}/${credential.cos_file_name}`;
    const preflight = await fetch(url, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,x-cos-security-token' } });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
    const elsewhere = await fetch(url, { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'PUT' } });
    expect(elsewhere.status).toBe(403);
    const crossSite = await fetch(url, { method: 'PUT', body: await pngOf(), headers: { origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
  });
});
