import { Fragment, useEffect, useRef, useState, type DragEvent, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { Button, IconButton } from '@toolhub/ui/core';
import { FilePreview } from '../FilePreview/FilePreview';
import { ArrowDownGlyph, ArrowUpGlyph, CheckGlyph, GripGlyph } from '../internal/icons';
import hidden from '../internal/visually-hidden.module.css';
import { useT } from '../messages';
import { Progress, percentOf } from '../Progress/Progress';
import styles from './FileList.module.css';

export type FileListStatus = 'waiting' | 'uploading' | 'done' | 'error';

export interface FileListItem {
  /** Stable across renders and moves. */
  id: string;
  name: string;
  /** Bytes. */
  size?: number;
  /** Thumbnail: an image URL, a media type for the glyph, or a picture of the caller's own (a first page). */
  src?: string;
  type?: string;
  thumbnail?: ReactNode;
  /** Where its upload is; none for a file that is not uploaded. */
  status?: FileListStatus;
  /** 0..1 while uploading; undefined while it is being prepared. */
  progress?: number;
  /** Why it failed, in the error status; '上传失败' unless told. */
  error?: ReactNode;
  /** Facts after the size: '12 页', '已加密'. */
  meta?: ReactNode;
  /** Said instead of the upload status: '已有密码'. */
  note?: ReactNode;
  /** Under the row: a password form, the tool's own controls for this file. */
  extra?: ReactNode;
}

type ListAttributes = Omit<HTMLAttributes<HTMLOListElement>, 'children'>;

export interface FileListProps extends ListAttributes {
  files: readonly FileListItem[];
  /** The list's name; '已选择的文件' unless told. */
  label?: string;
  /** Offers each file a remove button, '移除 {name}'. */
  onRemove?: (id: string) => void;
  /** The order matters: drag handles and move buttons, each move announced. `to` is the new index. */
  onMove?: (id: string, to: number) => void;
  /** Offers a failed upload a retry button. */
  onRetry?: (id: string) => void;
  /** What is announced after a move (`position` from 1), for a family with its own wording; '已移动 {name} 到第 {position} 位' unless told. */
  moveAnnouncement?: (name: string, position: number) => string;
  /** While a task runs, the files stay as they are. */
  disabled?: boolean;
  ref?: Ref<HTMLOListElement>;
}

type Direction = 'up' | 'down';

/** Where a dragged row would land: before the row under the pointer, or after it past its middle. */
function dropIndex(event: DragEvent<HTMLElement>, index: number): number {
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientY > box.top + box.height / 2 ? index + 1 : index;
}

/**
 * The chosen files with their upload state. When the order matters, a file moves by its move
 * buttons (keyboard, touch) or by dragging its handle; each move is announced, and the focus
 * stays on the moved file's button wherever the file now stands.
 */
export function FileList({ files, label, onRemove, onMove, onRetry, moveAnnouncement, disabled = false, className, ...rest }: FileListProps) {
  const t = useT();
  const reorderable = onMove !== undefined && files.length > 1;
  const [dragged, setDragged] = useState<string>();
  const [dropAt, setDropAt] = useState<number>();
  const [announcement, setAnnouncement] = useState('');
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  // The button to focus once the caller has moved the file (now, or after an await of its own).
  const pendingFocus = useRef<{ id: string; to: number; direction: Direction }>(undefined);

  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = undefined;
    if (files[pending.to]?.id !== pending.id) return;
    const button = (direction: Direction) => moveButtons.current.get(`${pending.id}:${direction}`);
    const pressed = button(pending.direction);
    // At an end the pressed button is off: its partner keeps the focus in the row.
    (pressed && !pressed.disabled ? pressed : button(pending.direction === 'up' ? 'down' : 'up'))?.focus();
  }, [files]);

  const move = (file: FileListItem, to: number, direction?: Direction) => {
    if (!onMove) return;
    const position = Math.max(0, Math.min(files.length - 1, to));
    if (files[position]?.id === file.id) return;
    if (direction) pendingFocus.current = { id: file.id, to: position, direction };
    onMove(file.id, position);
    setAnnouncement(moveAnnouncement ? moveAnnouncement(file.name, position + 1) : t('movedTo', { name: file.name, position: position + 1 }));
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
    // Landing after itself, or right before the next row, is where it already is.
    move(file, at > from ? at - 1 : at);
    finishDrag();
  };

  const moveButtonRef = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) moveButtons.current.set(key, element);
    else moveButtons.current.delete(key);
  };

  const List = onMove ? 'ol' : 'ul';

  return (
    <>
      <List {...rest} className={[styles.list, className].filter(Boolean).join(' ')} aria-label={label ?? t('fileList')}>
        {files.map((file, index) => (
          <li
            key={file.id}
            className={styles.item}
            data-dragging={dragged === file.id ? '' : undefined}
            data-drop={dropAt === index ? 'before' : dropAt === index + 1 && index === files.length - 1 ? 'after' : undefined}
            onDragOver={(event) => {
              // Only a row of this list: files dragged in from outside go on to whoever takes them.
              if (!dragged) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              setDropAt(dropIndex(event, index));
            }}
            onDrop={(event) => drop(event, index)}
          >
            <div className={styles.row}>
              <div className={styles.main}>
                {reorderable && (
                  <span
                    className={styles.handle}
                    draggable={!disabled}
                    title={t('dragToReorder', { name: file.name })}
                    // The move buttons are the accessible way; the handle is for the mouse.
                    aria-hidden="true"
                    onDragStart={(event) => {
                      event.dataTransfer.effectAllowed = 'move';
                      // Some browsers start no drag without data.
                      event.dataTransfer.setData('text/plain', file.name);
                      const row = event.currentTarget.closest('li');
                      if (row) event.dataTransfer.setDragImage(row, 24, 24);
                      setDragged(file.id);
                    }}
                    onDragEnd={finishDrag}
                  >
                    <GripGlyph />
                  </span>
                )}
                <FilePreview
                  className={styles.preview}
                  name={file.name}
                  size={file.size}
                  src={file.src}
                  type={file.type}
                  thumbnail={file.thumbnail}
                  meta={metaOf(file, t)}
                  disabled={disabled}
                  onRemove={onRemove && (() => onRemove(file.id))}
                  actions={
                    reorderable && (
                      <>
                        <IconButton
                          ref={moveButtonRef(`${file.id}:up`)}
                          size="sm"
                          label={t('moveUp', { name: file.name })}
                          icon={<ArrowUpGlyph />}
                          disabled={disabled || index === 0}
                          onClick={() => move(file, index - 1, 'up')}
                        />
                        <IconButton
                          ref={moveButtonRef(`${file.id}:down`)}
                          size="sm"
                          label={t('moveDown', { name: file.name })}
                          icon={<ArrowDownGlyph />}
                          disabled={disabled || index === files.length - 1}
                          onClick={() => move(file, index + 1, 'down')}
                        />
                      </>
                    )
                  }
                />
              </div>
              {file.status === 'uploading' && <Progress size="sm" value={file.progress} label={t('uploadProgressOf', { name: file.name })} />}
              {file.status === 'error' && (
                <p className={styles.error} role="alert">
                  {file.error ?? t('uploadFailed')}
                  {onRetry && (
                    <Button variant="text" size="sm" disabled={disabled} onClick={() => onRetry(file.id)}>
                      {t('retryUpload')}
                    </Button>
                  )}
                </p>
              )}
              {file.extra}
            </div>
          </li>
        ))}
      </List>
      <p className={hidden.visuallyHidden} aria-live="polite">
        {announcement}
      </p>
    </>
  );
}

type Translate = ReturnType<typeof useT>;

/** Where the upload is, in words (the error status has its own alert under the row). */
function uploadStatus({ status, progress }: FileListItem, t: Translate): ReactNode {
  if (status === 'waiting') return t('uploadWaiting');
  if (status === 'uploading') {
    const percent = percentOf(progress);
    return percent === undefined ? t('uploadPreparing') : t('uploadingPercent', { percent });
  }
  if (status === 'done') {
    return (
      <span className={styles.done}>
        <CheckGlyph className={styles.doneIcon} />
        {t('uploaded')}
      </span>
    );
  }
  return null;
}

/** After the size: the caller's facts, then the note or where the upload is; undefined when nothing. */
function metaOf(file: FileListItem, t: Translate): ReactNode {
  const parts = [file.meta, file.note ?? uploadStatus(file, t)].filter((part) => part !== undefined && part !== null && part !== false && part !== '');
  if (parts.length === 0) return undefined;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && ' · '}
      {part}
    </Fragment>
  ));
}
