import { ensureCompliance } from '@toolhub/sdk';
import { Button, UploadBox, type UploadRejection } from '@toolhub/ui';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useT } from '../messages';
import { acceptOf, compressionOf, extensionsOf, maxBytesOf, type DocumentKind } from './file-kinds';
import { FileList, type FileListProps } from './FileList';
import type { ChosenFiles } from './use-chosen-files';
import styles from './shared.module.css';

export interface FilePanelProps extends Pick<FileListProps, 'renderUnlock' | 'renderExtra' | 'renderNote'> {
  tool: { toolid: number; maxsize?: number };
  chosen: ChosenFiles;
  kinds: readonly DocumentKind[];
  /** How many files at most; 1 replaces the file on a new choice. */
  max: number;
  /** The order matters: the files can be dragged and moved. */
  reorderable?: boolean;
  /** While a task runs, the files stay as they are. */
  disabled: boolean;
  /** What the tool takes, under the upload box ("PDF, several at once"). */
  hint: ReactNode;
}

const isFileDrag = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * The left side of every tool of the family: the upload box until a file is chosen (the
 * compliance agreement first), then the list of files with their progress, and a way to add
 * more — a button, or files dropped on the list.
 */
export function FilePanel({ tool, chosen, kinds, max, reorderable = false, disabled, hint, renderUnlock, renderExtra, renderNote }: FilePanelProps) {
  const t = useT();
  const pickerRef = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string>();
  const [dropping, setDropping] = useState(false);
  const largest = Math.max(...kinds.map((kind) => maxBytesOf(kind, tool)));
  // The box's own check is the loosest of the kinds'; each file is then held to its kind's rule.
  const compress = kinds.includes('image') ? compressionOf('image') : false;
  const { files } = chosen;

  const take = (chosenFiles: File[]) => setRefusal(chosenFiles.length ? chosen.add(chosenFiles) : undefined);
  const refuse = (reason: UploadRejection) => setRefusal(reason === 'fileTooLarge' ? t('failure_tooLarge') : t('wrongKind', { kinds: extensionsOf(kinds) }));

  const pickMore = async () => {
    if (!disabled && (await ensureCompliance())) pickerRef.current?.click();
  };

  const dropOnList = async (event: DragEvent<HTMLDivElement>) => {
    if (!isFileDrag(event)) return;
    event.preventDefault();
    setDropping(false);
    const dropped = Array.from(event.dataTransfer.files);
    if (!disabled && (await ensureCompliance())) take(dropped);
  };

  return (
    <div className={styles.filePanel}>
      {files.length === 0 ? (
        <>
          <UploadBox accept={acceptOf(kinds)} maxSize={largest} compress={compress} multiple={max > 1} disabled={disabled} beforeSelect={() => ensureCompliance()} onFiles={take} onReject={refuse} />
          <p className={styles.panelHint}>{hint}</p>
        </>
      ) : (
        <div
          className={styles.listDropZone}
          data-dropping={dropping ? '' : undefined}
          onDragOver={(event) => {
            if (!isFileDrag(event) || disabled) return;
            event.preventDefault();
            setDropping(true);
          }}
          onDragLeave={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false);
          }}
          onDrop={(event) => void dropOnList(event)}
        >
          {reorderable && files.length > 1 && <p className={styles.panelHint}>{t('orderHint')}</p>}
          <FileList
            files={files}
            reorderable={reorderable}
            disabled={disabled}
            onMove={chosen.move}
            onRemove={chosen.remove}
            onRetry={chosen.retryUpload}
            renderUnlock={renderUnlock}
            renderExtra={renderExtra}
            renderNote={renderNote}
          />
          {(max === 1 || files.length < max) && (
            <div className={styles.addRow}>
              <Button variant="outlined" disabled={disabled} onClick={() => void pickMore()}>
                <svg className={styles.buttonIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d={max === 1 ? 'M4 12a8 8 0 0114-5.3M20 12a8 8 0 01-14 5.3M18 3v4h-4M6 21v-4h4' : 'M12 5v14M5 12h14'} />
                </svg>
                {max === 1 ? t('replaceFile') : t('addFiles')}
              </Button>
              {max > 1 && <span className={styles.dropHint}>{t('dropToAdd')}</span>}
            </div>
          )}
          <input
            ref={pickerRef}
            type="file"
            className={styles.visuallyHidden}
            accept={acceptOf(kinds)}
            multiple={max > 1}
            tabIndex={-1}
            // The button is what assistive technology announces.
            aria-hidden="true"
            aria-label={max === 1 ? t('replaceFile') : t('addFiles')}
            onChange={(event) => {
              const picked = Array.from(event.currentTarget.files ?? []);
              // Cleared, so choosing the same file again still counts as a change.
              event.currentTarget.value = '';
              take(picked);
            }}
          />
        </div>
      )}
      {refusal && (
        <p className={styles.refusal} role="alert">
          {refusal}
        </p>
      )}
    </div>
  );
}
