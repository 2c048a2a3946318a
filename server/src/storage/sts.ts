/**
 * Temporary credentials on Tencent COS: STS keys (qcloud-cos-sts) whose policy allows one
 * thing, putting the one key of this upload, no larger than the limit.
 */
import type { CredentialData, GetCredentialOptions } from 'qcloud-cos-sts';
import { appIdOf } from './settings';

/** The STS call; tests give their own, as Tencent cannot be reached from them. */
export type StsClient = (options: GetCredentialOptions) => Promise<CredentialData>;

export const tencentSts: StsClient = async (options) => {
  // A CommonJS module: its functions hang off `default` under Node's ESM loader.
  const { default: sts } = await import('qcloud-cos-sts');
  return sts.getCredential(options);
};

export interface PutOnlyScope {
  bucket: string;
  region: string;
  key: string;
  maxBytes: number;
}

/** The resource of one object: `qcs::cos:<region>:uid/<appid>:<bucket>/<key>`. */
export const objectResource = ({ bucket, region, key }: Pick<PutOnlyScope, 'bucket' | 'region' | 'key'>) =>
  `qcs::cos:${region}:uid/${appIdOf(bucket)}:${bucket}/${key}`;

/**
 * A policy allowing a simple upload of exactly `key`, refused by COS itself when the body is
 * larger than `maxBytes` (condition key `cos:content-length`).
 */
export function putOnlyPolicy(scope: PutOnlyScope) {
  return {
    version: '2.0',
    statement: [
      {
        effect: 'allow',
        action: ['name/cos:PutObject'],
        resource: [objectResource(scope)],
        condition: { numeric_less_than_equal: { 'cos:content-length': scope.maxBytes } },
      },
    ],
  };
}
