/**
 * The two form uploads: `/cgi-bin/tools/upload` (file or base64, answered with a
 * time-limited URL) and `/api/pdfconvert/upload2cos` (a credential and the file).
 */
import crypto from 'node:crypto';
import {
  DEFAULT_MAX_BYTES,
  ERROR_CODES,
  FILE_TOO_LARGE,
  FILE_TYPE_MISMATCH,
  TEMP_URL_TTL_SECONDS,
  errorBody,
  upload2CosResponseSchema,
  uploadResponseSchema,
  type CosCredential,
} from '@toolhub/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HttpBrowser } from '../test-support/http-browser';
import { createTestApp, loginAs, type TestApp } from '../test-support';
import { browserAt, credentialOf, exeBytes, listen, pixelBomb, pngOf, pngOfSize, sdkWith, upload2CosFieldsOf } from './test-support/client';

const TOO_LARGE_BODY = errorBody(ERROR_CODES.BAD_REQUEST, FILE_TOO_LARGE);
const MISMATCH_BODY = errorBody(ERROR_CODES.BAD_REQUEST, FILE_TYPE_MISMATCH);

let clockOffset = 0;
let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp({ clock: () => Date.now() + clockOffset });
  origin = await listen(t);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  clockOffset = 0;
});

async function apiHeaders(browser: HttpBrowser) {
  return { authorization: await browser.apiToken(), timestamp: String(Math.floor(Date.now() / 1000)) };
}

/** POSTs form-data the way the sdk's form-data format does. */
async function postForm(browser: HttpBrowser, url: string, fields: Record<string, string | Blob>, fileName?: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, fileName ?? 'file.bin');
  }
  return browser.fetch(url, { method: 'POST', body: form, headers: await apiHeaders(browser) });
}

const blobOf = (bytes: Buffer, type = 'application/octet-stream') => new Blob([new Uint8Array(bytes)], { type });

describe('/cgi-bin/tools/upload', () => {
  it('stores a file part and answers a tempUrl that downloads the same bytes', async () => {
    const user = await loginAs(t);
    const browser = browserAt(origin, user);
    const png = await pngOf(64, 64);
    const answer = await postForm(browser, '/cgi-bin/tools/upload', { file_data: blobOf(png, 'image/png') }, 'photo.png');
    expect(answer.status, answer.body).toBe(200);
    const body = uploadResponseSchema.parse(JSON.parse(answer.body));
    expect(body.header.retCode).toBe(0);
    expect(body.tempUrl?.startsWith(`${origin}/cos/`)).toBe(true);

    const download = await fetch(body.tempUrl as string);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('content-disposition')).toContain('photo.png');
    expect(Buffer.compare(Buffer.from(await download.arrayBuffer()), png)).toBe(0);
    const row = await t.db.selectFrom('stored_object').selectAll().where('key', '=', body.cos_file_name as string).executeTakeFirst();
    expect(row).toMatchObject({ owner: `u:${user.qbid}`, kind: 'upload', size: png.length });
  });

  it('takes base64 text too, as a form field or as JSON, with a data: prefix or without', async () => {
    const browser = browserAt(origin);
    const png = await pngOf();
    const asField = await postForm(browser, '/cgi-bin/tools/upload', { file_data: `data:image/png;base64,${png.toString('base64')}`, custom_name: '截图.png' });
    expect(asField.status, asField.body).toBe(200);
    const asJson = await browser.apiPost('/cgi-bin/tools/upload', { file_data: png.toString('base64') });
    expect(asJson.status, asJson.body).toBe(200);
    for (const answer of [asField, asJson]) {
      const { tempUrl } = uploadResponseSchema.parse(JSON.parse(answer.body));
      const download = await fetch(tempUrl as string);
      expect(Buffer.compare(Buffer.from(await download.arrayBuffer()), png)).toBe(0);
    }
  });

  it('refuses an expired tempUrl and one pointed at another key', async () => {
    const browser = browserAt(origin);
    clockOffset = -(TEMP_URL_TTL_SECONDS + 60) * 1000;
    const old = await postForm(browser, '/cgi-bin/tools/upload', { file_data: blobOf(await pngOf()) });
    clockOffset = 0;
    const expired = await fetch(uploadResponseSchema.parse(JSON.parse(old.body)).tempUrl as string);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('<Code>RequestTimeTooSkewed</Code>');

    const fresh = uploadResponseSchema.parse(JSON.parse((await postForm(browser, '/cgi-bin/tools/upload', { file_data: blobOf(await pngOf()) })).body));
    const otherKey = (fresh.tempUrl as string).replace(/[0-9a-f]{24}\.png/, `${crypto.randomBytes(12).toString('hex')}.png`);
    const forged = await fetch(otherKey);
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
  });

  it('answers 413 with the catalogue body for a file over the limit, as a part or as base64', async () => {
    const browser = browserAt(origin);
    const big = await pngOfSize(DEFAULT_MAX_BYTES.image + 1);
    const asPart = await postForm(browser, '/cgi-bin/tools/upload', { file_data: blobOf(big) }, 'big.png');
    expect(asPart.status).toBe(413);
    expect(asPart.body).toBe(TOO_LARGE_BODY);
    const asBase64 = await browser.apiPost('/cgi-bin/tools/upload', { file_data: big.toString('base64') });
    expect(asBase64.status).toBe(413);
    expect(asBase64.body).toBe(TOO_LARGE_BODY);
    // Past the body limit of the route, before any decoding: the same answer.
    const hugeBase64 = await browser.apiPost('/cgi-bin/tools/upload', { file_data: 'A'.repeat(11 * 1024 * 1024) });
    expect(hugeBase64.status).toBe(413);
    expect(hugeBase64.body).toBe(TOO_LARGE_BODY);
  });

  it('refuses an .exe renamed .png, and a pixel bomb', async () => {
    const browser = browserAt(origin);
    const exe = await postForm(browser, '/cgi-bin/tools/upload', { file_data: blobOf(exeBytes(), 'image/png'), custom_name: 'photo.png' }, 'photo.png');
    expect(exe.status).toBe(400);
    expect(exe.body).toBe(MISMATCH_BODY);
    const bomb = await postForm(browser, '/cgi-bin/tools/upload', { file_data: blobOf(pixelBomb(), 'image/png') }, 'bomb.png');
    expect(bomb.status).toBe(413);
    expect(bomb.body).toBe(TOO_LARGE_BODY);
    const none = await t.db.selectFrom('stored_object').select('key').where('owner', '=', `g:${[...browser.cookies].find(([n]) => n === 'guid')?.[1]}`).execute();
    expect(none).toEqual([]);
  });

  it('needs the API token like every API call', async () => {
    const form = new FormData();
    form.append('file_data', blobOf(await pngOf()), 'a.png');
    const answer = await fetch(`${origin}/cgi-bin/tools/upload`, { method: 'POST', body: form, headers: { timestamp: String(Math.floor(Date.now() / 1000)) } });
    expect(answer.status).toBe(401);
    expect(await answer.text()).toContain('invalid token');
  });
});

