import type { FontMatch } from '@toolhub/contracts';
import { Badge } from '@toolhub/ui';
import { t, useT } from './messages';
import { FontSample } from './FontSample';
import { scoreText, weightKey } from './result';
import type { Marking } from '../../shared/MarkedScreen';
import { MarkedList, Marker, ScoreBar } from '../../shared/MarkedList';
import { countedTitle } from '../../shared/ResultTitle';
import shared from '../../shared/shared.module.css';
import styles from './ad-font.module.css';

/** The result's title row: how many lines. */
export const fontMatchHead = (lines: readonly FontMatch[]) => ({ title: countedTitle(t('resultTitle'), t('lineCount', { count: lines.length })) });

/**
 * Each recognised line with the font found for it: the font's name and weight, how well it
 * matches (a number and a bar), the line's text set in that font, its licence (linked) and
 * the next closest fonts. Pointing at a line, or moving the focus into it (to its licence
 * link), marks its box on the image.
 */
export function FontMatchList({ result: lines, active, onActivate }: { result: readonly FontMatch[] } & Marking<number>) {
  const t = useT();
  return (
    <>
      <MarkedList items={lines} active={active} onActivate={onActivate} label={t('linesLabel')} className={styles.lines} itemClassName={styles.line}>
        {(line, index) => {
          const score = scoreText(line.Score);
          return (
            <>
              <div className={shared.nameRow}>
                <Marker index={index} />
                <span className={`${shared.name} ${styles.fontName}`}>
                  {line.Font.Family}
                  <Badge>{t(weightKey(line.Font.Weight))}</Badge>
                </span>
                <span className={`${shared.score} ${styles.score}`}>{t('score', { value: score })}</span>
              </div>
              <ScoreBar value={score} />
              <FontSample line={line} />
              <p className={styles.facts}>
                <span>{t('licence')}</span>
                <a href={line.Font.LicenceUrl} target="_blank" rel="noopener noreferrer" aria-label={`${line.Font.Licence}${t('opensInNewWindow')}`}>
                  {line.Font.Licence}
                </a>
                <code className={styles.licenceId}>{line.Font.LicenceId}</code>
              </p>
              {line.Alternatives.length > 0 && (
                <div className={`${styles.facts} ${styles.alternatives}`}>
                  <span>{t('alternatives')}</span>
                  <ul className={shared.chips}>
                    {line.Alternatives.map((alternative, i) => (
                      <li key={i}>
                        <Badge>
                          {alternative.Family} {t(weightKey(alternative.Weight))}
                          <span className={styles.alternativeScore}>{scoreText(alternative.Score)}</span>
                        </Badge>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </>
          );
        }}
      </MarkedList>
      <p className={shared.note}>{t('scopeNote')}</p>
    </>
  );
}
