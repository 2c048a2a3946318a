import type { ReactNode } from 'react';
import { useT } from '../messages';
import styles from './RecognitionScreen.module.css';

/** The right area: the error alert, then the results, or the 'effect preview' placeholder before any. */
export function ResultPanel({ error, result }: { error?: string; result?: ReactNode }) {
  const t = useT();
  return (
    <section className={styles.resultArea} aria-label={t('resultArea')}>
      {error && (
        <div className={styles.alert} role="alert">
          <svg className={styles.alertIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="10" />
            <path d="M12 7v6m0 3.5v.5" />
          </svg>
          <span>{error}</span>
        </div>
      )}
      {result ?? (
        <div className={styles.placeholder}>
          <svg className={styles.placeholderIcon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
            <rect x="7" y="9" width="34" height="30" rx="4" />
            <path d="M14 19h20M14 25h20M14 31h12" />
          </svg>
          <p className={styles.placeholderTitle}>{t('effectPreview')}</p>
          <p className={styles.placeholderHint}>{t('effectPreviewHint')}</p>
        </div>
      )}
    </section>
  );
}
