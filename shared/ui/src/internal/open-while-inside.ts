import type { FocusEvent } from 'react';

/**
 * The handlers of something shown while the pointer or the focus is inside an element (a
 * tooltip, a hover panel): it opens on either coming in and closes once the pointer leaves or
 * the focus moves out, not when the focus only moves within.
 */
export function openWhileInside(setOpen: (open: boolean) => void) {
  return {
    onMouseEnter: () => setOpen(true),
    onMouseLeave: () => setOpen(false),
    onFocus: () => setOpen(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
    },
  };
}
