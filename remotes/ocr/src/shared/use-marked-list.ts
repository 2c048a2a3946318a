import { useRef, type KeyboardEvent } from 'react';

/** Where the arrow keys, Home and End move the focus within a list. */
const NEXT_ITEM: Record<string, (current: number, count: number) => number> = {
  ArrowDown: (current, count) => Math.min(count - 1, current + 1),
  ArrowUp: (current) => Math.max(0, current - 1),
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * A result list whose items mark their twin on the image: one tab stop for the whole list
 * (the marked item, else the first), the arrow keys between its items, and the item under the
 * pointer or the focus marked.
 */
export function useMarkedList(count: number, marked: number | undefined, onMark: (item: number | undefined) => void) {
  const listRef = useRef<HTMLOListElement>(null);
  const tabStop = marked !== undefined && marked < count ? marked : 0;
  const onKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    const move = NEXT_ITEM[event.key];
    const current = Number((event.target as HTMLElement).dataset.item);
    if (!move || Number.isNaN(current)) return;
    event.preventDefault();
    listRef.current?.querySelector<HTMLElement>(`[data-item="${move(current, count)}"]`)?.focus();
  };
  const itemProps = (index: number) => ({
    'data-item': index,
    'data-active': index === marked || undefined,
    tabIndex: index === tabStop ? 0 : -1,
    onMouseEnter: () => onMark(index),
    onMouseLeave: () => onMark(undefined),
    onFocus: () => onMark(index),
    onBlur: () => onMark(undefined),
  });
  return { listProps: { ref: listRef, onKeyDown }, itemProps };
}
