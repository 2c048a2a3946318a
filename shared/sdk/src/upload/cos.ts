/**
 * One PUT of a file to object storage with cos-js-sdk-v5 and a temporary credential
 * (spec §3 "Cloud storage credential"). When the credential names an `endpoint` (the hub's
 * embedded store, `<origin>/cos/<bucket>`), the sdk's `Domain` points there: a Domain with a
 * scheme is used as the whole base, so the object goes to `<endpoint>/<key>`. The sdk signs
 * as it does for Tencent COS: the path `/<key>` and the endpoint's host.
 */
import { CREDENTIAL_TTL_SECONDS, FILE_TYPE_MISMATCH, type CosCredential } from '@toolhub/contracts';
import { loadCos } from './lazy';

export interface PutProgress {
  loaded: number;
  total: number;
}

/** The storage refused the file or could not be reached; `detail` is the sdk's error. */
export class CosPutError extends Error {
  constructor(readonly detail: unknown) {
    super(typeof detail === 'object' && detail && 'message' in detail ? String(detail.message) : 'upload failed');
  }

  /**
   * Why the store refused, when the visitor can act on it: too large (413, which the hub's store
   * also answers for an image with too many pixels) or bytes that are not the file's type (the
   * catalogue detail in the COS error's Message).
   */
  get refusal(): 'tooLarge' | 'typeMismatch' | undefined {
    const detail = (this.detail ?? {}) as { statusCode?: number; code?: string; error?: { Message?: string } | string; message?: string };
    if (detail.statusCode === 413 || detail.code === 'EntityTooLarge') return 'tooLarge';
    const message = typeof detail.error === 'string' ? detail.error : (detail.error?.Message ?? detail.message ?? '');
    return message.includes(FILE_TYPE_MISMATCH) ? 'typeMismatch' : undefined;
  }
}

/** How often the sdk reports progress (ms); its default of 1 s makes a jumpy bar. */
const PROGRESS_INTERVAL_MS = 100;

/**
 * Puts `file` under the credential's object key. Rejects with a `CosPutError`, or with the
 * signal's reason when aborted (the request is cancelled, not left running).
 */
export async function putToCos(
  credential: CosCredential,
  file: Blob,
  { onProgress, signal }: { onProgress?: (progress: PutProgress) => void; signal?: AbortSignal } = {},
): Promise<void> {
  const COS = await loadCos();
  signal?.throwIfAborted();
  const cos = new COS({
    ...(credential.endpoint ? { Domain: credential.endpoint } : {}),
    ProgressInterval: PROGRESS_INTERVAL_MS,
    getAuthorization: (_request, callback) =>
      callback({
        TmpSecretId: credential.secret_id,
        TmpSecretKey: credential.secret_key,
        SecurityToken: credential.token,
        // Both ends from the server's clock (it issued the credential CREDENTIAL_TTL_SECONDS
        // before it expires), so a visitor's wrong clock does not date the signature.
        StartTime: credential.expired_time - CREDENTIAL_TTL_SECONDS,
        ExpiredTime: credential.expired_time,
      }),
  });
  await new Promise<void>((resolve, reject) => {
    let taskId: string | undefined;
    const onAbort = () => {
      if (taskId) cos.cancelTask(taskId);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    // uploadFile, for its task id: a task can be cancelled, a bare putObject cannot. With no
    // slice size to reach it sends one putObject, the single PUT the credential allows.
    cos.uploadFile(
      {
        Bucket: credential.bucket,
        Region: credential.region,
        Key: credential.cos_file_name,
        Body: file,
        SliceSize: Infinity,
        onTaskReady: (id) => {
          taskId = id;
        },
        onProgress: (info) => onProgress?.({ loaded: info.loaded, total: info.total }),
      },
      (error) => {
        signal?.removeEventListener('abort', onAbort);
        if (error) reject(new CosPutError(error));
        else resolve();
      },
    );
  });
}
