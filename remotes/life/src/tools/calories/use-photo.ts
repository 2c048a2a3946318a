/**
 * The food photo, from the moment it is chosen: checked (a picture, under the tool's limit),
 * read for its preview (a file the browser cannot decode is refused here) and uploaded at once,
 * so the analysis can start as soon as it is stored.
 */
import { DEFAULT_MAX_UPLOAD_BYTES, type ToolMeta } from '@toolhub/contracts';
import { upload } from '@toolhub/sdk';
import { formatBytes, isRecognisableImage, readPreviewImage, type PreviewImage, type UploadRejection } from '@toolhub/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from './messages';

export type PhotoUpload = { phase: 'uploading'; ratio: number } | { phase: 'stored'; cosName: string } | { phase: 'failed'; error: string };

export interface ChosenPhoto {
  file: File;
  preview: PreviewImage;
  upload: PhotoUpload;
}

export function usePhoto(tool: Pick<ToolMeta, 'toolid' | 'maxsize'>) {
  const t = useT();
  const [photo, setPhoto] = useState<ChosenPhoto | undefined>(undefined);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const uploading = useRef<AbortController | undefined>(undefined);
  const maxBytes = tool.maxsize ?? DEFAULT_MAX_UPLOAD_BYTES;

  const previewUrl = photo?.preview.url;
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);
  useEffect(() => () => uploading.current?.abort(), []);

  const choose = useCallback(
    async (file: File | undefined) => {
      if (!file) return;
      setRefusal(undefined);
      if (!isRecognisableImage(file)) return setRefusal(t('notAnImage'));
      if (file.size >= maxBytes) return setRefusal(t('fileTooLarge', { size: formatBytes(maxBytes) }));
      let preview: PreviewImage;
      try {
        preview = await readPreviewImage(file);
      } catch {
        return setRefusal(t('errorReadingFile'));
      }
      uploading.current?.abort();
      const controller = new AbortController();
      uploading.current = controller;
      const update = (next: PhotoUpload) => {
        if (!controller.signal.aborted) setPhoto({ file, preview, upload: next });
      };
      update({ phase: 'uploading', ratio: 0 });
      const stored = await upload(file, {
        toolid: tool.toolid,
        maxSize: maxBytes,
        signal: controller.signal,
        silent: true,
        onProgress: (progress) => {
          if (progress.phase === 'uploading') update({ phase: 'uploading', ratio: progress.ratio });
        },
      });
      update(stored.cosName ? { phase: 'stored', cosName: stored.cosName } : { phase: 'failed', error: stored.failure?.message ?? '' });
    },
    [maxBytes, t, tool.toolid],
  );

  /** The upload box's refusals in the tool's words; one it has no words for, in the box's own. */
  const refuse = useCallback(
    (reason: UploadRejection, _files: File[], message: string) => {
      const own: Partial<Record<UploadRejection, string>> = {
        fileTooLarge: t('fileTooLarge', { size: formatBytes(maxBytes) }),
        fileTypeUnsupported: t('notAnImage'),
        imageNotLoaded: t('errorReadingFile'),
        readerError: t('errorReadingFile'),
      };
      setRefusal(own[reason] ?? message);
    },
    [maxBytes, t],
  );

  const clear = useCallback(() => {
    uploading.current?.abort();
    setPhoto(undefined);
    setRefusal(undefined);
  }, []);

  const storedKey = photo?.upload.phase === 'stored' ? photo.upload.cosName : undefined;
  return { photo, storedKey, refusal, maxBytes, choose, refuse, clear };
}
