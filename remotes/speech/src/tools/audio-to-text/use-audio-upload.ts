/**
 * The recording a visitor chose or made, uploaded as soon as it is chosen, with its progress:
 * as it is when the store takes its type (the server sniffs the format from its bytes), else
 * as the WAV the browser decodes it to (to-wav.ts). A file the
 * browser does not call audio or video, or one over the limit, is refused before upload.
 */
import { ASR_MAX_BYTES } from '@toolhub/contracts';
import { upload } from '@toolhub/sdk';
import type { UploadRejection } from '@toolhub/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isStoredAsIs, toWav } from './to-wav';

export type AudioUpload = { phase: 'uploading'; ratio: number } | { phase: 'stored'; cosName: string } | { phase: 'failed'; error: string };

export interface ChosenAudio {
  file: File;
  upload: AudioUpload;
}

/** Audio by the browser's type or its name: AMR and some M4A files come with no type at all. */
const looksLikeAudio = (file: File) => /^(audio|video)\//.test(file.type) || /\.(mp3|wav|m4a|aac|mp4|ogg|oga|opus|webm|amr)$/i.test(file.name);

export function useAudioUpload(toolid: number, maxBytes = ASR_MAX_BYTES) {
  const [audio, setAudio] = useState<ChosenAudio | undefined>(undefined);
  const [refusal, setRefusal] = useState<'notAudio' | 'fileTooLarge' | 'cannotDecode' | undefined>(undefined);
  const [converting, setConverting] = useState(false);
  const uploading = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => uploading.current?.abort(), []);

  const store = useCallback(
    (file: File) => {
      if (file.size > maxBytes) return setRefusal('fileTooLarge');
      uploading.current?.abort();
      const controller = new AbortController();
      uploading.current = controller;
      const update = (next: AudioUpload) => {
        if (!controller.signal.aborted) setAudio({ file, upload: next });
      };
      update({ phase: 'uploading', ratio: 0 });
      void upload(file, {
        toolid,
        maxSize: maxBytes,
        signal: controller.signal,
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
    [toolid, maxBytes],
  );

  const choose = useCallback(
    async (file: File | undefined) => {
      if (!file) return;
      setRefusal(undefined);
      if (!looksLikeAudio(file)) return setRefusal('notAudio');
      if (isStoredAsIs(file)) return store(file);
      setConverting(true);
      const wav = await toWav(file);
      setConverting(false);
      if (!wav) return setRefusal('cannotDecode');
      store(wav);
    },
    [store],
  );

  const clear = useCallback(() => {
    uploading.current?.abort();
    setAudio(undefined);
    setRefusal(undefined);
  }, []);

  /**
   * The upload box refused the file itself (its type, or its size). It is given no limits, so
   * no other reason comes; a file it could not read is said as one the browser cannot decode.
   */
  const refuse = useCallback(
    (reason: UploadRejection) => setRefusal(reason === 'fileTooLarge' ? 'fileTooLarge' : reason === 'readerError' || reason === 'imageNotLoaded' ? 'cannotDecode' : 'notAudio'),
    [],
  );

  return { audio, refusal, converting, choose, clear, refuse };
}
