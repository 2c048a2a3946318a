import type { TextDetection } from '@toolhub/contracts';
import { toast } from '@toolhub/sdk';
import { Button } from '@toolhub/ui';
import { useId } from 'react';
import { useT } from '../../messages';
import { plainTextOf } from './result';
import { ResultHead } from '../../shared/ResultHead';
import { useMarkedList } from '../../shared/use-marked-list';
import shared from '../../shared/shared.module.css';
import styles from './basic-ocr.module.css';

export interface RecognisedTextProps {
  lines: readonly TextDetection[];
  activeLine?: number;
  onActivate: (line: number | undefined) => void;
}

/**
 * The recognised text, one line per detection, and 'copy all'. Hovering or focusing a line
 * marks its box on the image.
 */
export function RecognisedText({ lines, activeLine, onActivate }: RecognisedTextProps) {
  const t = useT();
  const id = useId();
  const { listProps, itemProps } = useMarkedList(lines.length, activeLine, onActivate);

  const copyAll = async () => {
    try {
      await navigator.clipboard.writeText(plainTextOf(lines));
      toast(t('copied'), { kind: 'success' });
    } catch {
      // No clipboard (an old browser, a denied permission): the text stays selectable.
      toast(t('copyFailed'), { kind: 'error' });
    }
  };

  return (
    <div className={shared.result}>
      <ResultHead
        title={t('resultTitle')}
        count={t('lineCount', { count: lines.length })}
        actions={
          <Button variant="outlined" onClick={() => void copyAll()}>
            {t('copyAll')}
          </Button>
        }
      />
      <p id={`${id}-hint`} className={shared.visuallyHidden}>
        {t('linesHint')}
      </p>
      <ol {...listProps} className={styles.lines} aria-label={t('linesLabel')} aria-describedby={`${id}-hint`}>
        {lines.map((line, index) => (
          <li
            key={index}
            className={styles.line}
            {...itemProps(index)}
          >
            <span className={styles.lineNumber} aria-hidden="true">
              {index + 1}
            </span>
            <span className={styles.lineText}>{line.DetectedText}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
