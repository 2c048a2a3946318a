import { tooLargeToTry, type CompressMode } from '@toolhub/sdk';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '@toolhub/ui/core';
import { useT } from '../messages';
import { matchesAccept } from './accept';
import { readImageSize } from './image-size';
import { countOrSizeRefusal, imageRefusal, isImageFile, type PickLimits, type PickRefusal } from './limits';
import { refusalText, sizeHintText } from './refusal-text';
import hidden from '../internal/visually-hidden.module.css';
import styles from './UploadBox.module.css';

export interface UploadBoxProps {
  /** As the file input's accept, e.g. 'image/*'. */
  accept: string;
  /** Files of this size or more are refused with '文件过大' (spec §5); the hint names it. */
  maxSize: number;
  /**
   * The generic picker's limits (spec §5), checked after the type and `maxSize`: sizes in MB of
   * 1e6 bytes on the file as chosen, file count, image dimensions (the images are then read,
   * the button busy meanwhile). `maxSize` still applies; the hint names the smaller maximum.
   * A minimum count above 1 needs `multiple`.
   */
  limits?: PickLimits;
  /**
   * How the files are recompressed before upload (the SDK's `upload` option). An image that
   * will be is judged by its size after the compression, by whoever fits it for upload
   * (`fitForUpload`): the box then refuses at once only a file too large to even try.
   */
  compress?: CompressMode;
  /** The chosen file is being prepared (compressed): the button shows it is busy. */
  busy?: boolean;
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  multiple?: boolean;
  /**
   * Runs before the picker opens or a drop is taken, e.g. the compliance modal (spec §5);
   * the selection goes on only when it answers true.
   */
  beforeSelect?: () => boolean | Promise<boolean>;
  /**
   * Takes over the telling when files are refused (a wrong type, too large, or a `limits`
   * refusal): the box then shows no alert of its own, for a screen that has its own place for
   * errors. `message` is what the box would have said, with its limit figures, in the page's
   * language: the words for a reason the screen has none of its own for.
   */
  onReject?: (reason: UploadRejection, files: File[], message: string) => void;
}

export type UploadRejection = 'fileTypeUnsupported' | PickRefusal;

/** A drop area with a 'select file' button and the size hint. */
export function UploadBox({ accept, maxSize, limits, compress, busy = false, onFiles, disabled = false, multiple = false, beforeSelect, onReject }: UploadBoxProps) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [error, setError] = useState<UploadRejection>();
  const [dragging, setDragging] = useState(false);
  const [measuring, setMeasuring] = useState(false);
  // Reading images takes a moment: only the latest choice may be handed over (or refused).
  const latestChoice = useRef(0);
  useEffect(() => () => void latestChoice.current++, []);

  // A choice may come while images are read (a drop): it replaces the one being read.
  const mayProceed = async () => !disabled && !busy && (!beforeSelect || (await beforeSelect()));

  const settle = (files: File[], refusal: UploadRejection | undefined) => {
    setMeasuring(false);
    if (refusal && onReject) {
      setError(undefined);
      onReject(refusal, files, refusalText(t, refusal, limits));
    } else {
      setError(refusal);
      if (!refusal) onFiles(files);
    }
  };

  const take = (chosen: File[]) => {
    const files = multiple ? chosen : chosen.slice(0, 1);
    // Cleared every time, so choosing the same file again still fires a change.
    if (inputRef.current) inputRef.current.value = '';
    if (!files.length) return;
    const choice = ++latestChoice.current;
    const refusal = !files.every((file) => matchesAccept(file, accept))
      ? 'fileTypeUnsupported'
      : files.some((file) => tooLargeToTry(file, { compress, maxSize }))
        ? 'fileTooLarge'
        : limits && countOrSizeRefusal(files, limits);
    // Only images are read, and only against image limits: every other choice is answered at once.
    if (refusal || !limits?.image || !files.some(isImageFile)) return settle(files, refusal);
    setError(undefined);
    setMeasuring(true);
    void imageRefusal(files, limits.image, readImageSize).then((imageRefused) => {
      if (choice === latestChoice.current) settle(files, imageRefused);
    });
  };

  const openPicker = async () => {
    if (await mayProceed()) inputRef.current?.click();
  };

  const onDrop = async (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const files = Array.from(event.dataTransfer.files);
    if (await mayProceed()) take(files);
  };

  const classes = [styles.box, dragging && styles.dragging, disabled && styles.disabled].filter(Boolean).join(' ');
  return (
    <div
      className={classes}
      aria-disabled={disabled || undefined}
      onClick={() => void openPicker()}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => void onDrop(event)}
    >
      <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <path d="M24 32V12m0 0l-8 8m8-8l8 8" />
        <path d="M10 30v6a4 4 0 004 4h20a4 4 0 004-4v-6" />
      </svg>
      {/* Its click bubbles to the box, which opens the picker. */}
      <Button disabled={disabled} loading={busy || measuring} aria-describedby={hintId}>
        {t('selectFile')}
      </Button>
      <p id={hintId} className={styles.hint}>
        <span className={styles.dropHint}>{t('dropHint')} · </span>
        {sizeHintText(t, maxSize, limits)}
      </p>
      {error && (
        <p role="alert" className={styles.error}>
          {refusalText(t, error, limits)}
        </p>
      )}
      <input
        ref={inputRef}
        type="file"
        className={hidden.visuallyHidden}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        tabIndex={-1}
        // Hidden from assistive technology, which announces the button instead; the label still
        // names the input for code that drives it (tests, automation).
        aria-hidden="true"
        aria-label={t('selectFile')}
        // The picker's own click must not bubble to the box and open it again.
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => take(Array.from(event.currentTarget.files ?? []))}
      />
    </div>
  );
}
