import type { TextDetection } from '@toolhub/contracts';
import { t, useT } from '../../messages';
import { plainTextOf } from './result';
import type { Marking } from '../../shared/MarkedScreen';
import { MarkedList } from '../../shared/MarkedList';
import { copyAllHead } from '../../shared/ResultTitle';
import styles from './basic-ocr.module.css';

/** The result's title row: how many lines, and 'copy all'. */
export const recognisedTextHead = (lines: readonly TextDetection[]) => copyAllHead(t, t('lineCount', { count: lines.length }), () => plainTextOf(lines));

/** The recognised text, one line per detection. Hovering or focusing a line marks its box on the image. */
export function RecognisedText({ result: lines, active, onActivate }: { result: readonly TextDetection[] } & Marking<number>) {
  const t = useT();
  return (
    <MarkedList items={lines} active={active} onActivate={onActivate} label={t('linesLabel')} keysHint={t('linesHint')} className={styles.lines} cards={false} itemClassName={styles.line}>
      {(line, index) => (
        <>
          <span className={styles.lineNumber} aria-hidden="true">
            {index + 1}
          </span>
          <span className={styles.lineText}>{line.DetectedText}</span>
        </>
      )}
    </MarkedList>
  );
}
