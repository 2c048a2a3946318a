import type { FontMatch } from '@toolhub/contracts';
import { useMemo } from 'react';
import { browserHasFont } from './font-availability';
import { useT } from './messages';
import { cssFamilyOf } from './result';
import styles from './ad-font.module.css';

/** The page's own font, after the sample's: a glyph the font lacks comes from it. */
const PAGE_FONT = 'var(--th-font)';

/**
 * The line's text set in the font found, when this browser has that font; otherwise in the
 * page's own font with a note saying so, rather than a stand-in passing for the real thing.
 */
export function FontSample({ line }: { line: FontMatch }) {
  const t = useT();
  const family = cssFamilyOf(line.Font.Family);
  const available = useMemo(() => browserHasFont(family), [family]);
  return (
    <figure className={styles.sample} aria-label={t('sample')}>
      <p
        className={styles.sampleText}
        data-font-available={available === undefined ? undefined : String(available)}
        style={{ fontFamily: available === false ? undefined : `${family}, ${PAGE_FONT}`, fontWeight: line.Font.Weight }}
      >
        {line.DetectedText}
      </p>
      {available === false && <p className={styles.sampleNote}>{t('sampleMissing')}</p>}
    </figure>
  );
}
