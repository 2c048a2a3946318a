import { Button, ProgressBar } from '@toolhub/ui';
import type { DragEvent, ReactNode } from 'react';
import { useT } from '../messages';
import { FileIcon } from './FileIcon';
import { formatBytes } from './format';
import type { ChosenFile } from './use-chosen-files';
import styles from './shared.module.css';

export interface FileRowProps {
  file: ChosenFile;
  /** Position in the list, for the move buttons; absent when the list has no order to set. */
  order?: { index: number; count: number; onMove: (to: number) => void };
  /** Asks for the open password (a locked file, or one the server said needs it). */
  unlock?: ReactNode;
  /** More under the row: a tool's per-file controls (merge's page picker). */
  extra?: ReactNode;
  /** A note about the file instead of its upload state (encrypt: "already has a password"). */
  note?: ReactNode;
  disabled: boolean;
  onRemove: () => void;
  onRetry: () => void;
  /** Drag to reorder, from the handle. */
  onDragStart?: (event: DragEvent<HTMLElement>) => void;
  onDragEnd?: () => void;
}

/** One chosen file: its first page, name, size and pages, where its upload is, and its buttons. */
export function FileRow({ file, order, unlock, extra, note, disabled, onRemove, onRetry, onDragStart, onDragEnd }: FileRowProps) {
  const t = useT();
  const name = file.file.name;
  const { phase, ratio, error } = file.upload;
  const sending = phase === 'preparing' || phase === 'uploading';

  return (
    <div className={styles.row}>
      <div className={styles.rowMain}>
        {order && (
          <span
            className={styles.handle}
            draggable={!disabled}
            title={t('dragToReorder', { name })}
            aria-hidden="true"
            onDragStart={onDragStart}
            onDragEnd={onDragEnd}
          >
            <svg viewBox="0 0 24 24" focusable="false">
              <circle cx="9" cy="6" r="1.6" />
              <circle cx="15" cy="6" r="1.6" />
              <circle cx="9" cy="12" r="1.6" />
              <circle cx="15" cy="12" r="1.6" />
              <circle cx="9" cy="18" r="1.6" />
              <circle cx="15" cy="18" r="1.6" />
            </svg>
          </span>
        )}
        <FileIcon file={file} />
        <div className={styles.rowText}>
          <span className={styles.fileName} title={name}>
            {name}
          </span>
          <span className={styles.fileMeta}>
            {formatBytes(file.file.size)}
            {file.pageCount !== undefined && file.kind !== 'image' && <> · {t('pageCount', { count: file.pageCount })}</>}
            {file.reading === 'reading' && <> · {t('reading')}</>}
            {file.reading === 'locked' && <> · {t('encrypted')}</>}
            <UploadPhase file={file} note={note} />
          </span>
        </div>
        <div className={styles.rowButtons}>
          {order && (
            <>
              <button
                type="button"
                className={styles.iconButton}
                data-move={`${file.id}:up`}
                aria-label={t('moveUp', { name })}
                title={t('moveUp', { name })}
                disabled={disabled || order.index === 0}
                onClick={() => order.onMove(order.index - 1)}
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M12 19V5M6 11l6-6 6 6" />
                </svg>
              </button>
              <button
                type="button"
                className={styles.iconButton}
                data-move={`${file.id}:down`}
                aria-label={t('moveDown', { name })}
                title={t('moveDown', { name })}
                disabled={disabled || order.index === order.count - 1}
                onClick={() => order.onMove(order.index + 1)}
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M12 5v14M6 13l6 6 6-6" />
                </svg>
              </button>
            </>
          )}
          <button type="button" className={styles.iconButton} aria-label={t('removeFile', { name })} title={t('removeFile', { name })} disabled={disabled} onClick={onRemove}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
      </div>
      {sending && <ProgressBar value={phase === 'uploading' ? ratio : 0} label={t('uploadProgressOf', { name })} />}
      {phase === 'failed' && (
        <p className={styles.rowError} role="alert">
          {error || t('failure_tooLarge')}
          <Button variant="text" onClick={onRetry} disabled={disabled}>
            {t('retryUpload')}
          </Button>
        </p>
      )}
      {file.reading === 'damaged' && (
        <p className={styles.rowError} role="alert">
          {t('fileDamaged')}
        </p>
      )}
      {unlock}
      {extra}
    </div>
  );
}

/** Where the upload is, after the size and pages: waiting, a percentage, done; or the tool's note. */
function UploadPhase({ file, note }: { file: ChosenFile; note?: ReactNode }) {
  const t = useT();
  if (note) return <> · {note}</>;
  const { phase, ratio } = file.upload;
  if (phase === 'waiting') return <> · {t('uploadWaiting')}</>;
  if (phase === 'preparing') return <> · {t('uploadPreparing')}</>;
  if (phase === 'uploading') return <> · {t('uploading', { percent: Math.round(ratio * 100) })}</>;
  if (phase === 'done') {
    return (
      <>
        {' · '}
        <span className={styles.uploaded}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
          {t('uploaded')}
        </span>
      </>
    );
  }
  return null;
}
