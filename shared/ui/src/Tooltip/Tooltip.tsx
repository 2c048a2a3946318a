import { cloneElement, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { openWhileInside } from '../internal/open-while-inside';
import styles from './Tooltip.module.css';

type TriggerProps = { 'aria-describedby'?: string };

export interface TooltipProps {
  /** The short text shown; it describes the trigger (aria-describedby), it does not name it. */
  content: ReactNode;
  /** The one element it explains; it must be focusable (a button, a link) so keyboards reach it. */
  children: ReactElement<TriggerProps>;
  /** Above unless told; it moves to the other side when the window has no room there. */
  placement?: 'top' | 'bottom';
  /** For the bubble. */
  className?: string;
}

/** The room kept between the trigger and the bubble, and at the window's edge. */
const GAP = 8;

/**
 * A short hint over an element: shown while the pointer is over it or while it has the
 * keyboard focus, hidden on Escape (WCAG 1.4.13: it can be dismissed without moving) and when
 * the focus leaves. The bubble is inside the hover area, so the pointer may move onto it.
 */
export function Tooltip({ content, children, placement = 'top', className }: TooltipProps) {
  const id = useId();
  const rootRef = useRef<HTMLSpanElement>(null);
  const bubbleRef = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  const [side, setSide] = useState(placement);

  // Measured before paint, so a bubble that would leave the window never shows there first.
  useLayoutEffect(() => {
    if (!open) return;
    const trigger = rootRef.current?.getBoundingClientRect();
    const bubble = bubbleRef.current?.getBoundingClientRect();
    if (!trigger || !bubble) return;
    const roomAbove = trigger.top - GAP >= bubble.height;
    const roomBelow = window.innerHeight - trigger.bottom - GAP >= bubble.height;
    setSide(placement === 'top' ? (roomAbove || !roomBelow ? 'top' : 'bottom') : roomBelow || !roomAbove ? 'bottom' : 'top');
  }, [open, placement]);

  // Escape hides it also when only the pointer is over it and the focus is elsewhere.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    // The first Escape is the tooltip's: a dialog around it stays open.
    event.stopPropagation();
    setOpen(false);
  };

  const describedBy = [children.props['aria-describedby'], id].filter(Boolean).join(' ');

  return (
    <span
      ref={rootRef}
      className={styles.root}
      {...openWhileInside(setOpen)}
      onKeyDown={onKeyDown}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      <span ref={bubbleRef} id={id} role="tooltip" hidden={!open} data-side={side} className={[styles.bubble, className].filter(Boolean).join(' ')}>
        {content}
      </span>
    </span>
  );
}
