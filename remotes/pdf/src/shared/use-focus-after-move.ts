import { useEffect, useState, type RefObject } from 'react';

interface FocusTarget {
  /** The moved item's key, as its buttons carry it: `data-move="<key>:<direction>"`. */
  key: string;
  /** The button that was pressed. */
  pressed: string;
  /** Its partner, for when the item reached an end and the pressed one is disabled. */
  partner: string;
}

/**
 * After a move by button, the focus goes back to the moved item's button (its partner at an
 * end), wherever the item now stands: React may have moved its node, which loses the focus.
 */
export function useFocusAfterMove(container: RefObject<HTMLElement | null>) {
  const [target, setTarget] = useState<FocusTarget>();
  useEffect(() => {
    if (!target) return;
    const button = (direction: string) => container.current?.querySelector<HTMLButtonElement>(`[data-move="${target.key}:${direction}"]`);
    const pressed = button(target.pressed);
    (pressed && !pressed.disabled ? pressed : button(target.partner))?.focus();
    setTarget(undefined);
  }, [target, container]);
  return (key: string, pressed: string, partner: string) => setTarget({ key, pressed, partner });
}
