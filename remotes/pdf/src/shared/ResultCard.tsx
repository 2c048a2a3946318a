import { TEMP_URL_TTL_SECONDS, type PdfResult, type TaskFile } from '@toolhub/contracts';
import { useId, type ReactNode } from 'react';
import { useT } from '../messages';
import { formatBytes, percentSmaller } from './format';
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
  const titleId = useId();
  const { summary, files } = outcome;
  const primary = primaryOf(files);
  const others = files.filter((file) => file !== primary);
  const parts = summary && summary.Files.length > 1 ? summary.Files : [];
  const outputPages = summary ? pagesOf(summary) : undefined;
  const saving = summary ? percentSmaller(summary.InputBytes, summary.OutputBytes) : 0;

  const sized = (bytes: number, pages: number | undefined) => (pages ? t('sizeAndPages', { size: formatBytes(bytes), pages }) : formatBytes(bytes));

  return (
    <section className={styles.result} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.resultTitle}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="10" />
          <path d="M7.5 12.5l3 3 6-6.5" />
        </svg>
        {t('resultTitle')}
      </h2>

      {summary && (
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt>{t('before')}</dt>
            <dd>{sized(summary.InputBytes, summary.InputPages || undefined)}</dd>
          </div>
          <svg className={styles.figureArrow} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 12h15M13 6l6 6-6 6" />
          </svg>
          <div className={styles.figure}>
            <dt>{t('after')}</dt>
            <dd>
              {sized(summary.OutputBytes, outputPages)}
              {parts.length > 0 && <span className={styles.figureNote}>{t('fileCount', { count: parts.length })}</span>}
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

      {primary && (
        <div className={styles.downloads}>
          <DownloadLink file={primary} bytes={bytesOf(summary, primary)} primary />
          {others.length > 0 && (
            <ul className={styles.otherDownloads} aria-label={t('resultFiles')}>
              {others.map((file) => (
                <li key={file.cos_name}>
                  <DownloadLink file={file} bytes={bytesOf(summary, file)} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}

      {parts.length > 0 && files.length === 1 && (
        <details className={styles.parts}>
          <summary>
            {t('zipHolds')} ({parts.length})
          </summary>
          <ul>
            {parts.map((part) => (
              <li key={part.Name}>
                <span className={styles.partName}>{part.Name}</span>
                <span className={styles.partMeta}>{sized(part.Bytes, part.Pages)}</span>
              </li>
            ))}
          </ul>
        </details>
      )}

      <p className={styles.footnote}>{t('linkLifetime', { hours: Math.round(TEMP_URL_TTL_SECONDS / 3600) })}</p>
    </section>
  );
}

function DownloadLink({ file, bytes, primary = false }: { file: TaskFile; bytes?: number; primary?: boolean }) {
  const t = useT();
  return (
    <a className={primary ? styles.downloadPrimary : styles.downloadLink} href={file.url} download={file.name} aria-label={t('downloadFile', { name: file.name })}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 4v11m0 0l-5-5m5 5l5-5M5 19h14" />
      </svg>
      <span className={styles.downloadName}>{primary ? t('download') : file.name}</span>
      <span className={styles.downloadMeta}>
        {primary ? file.name : ''}
        {bytes !== undefined ? `${primary ? ' · ' : ''}${formatBytes(bytes)}` : ''}
      </span>
    </a>
  );
}
