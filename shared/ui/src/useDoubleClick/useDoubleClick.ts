import { createDoubleClickDetector } from '@toolhub/sdk';
import { useRef, type MouseEvent } from 'react';

/**
 * A click handler that calls `handler` on the second of two clicks within 500 ms
 * (spec §5), e.g. for the user-id debug area.
 */
export function useDoubleClick<E extends Element = Element>(handler: (event: MouseEvent<E>) => void, windowMs?: number) {
  const detector = useRef<ReturnType<typeof createDoubleClickDetector>>(null);
  return (event: MouseEvent<E>) => {
    detector.current ??= createDoubleClickDetector(windowMs);
    if (detector.current(Date.now())) handler(event);
  };
}
