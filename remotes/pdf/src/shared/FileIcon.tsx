import { useEffect, useState } from 'react';
import { useT } from '../messages';
import { PageThumb } from './PageThumb';
import type { ChosenFile } from './use-chosen-files';
import styles from './shared.module.css';

const ICON_WIDTH = 44;

/** The label of a file's type on its sheet: PDF, DOCX, PNG… */
const typeLabelOf = (name: string) => /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toUpperCase() ?? '';

/** A file's small picture in its row: its first page, the image itself, or a sheet with its type. */
export function FileIcon({ file }: { file: ChosenFile }) {
  const t = useT();
  const label = t('firstPageOf', { name: file.file.name });
  if (file.document) return <PageThumb document={file.document} pageNumber={1} width={ICON_WIDTH} label={label} />;
  if (file.kind === 'image') return <ImageIcon file={file.file} label={label} />;
  return (
    <span className={styles.typeSheet} data-kind={file.kind} data-locked={file.reading === 'locked' ? '' : undefined} aria-hidden="true">
      {file.reading === 'locked' ? (
        <svg viewBox="0 0 24 24" focusable="false">
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path d="M8 11V8a4 4 0 018 0v3" />
        </svg>
      ) : null}
      {typeLabelOf(file.file.name)}
    </span>
  );
}

function ImageIcon({ file, label }: { file: File; label: string }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return <span className={styles.thumb} style={{ width: ICON_WIDTH }}>{url && <img className={styles.thumbImage} src={url} alt={label} draggable={false} />}</span>;
}
