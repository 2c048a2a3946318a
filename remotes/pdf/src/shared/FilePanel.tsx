import { ensureCompliance } from '@toolhub/sdk';
import { Button, FileList, UploadBox, type FileListItem, type UploadRejection } from '@toolhub/ui';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useT } from '../messages';
import { acceptOf, compressionOf, extensionsOf, maxBytesOf, type DocumentKind } from './file-kinds';
import { PageThumb } from './PageThumb';
import { usePictureUrls } from './use-file-pictures';
import type { ChosenFile, ChosenFiles } from './use-chosen-files';
import styles from './shared.module.css';

/** What a tool adds to a file's row. */
export interface FileRowParts {
  /** The password form (a locked file, or one the server said needs it). */
  renderUnlock?: (file: ChosenFile) => ReactNode;
  /** More under the row: a tool's per-file controls (merge's page picker). */
  renderExtra?: (file: ChosenFile) => ReactNode;
  /** A note about the file instead of its upload state (encrypt: "already has a password"). */
  renderNote?: (file: ChosenFile) => ReactNode;
}

export interface FilePanelProps extends FileRowParts {
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

/** The list's thumbnails are this wide (CSS pixels). */
const THUMB_WIDTH = 44;

const ADD_GLYPH = 'M12 5v14M5 12h14';
const REPLACE_GLYPH = 'M4 12a8 8 0 0114-5.3M20 12a8 8 0 01-14 5.3M18 3v4h-4M6 21v-4h4';

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
  const pictures = usePictureUrls(files);
  const addLabel = max === 1 ? t('replaceFile') : t('addFiles');

  const take = (chosenFiles: File[]) => setRefusal(chosenFiles.length ? chosen.add(chosenFiles) : undefined);
  /** The box's refusals in the family's words; one it has no words for, in the box's own. */
  const refuse = (reason: UploadRejection, _files: File[], message: string) => {
    const own: Partial<Record<UploadRejection, string>> = {
      fileTooLarge: t('failure_tooLarge'),
      fileTypeUnsupported: t('wrongKind', { kinds: extensionsOf(kinds) }),
      tooManyFiles: t('tooManyFiles', { max }),
    };
    setRefusal(own[reason] ?? message);
  };

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

  /** A chosen file as the list shows it: its facts, where its upload is, and the tool's parts under it. */
  const itemOf = (file: ChosenFile): FileListItem => {
    const { phase, ratio, error } = file.upload;
    const facts = [
      file.pageCount !== undefined && file.kind !== 'image' && t('pageCount', { count: file.pageCount }),
      file.reading === 'reading' && t('reading'),
      file.reading === 'locked' && t('encrypted'),
    ];
    return {
      id: file.id,
      name: file.file.name,
      size: file.file.size,
      type: file.file.type,
      src: pictures[file.id],
      thumbnail: file.document && <PageThumb document={file.document} pageNumber={1} width={THUMB_WIDTH} label="" fill />,
      // Preparing is an upload whose progress is not known yet.
      status: phase === 'preparing' ? 'uploading' : phase === 'failed' ? 'error' : phase,
      progress: phase === 'uploading' ? ratio : undefined,
      error: error || t('failure_tooLarge'),
      meta: facts.filter(Boolean).join(' · ') || undefined,
      note: renderNote?.(file) || undefined,
      extra: (
        <>
          {file.reading === 'damaged' && (
            <p className={styles.rowError} role="alert">
              {t('fileDamaged')}
            </p>
          )}
          {renderUnlock?.(file)}
          {renderExtra?.(file)}
        </>
      ),
    };
  };

  return (
    <div className={styles.stack}>
      {files.length === 0 ? (
        <>
          {/* Shown only while the panel is empty: the tool's max is all the room there is (chosen.add counts a list's files). */}
          <UploadBox accept={acceptOf(kinds)} maxSize={largest} limits={{ maxFiles: max }} compress={compress} multiple={max > 1} disabled={disabled} beforeSelect={() => ensureCompliance()} onFiles={take} onReject={refuse} />
          <p className={styles.hint}>{hint}</p>
        </>
      ) : (
        <div
          className={styles.dropZone}
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
          {reorderable && files.length > 1 && <p className={styles.hint}>{t('orderHint')}</p>}
          <FileList
            files={files.map(itemOf)}
            disabled={disabled}
            onRemove={chosen.remove}
            onRetry={chosen.retryUpload}
            onMove={reorderable ? chosen.move : undefined}
            moveAnnouncement={(name, position) => t('movedTo', { name, position })}
          />
          {(max === 1 || files.length < max) && (
            <div className={styles.addRow}>
              <Button
                variant="outline"
                disabled={disabled}
                onClick={() => void pickMore()}
                icon={
                  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" focusable="false">
                    <path d={max === 1 ? REPLACE_GLYPH : ADD_GLYPH} />
                  </svg>
                }
              >
                {addLabel}
              </Button>
              {max > 1 && <span className={styles.hint}>{t('dropToAdd')}</span>}
            </div>
          )}
          <input
            ref={pickerRef}
            type="file"
            className="th-visually-hidden"
            accept={acceptOf(kinds)}
            multiple={max > 1}
            tabIndex={-1}
            // The button is what assistive technology announces.
            aria-hidden="true"
            aria-label={addLabel}
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