describe('/api/pdfconvert/upload2cos', () => {
  const formOf = (credential: CosCredential, file: Blob, overrides: Record<string, string> = {}) => ({
    ...upload2CosFieldsOf(credential, overrides),
    file,
  });

  it('stores the file under the credential key, readable with the same credential', async () => {
    const browser = browserAt(origin);
    const credential = await credentialOf(browser, { fileType: 'pdf' });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');
    const answer = await postForm(browser, '/api/pdfconvert/upload2cos', formOf(credential, blobOf(pdf, 'application/pdf')), 'a.pdf');
    expect(answer.status, answer.body).toBe(200);
    expect(upload2CosResponseSchema.parse(JSON.parse(answer.body))).toEqual({ ret: 0, data: { cos_file_name: credential.cos_file_name, size: pdf.length } });
    const got = await sdkWith(credential).getObject({ Bucket: credential.bucket, Region: credential.region, Key: credential.cos_file_name });
    expect(Buffer.compare(got.Body as Buffer, pdf)).toBe(0);
  });

  it('refuses a wrong key, another name, an expired credential, a file over the limit and a wrong type', async () => {
    const browser = browserAt(origin);
    const pdf = blobOf(Buffer.from('%PDF-1.4\n%%EOF\n'));
    const credential = await credentialOf(browser, { fileType: 'pdf' });
    const wrongKey = await postForm(browser, '/api/pdfconvert/upload2cos', formOf(credential, pdf, { tmp_secret_key: 'guess' }));
    expect(wrongKey.status).toBe(403);
    const otherName = await postForm(browser, '/api/pdfconvert/upload2cos', formOf(credential, pdf, { name: credential.cos_file_name.replace('.pdf', '-x.pdf') }));
    expect(otherName.status).toBe(403);

    clockOffset = -3600 * 1000;
    const old = await credentialOf(browser, { fileType: 'pdf' });
    clockOffset = 0;
    const expired = await postForm(browser, '/api/pdfconvert/upload2cos', formOf(old, pdf));
    expect(expired.status).toBe(403);

    const image = await credentialOf(browser, { fileType: 'png' });
    const tooLarge = await postForm(browser, '/api/pdfconvert/upload2cos', formOf(image, blobOf(await pngOfSize(DEFAULT_MAX_BYTES.image + 1))));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toBe(TOO_LARGE_BODY);
    const exe = await postForm(browser, '/api/pdfconvert/upload2cos', formOf(image, blobOf(exeBytes())));
    expect(exe.status).toBe(400);
    expect(exe.body).toBe(MISMATCH_BODY);

    const stored = await t.db.selectFrom('stored_object').select('key').where('key', 'in', [credential.cos_file_name, old.cos_file_name, image.cos_file_name]).execute();
    expect(stored).toEqual([]);
  });
});
