/**
 * For the storage tests: a listening hub, the credential call as a browser makes it, the
 * unmodified cos-nodejs-sdk-v5 configured from a credential, and files to upload.
 */
import zlib from 'node:zlib';
import { cosCredentialResponseSchema, type CosCredential } from '@toolhub/contracts';
import COS from 'cos-nodejs-sdk-v5';
import sharp from 'sharp';
import { HttpBrowser, json } from '../../test-support/http-browser';
import type { TestApp } from '../../test-support';

export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

/** A browser at `origin`, with the cookies of a `loginAs` / `sessionHeaders` answer when given. */
export function browserAt(origin: string, session?: { cookie: string }): HttpBrowser {
  const cookies = new Map<string, string>();
  for (const pair of session?.cookie.split(';') ?? []) {
    const [name, ...value] = pair.trim().split('=');
    if (name) cookies.set(name, value.join('='));
  }
  return new HttpBrowser(origin, cookies);
}

export async function credentialOf(browser: HttpBrowser, request: Record<string, unknown>): Promise<CosCredential> {
  const answer = await browser.apiPost('/api/getcoscredential', request);
  if (answer.status !== 200) throw new Error(`credential call answered ${answer.status}: ${answer.body}`);
  return cosCredentialResponseSchema.parse(json(answer)).data;
}

/** The form fields of /api/pdfconvert/upload2cos for a credential, any of them replaced. */
export const upload2CosFieldsOf = (credential: CosCredential, overrides: Record<string, string> = {}): Record<string, string> => ({
  bucket: credential.bucket,
  region: credential.region,
  tmp_secret_id: credential.secret_id,
  tmp_secret_key: credential.secret_key,
  session_token: credential.token,
  expired_time: String(credential.expired_time),
  name: credential.cos_file_name,
  ...overrides,
});

/** The SDK as a page sets it up: the hub's endpoint as Domain, the credential handed over by getAuthorization. */
export function sdkWith(credential: CosCredential, overrides: Partial<{ secretKey: string; token: string }> = {}): COS {
  const endpoint = new URL(credential.endpoint ?? '');
  return new COS({
    Domain: credential.endpoint,
    Protocol: endpoint.protocol as 'http:',
    getAuthorization: (_options, callback) =>
      callback({
        TmpSecretId: credential.secret_id,
        TmpSecretKey: overrides.secretKey ?? credential.secret_key,
        SecurityToken: overrides.token ?? credential.token,
        StartTime: credential.start_time ?? Math.floor(Date.now() / 1000) - 1,
        ExpiredTime: credential.expired_time,
      }),
  });
}

/** The SDK's error of a refused call: its HTTP status and the COS error of the body. */
export interface SdkError {
  statusCode?: number;
  code?: string;
  error?: { Code?: string; Message?: string };
}

export async function refusal(call: Promise<unknown>): Promise<SdkError> {
  try {
    await call;
  } catch (error) {
    return error as SdkError;
  }
  throw new Error('the call was not refused');
}

export const pngOf = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } }).png().toBuffer();

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A valid, tiny PNG that declares a `width` × `height` canvas: a decompression bomb's header. */
export function pixelBomb(width = 20000, height = 20000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(width + 1))), // one row; the rest would inflate later
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A Windows executable's first bytes. */
export const exeBytes = () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(2000, 7)]);

/** A real PNG padded to `bytes`: its type is right, only its size is wrong. */
export async function pngOfSize(bytes: number): Promise<Buffer> {
  const png = await pngOf();
  return Buffer.concat([png, Buffer.alloc(bytes - png.length)]);
}
