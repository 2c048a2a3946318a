/**
 * `upload(file, options)`: the upload of spec §4 "Tasks and upload" and §5. In order:
 *  1. the compliance agreement (the modal first; declining stops here);
 *  2. optional recompression (png stays png, anything else becomes jpg at quality 0.3), then
 *  3. the size check of what will be sent: not smaller than `maxSize` is refused with
 *     '文件过大' (both steps are the size rule of ./fit, which screens use when a file is chosen);
 *  4. a temporary credential from /api/getcoscredential for the file's type (and the tool);
 *  5. one PUT to object storage with cos-js-sdk-v5, its progress reported as it goes.
 * The two upload libraries load on the first upload only.
 */
import { cosCredentialResponseSchema, type CosCredential } from '@toolhub/contracts';
import { ensureCompliance } from '../compliance';
import { api, isApiFailure } from '../request';
import { toast } from '../toast';
import { CosPutError, putToCos } from './cos';
import { fileTypeOf, isKnownFileType } from './file-type';
import { fitForUpload, type CompressMode } from './fit';
import { loadCos } from './lazy';
import { uploadMessages } from './messages';
import { progressReporter, type UploadProgress } from './progress';

export { uploadProgressAtom, useUploadProgress, type UploadProgress } from './progress';
export { compressionFor, type CompressionChoice } from './compress';
export { fitForUpload, tooLargeToTry, type CompressMode, type SizeRule } from './fit';

export interface UploadOptions {
  /**
   * Recompress an image first (png stays png, others become jpg, quality 0.3): always, or
   * 'whenTooLarge' only when it is not smaller than `maxSize` as it is. A file `fitForUpload`
   * already compressed is not compressed again.
   */
  compress?: CompressMode;
  /** Bytes; a file (after compression) of this size or more is refused with '文件过大'. */
  maxSize?: number;
  /** The tool uploading: the server then applies the tool's own maxsize. */
  toolid?: number;
  /** The extension the credential is asked for (`png`, `pdf`, …); read from the file when absent. */
  fileType?: string;
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting stops the upload where it is, the PUT included; the result says `aborted`. */
  signal?: AbortSignal;
  /** The path the compliance acceptance is kept for; the page's own by default. */
  compliancePath?: string;
  /** Show the visitor nothing; the caller words the failure itself. */
  silent?: boolean;
}

export type UploadFailureReason = 'declined' | 'tooLarge' | 'unsupportedType' | 'typeMismatch' | 'credential' | 'upload' | 'aborted';

export interface UploadResult {
  /** The stored object's name, for a task's input (`raw_data`); '' when nothing was stored (spec §8). */
  cosName: string;
  /** The file as it was stored (compressed, renamed); absent on failure. */
  file?: File;
  /** Why nothing was stored, with the message the visitor was shown (or would be, when `silent`). */
  failure?: { reason: UploadFailureReason; message: string };
}

/**
 * Uploads one file and answers its object name. Never throws: a failure answers
 * `{ cosName: '', failure }`, after telling the visitor (a toast, or the catalogue's alert of
 * the credential call) unless `silent`; declining the agreement or aborting tells nothing.
 */
export async function upload(file: File, options: UploadOptions = {}): Promise<UploadResult> {
  const { signal, silent = false } = options;
  const report = progressReporter(options.onProgress);
  const fail = (reason: UploadFailureReason, message: string, { notify }: { notify: boolean }): UploadResult => {
    report('failed', 0, file.size);
    if (notify && !silent) toast(message, { kind: 'error' });
    return { cosName: '', failure: { reason, message } };
  };
  const aborted = () => fail('aborted', uploadMessages.t('aborted'), { notify: false });

  if (signal?.aborted) return aborted();
  if (!(await ensureCompliance(options.compliancePath))) return fail('declined', uploadMessages.t('complianceDeclined'), { notify: false });
  if (signal?.aborted) return aborted();
  report('preparing', 0, file.size);
  // The storage sdk downloads while the file is prepared and the credential asked for.
  loadCos().catch(() => undefined);

  const fit = await fitForUpload(file, { compress: options.compress, maxSize: options.maxSize });
  if (signal?.aborted) return aborted();
  if (!fit.ok) return fail('tooLarge', uploadMessages.t('fileTooLarge'), { notify: true });
  const body = fit.file;

  const fileType = options.fileType?.toLowerCase() ?? fileTypeOf(body);
  if (!isKnownFileType(fileType)) return fail('unsupportedType', uploadMessages.t('fileTypeUnsupported'), { notify: true });

  const credential = await requestCredential(fileType, { ...options, silent });
  if (signal?.aborted) return aborted();
  // A refused call alerted its catalogue message already (a 1101 opens the login panel).
  if ('failure' in credential) return fail('credential', credential.failure, { notify: !credential.alerted });

  try {
    report('uploading', 0, body.size);
    await putToCos(credential.value, body, { signal, onProgress: ({ loaded, total }) => report('uploading', loaded, total || body.size) });
  } catch (error) {
    if (signal?.aborted) return aborted();
    // Spec §8: an upload failure answers an empty name and the error is logged.
    console.error('[toolhub] upload failed', credential.value.cos_file_name, error);
    const refusal = error instanceof CosPutError ? error.refusal : undefined;
    if (refusal === 'tooLarge') return fail('tooLarge', uploadMessages.t('fileTooLarge'), { notify: true });
    if (refusal === 'typeMismatch') return fail('typeMismatch', uploadMessages.t('fileTypeMismatch'), { notify: true });
    return fail('upload', uploadMessages.t('uploadFailed'), { notify: true });
  }
  report('done', body.size, body.size);
  return { cosName: credential.value.cos_file_name, file: body };
}

async function requestCredential(
  fileType: string,
  { toolid, signal, silent }: UploadOptions,
): Promise<{ value: CosCredential } | { failure: string; alerted: boolean }> {
  const answer = await api.post<unknown>('/api/getcoscredential', { fileType, ...(toolid ? { toolid } : {}) }, { signal, silent });
  if (isApiFailure(answer)) return { failure: answer.errMsg, alerted: true };
  const parsed = cosCredentialResponseSchema.safeParse(answer);
  if (parsed.success && parsed.data.ret === 0) return { value: parsed.data.data };
  console.error('[toolhub] unexpected credential answer', answer);
  return { failure: uploadMessages.t('uploadFailed'), alerted: false };
}
