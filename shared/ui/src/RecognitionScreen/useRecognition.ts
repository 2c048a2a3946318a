import { IMAGE_TYPES, type CardSide, type ToolMeta } from '@toolhub/contracts';
import { fitForUpload, taskFailureText } from '@toolhub/sdk';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useT } from '../messages';
import { RECOGNITION_COMPRESS, imageRefusalOf, maxImageBytes, readPreviewImage, type ImageRefusal } from './image-file';
import { initialRecognitionState, recognitionReducer, type RecognitionState } from './recognition-state';
import { runRecognition, type ReadRecognitionResult } from './run-recognition';

export interface UseRecognitionOptions<T> {
  tool: ToolMeta;
  subReqType: number;
  readResult: ReadRecognitionResult<T>;
}

export interface Recognition<T> extends RecognitionState<T> {
  /** A chosen file is being compressed and read; it becomes the image (or is refused) next. */
  preparing: boolean;
  /** Checks a chosen file and makes it the screen's image, or says why not. */
  choose: (file: File | undefined) => Promise<void>;
  /** The main button: a press while a run is going is ignored. */
  recognise: (cardSide?: CardSide) => Promise<void>;
  /** A file refused before it was read (by the upload box's own check). */
  refuse: (refusal: ImageRefusal) => void;
  /** Forgets the image and the result (ignored while a run is going). */
  reset: () => void;
}

/** The screen's state machine and the flow behind its buttons. */
export function useRecognition<T>({ tool, subReqType, readResult }: UseRecognitionOptions<T>): Recognition<T> {
  const t = useT();
  const [state, dispatch] = useReducer(recognitionReducer<T>, initialRecognitionState as RecognitionState<T>);
  const [preparing, setPreparing] = useState(false);
  const fileRef = useRef<File | undefined>(undefined);
  // A ref, not state: two presses in one frame both see the first one's flag.
  const busyRef = useRef(false);
  // Reading a file takes a moment; only the latest choice may become the image.
  const latestChoiceRef = useRef(0);
  const maxBytes = maxImageBytes(tool);

  // The preview's object URL lives as long as it is the screen's image.
  const previewUrl = state.image?.url;
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  const refuse = useCallback(
    (refusal: ImageRefusal) =>
      dispatch({ type: 'refused', error: refusal === 'notAnImage' ? t('onlyImages', { types: IMAGE_TYPES.join(', ') }) : t('fileTooLarge') }),
    [t],
  );

  const choose = useCallback(
    async (file: File | undefined) => {
      if (!file || busyRef.current) return;
      const refusal = imageRefusalOf(file, maxBytes);
      if (refusal) return refuse(refusal);
      const choice = ++latestChoiceRef.current;
      const latest = () => choice === latestChoiceRef.current;
      setPreparing(true);
      try {
        // The upload's size rule, now rather than after the press: the image is recompressed
        // as the flow sends it, and only that must be smaller than the maximum (spec §5, §7).
        const fitted = await fitForUpload(file, { compress: RECOGNITION_COMPRESS, maxSize: maxBytes });
        if (!latest() || busyRef.current) return;
        if (!fitted.ok) return refuse('fileTooLarge');
        // The preview is of what will be sent, so boxes drawn over it fall where the engine saw them.
        const image = await readPreviewImage(fitted.file);
        if (!latest() || busyRef.current) {
          URL.revokeObjectURL(image.url);
          return;
        }
        fileRef.current = fitted.file;
        // Named as the visitor chose it (a .webp is sent as a .jpg).
        dispatch({ type: 'chosen', image: { ...image, name: file.name } });
      } catch {
        if (latest()) dispatch({ type: 'refused', error: t('errorReadingFile') });
      } finally {
        if (latest()) setPreparing(false);
      }
    },
    [maxBytes, refuse, t],
  );

  const recognise = useCallback(
    async (cardSide?: CardSide) => {
      const file = fileRef.current;
      if (busyRef.current || !file) return;
      busyRef.current = true;
      dispatch({ type: 'started' });
      try {
        dispatch(await runRecognition({ file, tool, subReqType, cardSide, readResult, text: (key) => t(key) }));
      } catch (error) {
        // runRecognition answers its own failures, so this is unexpected: shown as an exception
        // is (spec §8), never left spinning.
        console.error('[toolhub] recognition failed', error);
        dispatch({ type: 'failed', error: taskFailureText(tool.name, error instanceof Error ? error.message : undefined) });
      } finally {
        busyRef.current = false;
      }
    },
    [tool, subReqType, readResult, t],
  );

  const reset = useCallback(() => {
    if (busyRef.current) return;
    // A choice still being read must not come back after the reset.
    latestChoiceRef.current++;
    fileRef.current = undefined;
    dispatch({ type: 'reset' });
  }, []);

  return { ...state, preparing, choose, recognise, refuse, reset };
}
