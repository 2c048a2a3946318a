import { hostDownload, hostSavesDownloads } from '@toolhub/sdk';
import type { HTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { Button, ButtonContent, buttonClassName } from '@toolhub/ui/core';
import { FilePreview } from '../FilePreview/FilePreview';
import { DownloadGlyph } from '../internal/icons';
import hidden from '../internal/visually-hidden.module.css';
import { useT } from '../messages';
import styles from './DownloadCard.module.css';

export interface DownloadCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The file's name: shown, and the name the browser saves it under. */
  name: string;
  /** Bytes. */
  size?: number;
  /** More after the size: '12 页'. */
  meta?: ReactNode;
  /** A picture of the file: an image URL, a media type for the glyph, or a thumbnail of the caller's own. */
  src?: string;
  type?: string;
  thumbnail?: ReactNode;
  /** The stored file: the download is then a plain link, which works without script and saves under `name`. */
  href?: string;
  /** Or a button that makes the file first (a CSV built on the page). */
  onDownload?: () => void;
  /** The download button's words; '下载' unless told. The file's name is added for screen readers. */
  downloadLabel?: ReactNode;
  /** The button's file is being made. */
  downloading?: boolean;
  /** The main result (a filled button) or one of several others (an outlined one). */
  primary?: boolean;
  /** More buttons after the download (copy a link, open full size). */
  actions?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * In the browser host the link is handed to the host, which saves the file (its web view
 * ignores download links); should the host decline, the link is followed as anywhere else.
 */
function saveInHost(event: MouseEvent<HTMLAnchorElement>, href: string, name: string) {
  if (!hostSavesDownloads()) return;
  event.preventDefault();
  const link = event.currentTarget;
  void hostDownload(new URL(href, globalThis.location.href).href, name).then((saved) => {
    if (!saved) Object.assign(document.createElement('a'), { href: link.href, download: name }).click();
  });
}

/** A finished result file: what it is, and the way to download it. */
export function DownloadCard({
  name,
  size,
  meta,
  src,
  type,
  thumbnail,
  href,
  onDownload,
  downloadLabel,
  downloading = false,
  primary = true,
  actions,
  className,
  ...rest
}: DownloadCardProps) {
  const t = useT();
  const variant = primary ? 'primary' : 'outline';
  // Visible words first, then the file's name for screen readers: several download buttons stay apart.
  const label = (
    <>
      {downloadLabel ?? t('download')}
      <span className={hidden.visuallyHidden}> {name}</span>
    </>
  );
  const icon = <DownloadGlyph />;

  return (
    <div {...rest} className={[styles.card, primary && styles.primary, className].filter(Boolean).join(' ')}>
      <FilePreview className={styles.file} name={name} size={size} meta={meta} src={src} type={type} thumbnail={thumbnail} />
      <div className={styles.actions}>
        {actions}
        {href !== undefined ? (
          <a className={buttonClassName({ variant })} href={href} download={name} onClick={(event) => saveInHost(event, href, name)}>
            <ButtonContent icon={icon}>{label}</ButtonContent>
          </a>
        ) : (
          <Button variant={variant} icon={icon} loading={downloading} onClick={onDownload}>
            {label}
          </Button>
        )}
      </div>
    </div>
  );
}
