/**
 * `/api/getcoscredential` and `/cgi-bin/convert/getcoscredential` (spec §3 "Cloud storage
 * credential", §7): a temporary credential to put one file of the asked type, named for the
 * visitor, within the tool's size limit. POST (json, as the sdk sends it) or GET.
 */
import {
  CONTENT_TYPE_OF_FILE_TYPE,
  CREDENTIAL_TTL_SECONDS,
  DEFAULT_MAX_BYTES,
  EMBEDDED_STORE_PREFIX,
  ERROR_CODES,
  cosCredentialRequestSchema,
  type CosCredential,
  type FileKind,
  type HubTool,
} from '@toolhub/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoggedInContext } from '../context';
import { quotaVisitorOf } from '../equity/visitor';
import { ApiError, ok, parseInput } from '../http/errors';
import { publicOrigin } from '../http/public-origin';
import { issueTemporaryCredential, newUploadKey } from './credential';
import { kindOfType } from './file-types';
import type { CosSettings } from './cos-object-store';
import { putOnlyPolicy, type StsClient } from './sts';
import type { Storage } from './types';

/** One upload about to happen: whose, which key, what may go there, when it was asked. */
export interface UploadPlan {
  owner: string;
  key: string;
  kind: FileKind;
  maxBytes: number;
  contentType: string;
  /** Epoch ms. */
  now: number;
  /** Where the page reaches the hub. */
  origin: string;
}

export type CredentialIssuer = (plan: UploadPlan) => Promise<CosCredential>;

/** The embedded store's credential: signed by the hub, checked by the store. */
export function embeddedIssuer(secret: string, bucket: string, region: string): CredentialIssuer {
  return async (plan) => {
    const start = Math.floor(plan.now / 1000);
    const exp = start + CREDENTIAL_TTL_SECONDS;
    const credential = issueTemporaryCredential(secret, { sub: plan.owner, bucket, key: plan.key, kind: plan.kind, max: plan.maxBytes, exp });
    return {
      bucket,
      region,
      secret_id: credential.secretId,
      secret_key: credential.secretKey,
      token: credential.token,
      start_time: start,
      expired_time: exp,
      cos_file_name: plan.key,
      endpoint: `${plan.origin}${EMBEDDED_STORE_PREFIX}${bucket}`,
    };
  };
}

/**
 * Tencent COS: STS keys for exactly this key. The object is recorded to its owner now, as
 * the browser puts it straight to COS and the hub never sees the upload.
 */
export function stsIssuer(settings: CosSettings, sts: StsClient, storage: Pick<Storage, 'record'>): CredentialIssuer {
  return async (plan) => {
    const { bucket, region } = settings;
    const answer = await sts({
      secretId: settings.secretId,
      secretKey: settings.secretKey,
      region,
      durationSeconds: CREDENTIAL_TTL_SECONDS,
      policy: putOnlyPolicy({ bucket, region, key: plan.key, maxBytes: plan.maxBytes }),
    });
    await storage.record({ key: plan.key, owner: plan.owner, kind: 'upload', size: 0, contentType: plan.contentType }, plan.now);
    return {
      bucket,
      region,
      secret_id: answer.credentials.tmpSecretId,
      secret_key: answer.credentials.tmpSecretKey,
      token: answer.credentials.sessionToken,
      start_time: answer.startTime,
      expired_time: answer.expiredTime,
      cos_file_name: plan.key,
    };
  };
}

/** The recognition flow asks "for the file name" (spec §7): `photo.PNG` counts as `png`. */
function withExtensionOnly(input: unknown): unknown {
  if (!input || typeof input !== 'object') return input;
  const { fileType } = input as { fileType?: unknown };
  return typeof fileType === 'string' && fileType.includes('.') ? { ...input, fileType: fileType.split('.').pop() } : input;
}

export interface CredentialRouteDeps extends Pick<LoggedInContext, 'login' | 'secret' | 'clock' | 'config'> {
  tools: () => Promise<HubTool[]>;
  issue: CredentialIssuer;
}

export function credentialRoutes(app: FastifyInstance, deps: CredentialRouteDeps): void {
  const handler = async (request: FastifyRequest) => {
    const input = parseInput(cosCredentialRequestSchema, withExtensionOnly(request.method === 'GET' ? request.query : request.body));
    const kind = kindOfType(input.fileType);
    const tool = input.toolid === undefined ? undefined : (await deps.tools()).find((t) => t.toolid === input.toolid);
    // Nothing is uploaded for a tool this server cannot run (its engine lacks a program, font or model).
    if (tool?.unavailable) throw new ApiError(503, ERROR_CODES.NOT_OPEN, `${tool.name} is not available on this server: ${tool.unavailable.reason}`);
    const { subject } = await quotaVisitorOf(deps.login, request);
    const now = deps.clock();
    const credential = await deps.issue({
      owner: subject,
      key: newUploadKey(deps.secret, subject, now, input.fileType),
      kind,
      maxBytes: tool?.maxsize ?? DEFAULT_MAX_BYTES[kind],
      contentType: CONTENT_TYPE_OF_FILE_TYPE[input.fileType],
      now,
      origin: publicOrigin(deps.config, request),
    });
    return ok(credential);
  };
  for (const path of ['/api/getcoscredential', '/cgi-bin/convert/getcoscredential']) {
    app.get(path, handler);
    app.post(path, handler);
  }
}
