import type { TaskFile } from '@toolhub/contracts';
import { useEffect, useState } from 'react';
import { useT } from './messages';
import shared from '../../shared/shared.module.css';
import styles from './convert.module.css';

/** Enough to see the text came out right; the download has the rest. */
export const PREVIEW_CHARACTERS = 3000;

type Preview = { state: 'loading' } | { state: 'shown'; text: string; truncated: boolean } | { state: 'failed' };

/** The first characters of the extracted text, read from the result's own download URL (its first .txt); nothing without one. */
export function TextPreview({ files }: { files: TaskFile[] }) {
  const t = useT();
  const [preview, setPreview] = useState<Preview>({ state: 'loading' });
  const url = files.find((file) => /\.txt$/i.test(file.name))?.url;

  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    fetch(url, { signal: controller.signal })
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
      .then((text) => {
        // Laid out as on the page, a text has runs of blank lines: one is enough to read it here.
        const characters = [...text.replace(/[ \t]+$/gm, '').replace(/\n{3,}/g, '\n\n').trim()];
        setPreview({ state: 'shown', text: characters.slice(0, PREVIEW_CHARACTERS).join(''), truncated: characters.length > PREVIEW_CHARACTERS });
      })
      .catch(() => {
        if (!controller.signal.aborted) setPreview({ state: 'failed' });
      });
    return () => controller.abort();
  }, [url]);

  if (!url || preview.state === 'loading') return null;
  if (preview.state === 'failed') return <p className={shared.quiet}>{t('textUnavailable')}</p>;
  return (
    <div className={styles.textPreview}>
      <h3 className={styles.previewTitle}>{t('textPreview')}</h3>
      {preview.text ? (
        // Focusable, so a keyboard can scroll it.
        <pre className={styles.text} tabIndex={0} aria-label={t('textPreview')}>
          {preview.text}
        </pre>
      ) : (
        <p className={shared.quiet}>{t('textEmpty')}</p>
      )}
      {preview.truncated && <p className={shared.quiet}>{t('textTruncated', { count: PREVIEW_CHARACTERS })}</p>}
    </div>
  );
}
