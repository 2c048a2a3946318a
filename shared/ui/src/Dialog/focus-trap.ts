import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

export const focusablesIn = (container: HTMLElement): HTMLElement[] =>
  Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.closest('[inert]'));

/**
 * While the container is mounted, focus starts inside it (on `[data-autofocus]`, else the
 * first focusable, else the container) and goes back to whatever had it before on unmount.
 */
export function useInitialFocus(containerRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const container = containerRef.current;
    if (container) {
      const target = container.querySelector<HTMLElement>('[data-autofocus]') ?? focusablesIn(container)[0] ?? container;
      target.focus();
    }
    return () => {
      if (opener && opener.isConnected) opener.focus();
    };
  }, [containerRef]);
}

/** Keeps Tab and Shift+Tab cycling inside the container. */
export function trapTab(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const focusables = focusablesIn(event.currentTarget);
  if (!focusables.length) {
    event.preventDefault();
    return;
  }
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Keyboard of a modal surface: Escape closes it, Tab and Shift+Tab stay inside. */
export function modalKeyDown(onClose: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    trapTab(event);
  };
}
