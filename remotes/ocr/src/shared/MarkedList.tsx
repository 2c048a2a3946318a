import { useId, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import styles from './shared.module.css';

/** Where the arrow keys, Home and End move the focus within a list. */
const NEXT_ITEM: Record<string, (current: number, count: number) => number> = {
  ArrowDown: (current, count) => Math.min(count - 1, current + 1),
  ArrowUp: (current) => Math.max(0, current - 1),
  Home: () => 0,
  End: (_, count) => count - 1,
};

export interface MarkedListProps<T> {
  items: readonly T[];
  /** The item marked, here or on the image. */
  active?: number;
  onActivate: (item: number | undefined) => void;
  /** The list's name for assistive technology. */
  label: string;
  /**
   * How the keyboard goes through the list, read with it: each item is then focusable (one tab
   * stop for the whole list, the arrow keys between items). Without it the keyboard reaches the
   * items through links of their own, and focus inside an item marks it.
   */
  keysHint?: string;
  /** The list's own look beyond the shared one (the rows of lines in a box, a longer scroll). */
  className?: string;
  /** Each item on a card of its own (the default), or only the list's own look (rows in one box). */
  cards?: boolean;
  /** The items' own look, beyond the card. */
  itemClassName?: string;
  /** An item's name for assistive technology, when its text alone says it badly. */
  itemLabel?: (item: T, index: number) => string;
  /** An item's own colour (`--mark-colour`), the same as its box's. */
  itemColour?: (item: T, index: number) => string;
  children: (item: T, index: number) => ReactNode;
}

/**
 * A result list whose items mark their twin on the image: the item under the pointer or the
 * focus is marked (and the list's `active` one shown marked), so pointing at a line in the text
 * shows it in the picture and the other way round.
 */
export function MarkedList<T>({ items, active, onActivate, label, keysHint, className, cards = true, itemClassName, itemLabel, itemColour, children }: MarkedListProps<T>) {
  const hintId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const roving = keysHint !== undefined;
  const tabStop = active !== undefined && active < items.length ? active : 0;

  const onKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    const move = NEXT_ITEM[event.key];
    const current = Number((event.target as HTMLElement).dataset.item);
    if (!move || Number.isNaN(current)) return;
    event.preventDefault();
    listRef.current?.querySelector<HTMLElement>(`[data-item="${move(current, items.length)}"]`)?.focus();
  };

  return (
    <>
      {roving && (
        // Read with the list (a description may come from hidden words), never shown.
        <p id={hintId} hidden>
          {keysHint}
        </p>
      )}
      <ol
        ref={listRef}
        className={[styles.list, className].filter(Boolean).join(' ')}
        aria-label={label}
        aria-describedby={roving ? hintId : undefined}
        onKeyDown={roving ? onKeyDown : undefined}
      >
        {items.map((item, index) => (
          <li
            key={index}
            className={[cards && styles.card, itemClassName].filter(Boolean).join(' ')}
            style={itemColour && ({ '--mark-colour': itemColour(item, index) } as CSSProperties)}
            aria-label={itemLabel?.(item, index)}
            data-item={index}
            data-active={index === active || undefined}
            tabIndex={roving ? (index === tabStop ? 0 : -1) : undefined}
            onMouseEnter={() => onActivate(index)}
            onMouseLeave={() => onActivate(undefined)}
            onFocus={() => onActivate(index)}
            onBlur={() => onActivate(undefined)}
          >
            {children(item, index)}
          </li>
        ))}
      </ol>
    </>
  );
}

/** An item's number, in its mark colour: what tells its box on the image apart. */
export const Marker = ({ index }: { index: number }) => (
  <span className={styles.marker} aria-hidden="true">
    {index + 1}
  </span>
);

/**
 * How well an item matches, 0–100, as a bar in its mark colour. A measure, not a task's
 * progress; hidden from assistive technology, which reads the number beside it.
 */
export const ScoreBar = ({ value }: { value: number | string }) => <span className={styles.bar} style={{ '--score': `${value}%` } as CSSProperties} aria-hidden="true" />;
