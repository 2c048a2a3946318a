import type { TaskFile } from '@toolhub/contracts';
import { Badge, ComparisonSlider, buttonClassName, type PreviewImage } from '@toolhub/ui';
import { useState } from 'react';
import { t, useT } from './messages';
import shared from '../../shared/shared.module.css';
import styles from './result-image.module.css';

/**
 * The result's title row: its heading and the download, a plain link to the stored file, so it
 * works without script and the browser saves it under the file's own name.
 */
export const resultImageHead = (title: string, file: TaskFile) => ({
  title,
  actions: (
    <a className={buttonClassName({ size: 'sm' })} href={file.url} download={file.name}>
      <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" />
      </svg>
      {t('download')}
    </a>
  ),
});

export interface ResultImagePanelProps {
  /** What was done, one short fact each (e.g. 'Straightened by 3.2°'). */
  facts: readonly string[];
  /** The result image the engine wrote. */
  file: TaskFile;
  /** The image the visitor chose, for the before / after comparison. */
  original: PreviewImage;
}

type View = 'result' | 'original' | 'compare';
const VIEWS: readonly View[] = ['result', 'original', 'compare'];

/** A result that is an image: what was done, and the image with the original a click away, or both in one frame with a divider between them. */
export function ResultImagePanel({ facts, file, original }: ResultImagePanelProps) {
  const t = useT();
  const [view, setView] = useState<View>('result');
  const resultAlt = t('resultAlt', { name: file.name });
  const originalAlt = t('originalAlt', { name: original.name });

  return (
    <>
      {facts.length > 0 && (
        <ul className={shared.chips}>
          {facts.map((fact) => (
            <li key={fact}>
              <Badge tone="primary">{fact}</Badge>
            </li>
          ))}
        </ul>
      )}

      {/* Buttons that stay pressed, as the journeys and screen readers know them: one view at a time. */}
      <div className={styles.views} role="group" aria-label={t('view')}>
        {VIEWS.map((option) => (
          <button key={option} type="button" className={styles.viewButton} aria-pressed={view === option} onClick={() => setView(option)}>
            {t(option)}
          </button>
        ))}
      </div>

      {view === 'compare' ? (
        <ComparisonSlider beforeSrc={original.url} afterSrc={file.url} beforeAlt={originalAlt} afterAlt={resultAlt} beforeLabel={t('original')} afterLabel={t('result')} />
      ) : (
        <figure className={styles.frame}>
          <img className={styles.image} src={view === 'result' ? file.url : original.url} alt={view === 'result' ? resultAlt : originalAlt} />
        </figure>
      )}

      <a className={styles.openFull} href={file.url} target="_blank" rel="noopener noreferrer">
        {t('openFull')}
      </a>
    </>
  );
}
