import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { IconButton } from '@toolhub/ui/core';
import { CloseGlyph } from '../internal/icons';
import { useT } from '../messages';
import { extensionOf, fileKindOf, formatBytes } from './format-bytes';
import styles from './FilePreview.module.css';

export interface FilePreviewProps extends HTMLAttributes<HTMLDivElement> {
  /** The file's name, shown in full on hover when it is cut short. */
  name: string;
  /** Its size in bytes, shown as KB / MB. */
  size?: number;
  /** An image of it (an object URL of a chosen picture, a rendered first page). */
  src?: string;
  /** Its media type, for the glyph when the name has no extension. */
  type?: string;
  /** A thumbnail of its own (a page rendered by the caller); takes the place of src and the glyph. */
  thumbnail?: ReactNode;
  /** More after the size, e.g. '12 页 · 已上传'. */
  meta?: ReactNode;
  /** More buttons before the remove one (move up / down). */
  actions?: ReactNode;
  /** Offers a remove button, named '移除 {name}'. */
  onRemove?: () => void;
  /** Turns the remove button off (while a task runs). */
  disabled?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/** A file's small picture: its own thumbnail or image, else a sheet that says its type. */
export function FileThumb({ name, src, type, thumbnail }: Pick<FilePreviewProps, 'name' | 'src' | 'type' | 'thumbnail'>) {
  if (thumbnail) return <span className={styles.thumb}>{thumbnail}</span>;
  // The name stands next to it, so the picture needs no words of its own.
  if (src) {
    return (
      <span className={styles.thumb}>
        <img className={styles.image} src={src} alt="" draggable={false} />
      </span>
    );
  }
  const kind = fileKindOf(name, type);
  return (
    <span className={styles.sheet} data-kind={kind} aria-hidden="true">
      {extensionOf(name).toUpperCase().slice(0, 4) || kind.toUpperCase().slice(0, 4)}
    </span>
  );
}

/** A file: its thumbnail, name and size, and a way to remove it. */
export function FilePreview({ name, size, src, type, thumbnail, meta, actions, onRemove, disabled = false, className, ...rest }: FilePreviewProps) {
  const t = useT();
  const hasSize = size !== undefined;
  return (
    <div {...rest} className={[styles.preview, className].filter(Boolean).join(' ')}>
      <FileThumb name={name} src={src} type={type} thumbnail={thumbnail} />
      <div className={styles.text}>
        <span className={styles.name} title={name}>
          {name}
        </span>
        {(hasSize || meta) && (
          <span className={styles.meta}>
            {hasSize && formatBytes(size)}
            {hasSize && meta ? ' · ' : null}
            {meta}
          </span>
        )}
      </div>
      {(actions || onRemove) && (
        <div className={styles.actions}>
          {actions}
          {onRemove && <IconButton size="sm" label={t('removeFile', { name })} icon={<CloseGlyph />} disabled={disabled} onClick={onRemove} />}
        </div>
      )}
    </div>
  );
}
