/**
 * One PUT of a file to object storage with cos-js-sdk-v5 and a temporary credential
 * (spec §3 "Cloud storage credential"). When the credential names an `endpoint` (the hub's
 * embedded store, `<origin>/cos/<bucket>`), the sdk's `Domain` points there: a Domain with a
 * scheme is used as the whole base, so the object goes to `<endpoint>/<key>`. The sdk signs
 * as it does for Tencent COS: the path `/<key>` and the endpoint's host.
 */
import { CREDENTIAL_TTL_SECONDS, type CosCredential } from '@toolhub/contracts';
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
