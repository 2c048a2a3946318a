import type { TaskFile } from '@toolhub/contracts';
import type { PreviewImage } from '@toolhub/ui';
import { useState } from 'react';
import { useT } from './messages';
import { ResultHead } from '../../shared/ResultHead';
import shared from '../../shared/shared.module.css';
import styles from './result-image.module.css';

export interface ResultImagePanelProps {
  title: string;
  /** What was done, one short fact each (e.g. 'Straightened by 3.2°'). */
  facts: readonly string[];
  /** The result image the engine wrote. */
  file: TaskFile;
  /** The image the visitor chose, for the before / after comparison. */
  original: PreviewImage;
}

type View = 'result' | 'original' | 'compare';
const VIEWS: readonly View[] = ['result', 'original', 'compare'];

/**
 * A result that is an image: what was done, the image with the original a click away (or
 * both side by side), and the download. The download is a plain link to the stored file, so
 * it works without script and the browser saves it under the file's own name.
 */
export function ResultImagePanel({ title, facts, file, original }: ResultImagePanelProps) {
  const t = useT();
  const [view, setView] = useState<View>('result');
  const resultImage = <img className={styles.image} src={file.url} alt={t('resultAlt', { name: file.name })} />;
  const originalImage = <img className={styles.image} src={original.url} alt={t('originalAlt', { name: original.name })} />;

  return (
    <div className={shared.result}>
      <ResultHead
        title={title}
        actions={
          <a className={styles.download} href={file.url} download={file.name}>
            <svg className={styles.downloadIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" />
            </svg>
            {t('download')}
          </a>
        }
      />

      {facts.length > 0 && (
        <ul className={styles.facts}>
          {facts.map((fact) => (
            <li key={fact} className={styles.fact}>
              {fact}
            </li>
          ))}
        </ul>
      )}

      <div className={styles.views} role="group" aria-label={t('view')}>
        {VIEWS.map((option) => (
          <button key={option} type="button" className={styles.viewButton} aria-pressed={view === option} onClick={() => setView(option)}>
            {t(option)}
          </button>
        ))}
      </div>

      {view === 'compare' ? (
        <div className={styles.compare}>
          <figure className={styles.frame}>
            {originalImage}
            <figcaption className={styles.caption}>{t('original')}</figcaption>
          </figure>
          <figure className={styles.frame}>
            {resultImage}
            <figcaption className={styles.caption}>{t('result')}</figcaption>
          </figure>
        </div>
      ) : (
        <figure className={styles.frame}>{view === 'result' ? resultImage : originalImage}</figure>
      )}

      <a className={styles.openFull} href={file.url} target="_blank" rel="noopener noreferrer">
        {t('openFull')}
      </a>
    </div>
  );
}
