import type { TextDetection } from '@toolhub/contracts';
import { toast } from '@toolhub/sdk';
import { Button } from '@toolhub/ui';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useT } from '../../messages';
import { plainTextOf } from './result';
import { ResultHead } from '../../shared/ResultHead';
import shared from '../../shared/shared.module.css';
import styles from './basic-ocr.module.css';

export interface RecognisedTextProps {
  lines: readonly TextDetection[];
  activeLine?: number;
  onActivate: (line: number | undefined) => void;
}

/** Moves focus within the list: one tab stop for the list, arrow keys between its lines. */
const NEXT_LINE: Record<string, (current: number, count: number) => number> = {
  ArrowDown: (current, count) => Math.min(count - 1, current + 1),
  ArrowUp: (current) => Math.max(0, current - 1),
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The recognised text, one line per detection, and 'copy all'. Hovering or focusing a line
 * marks its box on the image.
 */
export function RecognisedText({ lines, activeLine, onActivate }: RecognisedTextProps) {
  const t = useT();
  const id = useId();
  const listRef = useRef<HTMLOListElement>(null);
  // The line that takes the list's one tab stop: the marked one, else the first.
  const tabStop = activeLine !== undefined && activeLine < lines.length ? activeLine : 0;

  const copyAll = async () => {
    try {
      await navigator.clipboard.writeText(plainTextOf(lines));
      toast(t('copied'), { kind: 'success' });
    } catch {
      // No clipboard (an old browser, a denied permission): the text stays selectable.
      toast(t('copyFailed'), { kind: 'error' });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    const move = NEXT_LINE[event.key];
    const current = Number((event.target as HTMLElement).dataset.line);
    if (!move || Number.isNaN(current)) return;
    event.preventDefault();
    const next = move(current, lines.length);
    listRef.current?.querySelector<HTMLElement>(`[data-line="${next}"]`)?.focus();
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
      <ol ref={listRef} className={styles.lines} aria-label={t('linesLabel')} aria-describedby={`${id}-hint`} onKeyDown={onKeyDown}>
        {lines.map((line, index) => (
          <li
            key={index}
            className={styles.line}
            data-line={index}
            data-active={index === activeLine || undefined}
            tabIndex={index === tabStop ? 0 : -1}
            onMouseEnter={() => onActivate(index)}
            onMouseLeave={() => onActivate(undefined)}
            onFocus={() => onActivate(index)}
            onBlur={() => onActivate(undefined)}
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
