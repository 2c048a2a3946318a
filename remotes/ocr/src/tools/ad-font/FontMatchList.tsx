import type { FontMatch } from '@toolhub/contracts';
import { useT } from './messages';
import { FontSample } from './FontSample';
import { scoreText, weightKey } from './result';
import { ResultHead } from '../../shared/ResultHead';
import shared from '../../shared/shared.module.css';
import styles from './ad-font.module.css';

export interface FontMatchListProps {
  lines: readonly FontMatch[];
  activeLine?: number;
  onActivate: (line: number | undefined) => void;
}

/**
 * Each recognised line with the font found for it: the font's name and weight, how well it
 * matches (a number and a bar), the line's text set in that font, its licence (linked) and
 * the next closest fonts. Pointing at a line, or moving the focus into it, marks its box on the image.
 */
export function FontMatchList({ lines, activeLine, onActivate }: FontMatchListProps) {
  const t = useT();
  return (
    <div className={shared.result}>
      <ResultHead title={t('resultTitle')} count={t('lineCount', { count: lines.length })} />
      <ol className={styles.lines} aria-label={t('linesLabel')}>
        {lines.map((line, index) => {
          const score = scoreText(line.Score);
          return (
            <li
              key={index}
              className={styles.line}
              data-line={index}
              data-active={index === activeLine || undefined}
              onMouseEnter={() => onActivate(index)}
              onMouseLeave={() => onActivate(undefined)}
              onFocus={() => onActivate(index)}
              onBlur={() => onActivate(undefined)}
            >
              <div className={styles.lineHead}>
                <span className={styles.marker} aria-hidden="true">
                  {index + 1}
                </span>
                <span className={styles.fontName}>
                  {line.Font.Family}
                  <span className={styles.weight}>{t(weightKey(line.Font.Weight))}</span>
                </span>
                <span className={styles.score}>{t('score', { value: score })}</span>
              </div>
              <span className={styles.bar} aria-hidden="true">
                <span className={styles.barFill} style={{ width: `${score}%` }} />
              </span>
              <FontSample line={line} />
              <p className={styles.licence}>
                <span className={styles.licenceLabel}>{t('licence')}</span>
                <a href={line.Font.LicenceUrl} target="_blank" rel="noopener noreferrer">
                  {line.Font.Licence}
                  <span className={shared.visuallyHidden}>{t('opensInNewWindow')}</span>
                </a>
                <span className={styles.licenceId}>{line.Font.LicenceId}</span>
              </p>
              {line.Alternatives.length > 0 && (
                <div className={styles.alternatives}>
                  <span className={styles.alternativesLabel}>{t('alternatives')}</span>
                  <ul className={styles.alternativeList}>
                    {line.Alternatives.map((alternative, i) => (
                      <li key={i} className={styles.alternative}>
                        {alternative.Family} {t(weightKey(alternative.Weight))}
                        <span className={styles.alternativeScore}>{scoreText(alternative.Score)}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <p className={styles.scopeNote}>{t('scopeNote')}</p>
    </div>
  );
}
