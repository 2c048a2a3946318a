import { TEMP_URL_TTL_SECONDS, type PdfResult, type TaskFile } from '@toolhub/contracts';
import { Card, DownloadCard, formatBytes } from '@toolhub/ui';
import type { ReactNode } from 'react';
import { useT } from '../messages';
import { percentSmaller } from './format';
import type { PdfTaskOutcome } from './use-pdf-task';
import styles from './shared.module.css';

export interface ResultCardProps {
  outcome: PdfTaskOutcome;
  /** Compression: the saving is the headline. */
  showSaving?: boolean;
  /** A sentence on what the file is now ("encrypted with AES-256"). */
  note?: ReactNode;
  /** The tool's own lines between the figures and the downloads. */
  children?: ReactNode;
}

/** The file to offer first: the zip when the task packed several, else the first one. */
const primaryOf = (files: TaskFile[]) => files.find((file) => /\.zip$/i.test(file.name)) ?? files[0];

const pagesOf = (summary: PdfResult) => {
  const counted = summary.Files.filter((file) => file.Pages !== undefined);
  return counted.length ? counted.reduce((sum, file) => sum + (file.Pages ?? 0), 0) : undefined;
};

/** The bytes of a downloadable file, when the engine's list names it. */
const bytesOf = (summary: PdfResult | undefined, file: TaskFile) => summary?.Files.find((part) => part.Name === file.name)?.Bytes;

/**
 * A finished task: sizes and pages before and after (with the saving, for compression),
 * the files made, and their download links (the task's files, time-limited).
 */
export function ResultCard({ outcome, showSaving = false, note, children }: ResultCardProps) {
  const t = useT();
  const { summary, files } = outcome;
  const primary = primaryOf(files);
  const others = files.filter((file) => file !== primary);
  const parts = summary && summary.Files.length > 1 ? summary.Files : [];
  const outputPages = summary ? pagesOf(summary) : undefined;
  const saving = summary ? percentSmaller(summary.InputBytes, summary.OutputBytes) : 0;

  const sized = (bytes: number, pages: number | undefined) => (pages ? t('sizeAndPages', { size: formatBytes(bytes), pages }) : formatBytes(bytes));

  return (
    <Card
      className={styles.result}
      variant="bordered"
      title={
        <>
          <svg className={styles.resultIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="10" />
            <path d="M7.5 12.5l3 3 6-6.5" />
          </svg>
          {t('resultTitle')}
        </>
      }
    >
      {summary && (
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt>{t('before')}</dt>
            <dd>{sized(summary.InputBytes, summary.InputPages || undefined)}</dd>
          </div>
          <svg className={styles.arrow} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 12h15M13 6l6 6-6 6" />
          </svg>
          <div className={styles.figure}>
            <dt>{t('after')}</dt>
            <dd>
              {sized(summary.OutputBytes, outputPages)}
              {parts.length > 0 && <span className={styles.quiet}>{t('fileCount', { count: parts.length })}</span>}
            </dd>
          </div>
        </dl>
      )}
      {showSaving && summary && (
        <p className={styles.saving} data-saved={saving > 0 ? '' : undefined}>
          {saving > 0 ? t('saved', { percent: saving }) : t('notSmaller')}
        </p>
      )}

      {note && <p className={styles.resultNote}>{note}</p>}
      {children}

      {primary && <DownloadCard name={primary.name} size={bytesOf(summary, primary)} href={primary.url} />}
      {others.length > 0 && (
        <ul className={styles.downloads} aria-label={t('resultFiles')}>
          {others.map((file) => (
            <li key={file.cos_name}>
              <DownloadCard name={file.name} size={bytesOf(summary, file)} href={file.url} primary={false} />
            </li>
          ))}
        </ul>
      )}

      {parts.length > 0 && files.length === 1 && (
        <details className={styles.parts}>
          <summary>
            {t('zipHolds')} ({parts.length})
          </summary>
          <ul>
            {parts.map((part) => (
              <li key={part.Name}>
                <span>{part.Name}</span>
                <span>{sized(part.Bytes, part.Pages)}</span>
              </li>
            ))}
          </ul>
        </details>
      )}

      <p className={styles.quiet}>{t('linkLifetime', { hours: Math.round(TEMP_URL_TTL_SECONDS / 3600) })}</p>
    </Card>
  );
}
