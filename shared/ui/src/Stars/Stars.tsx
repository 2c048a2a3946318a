import { RATING_STARS } from '@toolhub/contracts';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../core-messages';
import styles from './Stars.module.css';

export interface StarsProps {
  /** Score shown when nobody hovers: the visitor's own score, or the average (0–5). */
  value: number;
  /** Called with 1–5 when the visitor rates; without it the stars only show the value. */
  onRate?: (score: number) => void;
  readOnly?: boolean;
  /** Names the widget, e.g. "为这个工具评分". */
  label: string;
}

const SCORES = Array.from({ length: RATING_STARS }, (_, i) => i + 1);

function StarIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
      <path d="M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95L12 2.5z" />
    </svg>
  );
}

/**
 * A five-star rating (spec §4 "Rating"). While choosing, the stars up to the hovered or
 * focused one are yellow and the rest grey. Keyboard: a radio group, arrows move, Enter or
 * Space rates.
 */
export function Stars({ value, onRate, readOnly = false, label }: StarsProps) {
  const t = useT();
  const [preview, setPreview] = useState<number>();
  const starRefs = useRef<(HTMLSpanElement | null)[]>([]);
  const rounded = Math.min(RATING_STARS, Math.max(0, Math.round(Number.isFinite(value) ? value : 0)));
  const shown = preview ?? rounded;

  if (readOnly || !onRate) {
    const score = Number.isFinite(value) ? Number(value.toFixed(1)) : 0;
    return (
      <div className={styles.stars} role="img" aria-label={t('starsValue', { label, score })}>
        {SCORES.map((score) => (
          <span key={score} className={`${styles.star} ${score <= rounded ? styles.on : ''}`}>
            <StarIcon />
          </span>
        ))}
      </div>
    );
  }

  const moveTo = (score: number) => {
    const next = ((score - 1 + RATING_STARS) % RATING_STARS) + 1; // arrows wrap around
    setPreview(next);
    starRefs.current[next - 1]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>, score: number) => {
    const moves: Record<string, number> = {
      ArrowRight: score + 1,
      ArrowUp: score + 1,
      ArrowLeft: score - 1,
      ArrowDown: score - 1,
      Home: 1,
      End: RATING_STARS,
    };
    if (event.key in moves) {
      event.preventDefault();
      moveTo(moves[event.key]);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRate(score);
    }
  };

  // The checked star takes the tab stop; with none checked, the first one does.
  const tabStop = rounded || 1;
  return (
    <div
      className={`${styles.stars} ${styles.interactive}`}
      role="radiogroup"
      aria-label={label}
      onMouseLeave={() => setPreview(undefined)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPreview(undefined);
      }}
    >
      {SCORES.map((score) => (
        <span
          key={score}
          ref={(element) => {
            starRefs.current[score - 1] = element;
          }}
          role="radio"
          aria-checked={score === rounded}
          aria-label={t('starOption', { score })}
          tabIndex={score === tabStop ? 0 : -1}
          className={`${styles.star} ${score <= shown ? styles.on : ''}`}
          onMouseEnter={() => setPreview(score)}
          onFocus={() => setPreview(score)}
          onClick={() => onRate(score)}
          onKeyDown={(event) => onKeyDown(event, score)}
        >
          <StarIcon />
        </span>
      ))}
    </div>
  );
}
