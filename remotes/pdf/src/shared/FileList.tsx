import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useT } from '../messages';
import { FileRow } from './FileRow';
import type { ChosenFile } from './use-chosen-files';
import { useFocusAfterMove } from './use-focus-after-move';
import styles from './shared.module.css';

export interface FileListProps {
  files: ChosenFile[];
  /** The order matters (merge, images to PDF): drag handles and move buttons. */
  reorderable: boolean;
  disabled: boolean;
  onMove: (id: string, to: number) => void;
  onRemove: (id: string) => void;
  onRetry: (id: string) => void;
  /** Per file: the password form, the tool's own controls, a note. */
  renderUnlock?: (file: ChosenFile) => ReactNode;
  renderExtra?: (file: ChosenFile) => ReactNode;
  renderNote?: (file: ChosenFile) => ReactNode;
}

/** Where a dragged row would land: before the row under the pointer, or after it past its middle. */
function dropIndex(event: DragEvent<HTMLElement>, index: number): number {
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientY > box.top + box.height / 2 ? index + 1 : index;
}

/**
 * The chosen files, in order. Reordering is by drag and drop from a row's handle, and by its
 * move buttons for the keyboard and for touch screens, where dragging does not work; each
 * move is announced, and the focus stays on the moved file's button.
 */
export function FileList({ files, reorderable, disabled, onMove, onRemove, onRetry, renderUnlock, renderExtra, renderNote }: FileListProps) {
  const t = useT();
  const listRef = useRef<HTMLOListElement>(null);
  const [dragged, setDragged] = useState<string>();
  const [dropAt, setDropAt] = useState<number>();
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useFocusAfterMove(listRef);

  const move = (file: ChosenFile, to: number, direction?: 'up' | 'down') => {
    const position = Math.max(0, Math.min(files.length - 1, to));
    onMove(file.id, position);
    setAnnouncement(t('movedTo', { name: file.file.name, position: position + 1 }));
    if (direction) focusAfterMove(file.id, direction, direction === 'up' ? 'down' : 'up');
  };

  const finishDrag = () => {
    setDragged(undefined);
    setDropAt(undefined);
  };

  const drop = (event: DragEvent<HTMLElement>, index: number) => {
    const file = files.find((candidate) => candidate.id === dragged);
    if (!file) return;
    event.preventDefault();
    event.stopPropagation();
    const from = files.indexOf(file);
    const at = dropIndex(event, index);
    // Landing after itself or right before the next row is where it already is.
    move(file, at > from ? at - 1 : at);
    finishDrag();
  };

  return (
    <>
      <ol ref={listRef} className={styles.fileList} aria-label={t('fileList')}>
        {files.map((file, index) => (
          <li
            key={file.id}
            className={styles.fileItem}
            data-dragging={dragged === file.id ? '' : undefined}
            data-drop={dropAt === index ? 'before' : dropAt === index + 1 && index === files.length - 1 ? 'after' : undefined}
            onDragOver={(event) => {
              if (!dragged) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              setDropAt(dropIndex(event, index));
            }}
            onDrop={(event) => drop(event, index)}
          >
            <FileRow
              file={file}
              order={reorderable && files.length > 1 ? { index, count: files.length, onMove: (to) => move(file, to, to < index ? 'up' : 'down') } : undefined}
              unlock={renderUnlock?.(file)}
              extra={renderExtra?.(file)}
              note={renderNote?.(file)}
              disabled={disabled}
              onRemove={() => onRemove(file.id)}
              onRetry={() => onRetry(file.id)}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                // Some browsers start no drag without data.
                event.dataTransfer.setData('text/plain', file.file.name);
                const row = event.currentTarget.closest('li');
                if (row) event.dataTransfer.setDragImage(row, 24, 24);
                setDragged(file.id);
              }}
              onDragEnd={finishDrag}
            />
          </li>
        ))}
      </ol>
      <p className={styles.visuallyHidden} aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
