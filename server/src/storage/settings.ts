/**
 * Where the hub keeps objects: Tencent COS when COS_* is configured, the embedded store in
 * DATA_DIR otherwise.
 */
import path from 'node:path';
import type { Config } from '../config';
import type { StorageSettings } from './types';

/**
 * The embedded store's bucket and region. Their shapes pass the SDKs' own checks
 * (`<name>-<appid>`, a lower-case region with a dash), so an unmodified SDK talks to it.
 */
export const EMBEDDED_BUCKET = 'toolhub-1250000000';
export const EMBEDDED_REGION = 'ap-local';

const BUCKET_PATTERN = /^[a-z\d-]+-\d+$/;
const REGION_PATTERN = /^[a-z\d-]+$/;

export function storageSettingsOf(config: Pick<Config, 'dataDir' | 'cos'>): StorageSettings {
  if (!config.cos) {
    return { kind: 'embedded', dir: path.join(config.dataDir, 'objects'), bucket: EMBEDDED_BUCKET, region: EMBEDDED_REGION };
  }
  const { secretId, secretKey, bucket, region, domain } = config.cos;
  if (!BUCKET_PATTERN.test(bucket)) throw new Error(`COS_BUCKET must look like name-appid (toolhub-1250000000), not "${bucket}"`);
  if (!REGION_PATTERN.test(region)) throw new Error(`COS_REGION must look like ap-guangzhou, not "${region}"`);
  if (!secretKey) throw new Error('COS_SECRET_KEY is required with COS_SECRET_ID');
  const protocol = domain?.startsWith('http://') ? 'http:' : 'https:';
  return { kind: 'cos', bucket, region, secretId, secretKey, ...(domain ? { domain, protocol } : {}) };
}

/** The APPID of a `name-appid` bucket. */
export const appIdOf = (bucket: string) => bucket.slice(bucket.lastIndexOf('-') + 1);
