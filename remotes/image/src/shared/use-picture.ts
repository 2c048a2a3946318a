/**
 * The picture a visitor chose for an effect, from the moment it is chosen: checked (an image
 * of the spec's types, under the tool's size limit, its sides within the effects' — by the
 * upload box, `limits`), read for its preview (a file the browser cannot decode is refused
 * here, losing nothing), and uploaded right away with its progress,
 * so the effect can start as soon as it is stored. Sent as it is: an effect works on the
 * visitor's own pixels, never on a recompressed copy.
 */
import { DEFAULT_MAX_UPLOAD_BYTES, IMAGE_EFFECT_MAX_SIDE, IMAGE_EFFECT_MIN_SIDE, IMAGE_TYPES, type ToolMeta } from '@toolhub/contracts';
import { upload } from '@toolhub/sdk';
import { formatBytes, isRecognisableImage, readPreviewImage, type PickLimits, type PreviewImage, type UploadRejection } from '@toolhub/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../messages';

export type PictureUpload =
  | { phase: 'uploading'; ratio: number }
  | { phase: 'stored'; cosName: string }
  | { phase: 'failed'; error: string };

export interface ChosenPicture {
  file: File;
  preview: PreviewImage;
  upload: PictureUpload;
}

/** The stored picture as an effect's input takes it: its object and the name the visitor chose. */
export interface StoredPicture {
  file: string;
  name: string;
}

export const maxPictureBytes = (tool: Pick<ToolMeta, 'maxsize'>) => tool.maxsize ?? DEFAULT_MAX_UPLOAD_BYTES;

/**
 * The sides the engines take (the picture, and human split's background): the longest at most
 * IMAGE_EFFECT_MAX_SIDE, the shortest at least IMAGE_EFFECT_MIN_SIDE. The same bound on width
 * and height, so a photo's EXIF rotation cannot change the answer. Given to the upload box, a
 * picture the effect would refuse is refused before it is uploaded; 6000 × 6000 is also within
 * the store's MAX_IMAGE_PIXELS, a pixel count no width and height bound could say on its own.
 */
export const EFFECT_PICTURE_LIMITS: PickLimits = {
  image: { minWidth: IMAGE_EFFECT_MIN_SIDE, minHeight: IMAGE_EFFECT_MIN_SIDE, maxWidth: IMAGE_EFFECT_MAX_SIDE, maxHeight: IMAGE_EFFECT_MAX_SIDE },
};

export function usePicture(tool: Pick<ToolMeta, 'toolid' | 'maxsize'>) {
  const t = useT();
  const [picture, setPicture] = useState<ChosenPicture | undefined>(undefined);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const [preparing, setPreparing] = useState(false);
  const uploading = useRef<AbortController | undefined>(undefined);
  // Reading a file takes a moment: only the latest choice may become the picture.
  const latestChoice = useRef(0);
  const maxBytes = maxPictureBytes(tool);

  // The preview's object URL lives as long as it is the screen's picture; leaving stops the upload.
  const previewUrl = picture?.preview.url;
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);
  useEffect(() => () => uploading.current?.abort(), []);

  const store = useCallback(
    (file: File, preview: PreviewImage) => {
      uploading.current?.abort();
      const controller = new AbortController();
      uploading.current = controller;
      const update = (next: PictureUpload) => {
        if (!controller.signal.aborted) setPicture({ file, preview, upload: next });
      };
      update({ phase: 'uploading', ratio: 0 });
      void upload(file, {
        toolid: tool.toolid,
        maxSize: maxBytes,
        signal: controller.signal,
        // The screen says what went wrong, once, under the picture.
        silent: true,
        onProgress: (progress) => {
          if (progress.phase === 'uploading') update({ phase: 'uploading', ratio: progress.ratio });
        },
      }).then((stored) => {
        if (controller.signal.aborted) return;
        uploading.current = undefined;
        update(stored.cosName ? { phase: 'stored', cosName: stored.cosName } : { phase: 'failed', error: stored.failure?.message ?? '' });
      });
    },
    [tool.toolid, maxBytes],
  );

  const choose = useCallback(
    async (file: File | undefined) => {
      if (!file) return;
      const choice = ++latestChoice.current;
      setRefusal(undefined);
      if (!isRecognisableImage(file)) return setRefusal(t('notAnImage', { types: IMAGE_TYPES.join(', ') }));
      if (file.size >= maxBytes) return setRefusal(t('fileTooLarge', { size: formatBytes(maxBytes) }));
      setPreparing(true);
      try {
        const preview = await readPreviewImage(file);
        if (choice !== latestChoice.current) return URL.revokeObjectURL(preview.url);
        store(file, preview);
      } catch {
        if (choice === latestChoice.current) setRefusal(t('errorReadingFile'));
      } finally {
        if (choice === latestChoice.current) setPreparing(false);
      }
    },
    [maxBytes, store, t],
  );

  /**
   * A file the upload box refused by its own check (its type, its size, its sides): said here,
   * once — in the family's words, else the box's (the sides, with their figures).
   */
  const refuse = useCallback(
    (reason: UploadRejection, _files: File[], message: string) => {
      const own: Partial<Record<UploadRejection, string>> = {
        fileTooLarge: t('fileTooLarge', { size: formatBytes(maxBytes) }),
        fileTypeUnsupported: t('notAnImage', { types: IMAGE_TYPES.join(', ') }),
        // As when the preview cannot be made (choose).
        imageNotLoaded: t('errorReadingFile'),
        readerError: t('errorReadingFile'),
      };
      setRefusal(own[reason] ?? message);
    },
    [maxBytes, t],
  );

  /** Sends the chosen picture again after a failed upload. */
  const retry = useCallback(() => {
    if (picture?.upload.phase === 'failed') store(picture.file, picture.preview);
  }, [picture, store]);

  const clear = useCallback(() => {
    latestChoice.current++;
    uploading.current?.abort();
    uploading.current = undefined;
    setPicture(undefined);
    setRefusal(undefined);
  }, []);

  const stored: StoredPicture | undefined = picture?.upload.phase === 'stored' ? { file: picture.upload.cosName, name: picture.file.name } : undefined;
  return { picture, stored, refusal, preparing, maxBytes, limits: EFFECT_PICTURE_LIMITS, choose, refuse, retry, clear };
}

export type Picture = ReturnType<typeof usePicture>;
