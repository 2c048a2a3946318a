import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Card } from '../Card/Card';
import { openWhileInside } from '../internal/open-while-inside';
import styles from './HoverPanel.module.css';

export interface HoverPanelProps {
  /** What the visitor points at; rendered inside a button, so no buttons or links in it. */
  trigger: ReactNode;
  children: ReactNode;
  /** Names the panel for screen readers, e.g. '分享'. */
  label: string;
  placement?: 'bottom' | 'bottom-end';
  /** Called each time the panel opens: for content worth making only once someone looks. */
  onOpen?: () => void;
}

/**
 * A panel that opens while the mouse is over its trigger (spec §2 "Hover panel"), and for
 * keyboard and touch users on focus or tap; Escape or moving focus away closes it.
 */
export function HoverPanel({ trigger, children, label, placement = 'bottom', onOpen }: HoverPanelProps) {
  const [open, setOpen] = useState(false);
  // The latest callback, so that an owner's new function on each render is not a new opening.
  const onOpenRef = useRef(onOpen);
  onOpenRef.current = onOpen;
  useEffect(() => {
    if (open) onOpenRef.current?.();
  }, [open]);
  const panelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <div
      className={styles.root}
      {...openWhileInside(setOpen)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          triggerRef.current?.focus();
        }
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        // Enter or Space (detail 0) opens; a tap on a touch screen toggles; a mouse has
        // already opened it on enter.
        onClick={(event) => {
          if (event.detail === 0) setOpen(true);
          else if (!matchMedia('(hover: hover)').matches) setOpen((value) => !value);
        }}
      >
        {trigger}
      </button>
      <div
        id={panelId}
        role="group"
        aria-label={label}
        hidden={!open}
        className={`${styles.panel} ${styles[placement]}`}
      >
        <Card as="div" padding="sm" variant="bordered" className={styles.card}>
          {children}
        </Card>
      </div>
    </div>
  );
}
