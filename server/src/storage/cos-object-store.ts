/**
 * The ObjectStore on Tencent COS, through cos-nodejs-sdk-v5. Pointed at the embedded store
 * of a hub (`domain: http://host/cos/<bucket>`) it talks to that instead: the same protocol.
 * The SDK is loaded on first use, so a worker on the embedded store never loads it.
 */
import type COS from 'cos-nodejs-sdk-v5';
import type { ObjectStore, StorageSettings } from './types';

export type CosSettings = Extract<StorageSettings, { kind: 'cos' }>;

/** A key pair for the SDK; `securityToken` with a temporary (STS) pair. */
export interface CosKeys {
  secretId: string;
  secretKey: string;
  securityToken?: string;
}

async function cosClient(settings: Pick<CosSettings, 'domain' | 'protocol'>, keys: CosKeys): Promise<COS> {
  const { default: Cos } = await import('cos-nodejs-sdk-v5');
  return new Cos({
    SecretId: keys.secretId,
    SecretKey: keys.secretKey,
    SecurityToken: keys.securityToken,
    Domain: settings.domain,
    Protocol: settings.protocol,
    // The hub is the only client here: a clock error is a bug to see, not to paper over.
    CorrectClockSkew: false,
    Timeout: 60_000,
  });
}

const statusOf = (error: unknown) => (error as { statusCode?: number }).statusCode;

/** The SDK rejects with plain objects; give them a message that says what failed. */
function cosFailure(action: string, key: string, error: unknown): Error {
  const { code, message, statusCode } = error as { code?: string; message?: string; statusCode?: number };
  return new Error(`COS ${action} ${key} failed: ${statusCode ?? ''} ${code ?? ''} ${message ?? String(error)}`.replace(/\s+/g, ' '));
}

export function cosObjectStore(settings: CosSettings, keys: CosKeys = settings): ObjectStore {
  let client: Promise<COS> | undefined;
  const cos = () => (client ??= cosClient(settings, keys));
  const where = { Bucket: settings.bucket, Region: settings.region };
  return {
    bucket: settings.bucket,
    region: settings.region,
    async get(key) {
      try {
        const { Body } = await (await cos()).getObject({ ...where, Key: key });
        return Buffer.isBuffer(Body) ? Body : Buffer.from(Body);
      } catch (error) {
        if (statusOf(error) === 404) return undefined;
        throw cosFailure('get', key, error);
      }
    },
    async put(key, body, contentType) {
      try {
        await (await cos()).putObject({ ...where, Key: key, Body: body, ContentType: contentType });
      } catch (error) {
        throw cosFailure('put', key, error);
      }
    },
    async delete(key) {
      try {
        await (await cos()).deleteObject({ ...where, Key: key });
      } catch (error) {
        if (statusOf(error) === 404) return;
        throw cosFailure('delete', key, error);
      }
    },
  };
}

/** The URL base of the bucket: `https://<bucket>.cos.<region>.myqcloud.com`, or the configured domain. */
export function cosBucketOrigin(settings: CosSettings): string {
  const domain = (settings.domain ?? `${settings.bucket}.cos.${settings.region}.myqcloud.com`)
    .replace(/\{Bucket\}/g, settings.bucket)
    .replace(/\{Region\}/g, settings.region)
    .replace(/\/$/, '');
  return /^[a-z]+:\/\//i.test(domain) ? domain : `${settings.protocol ?? 'https:'}//${domain}`;
}
