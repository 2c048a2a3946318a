import { useState } from 'react';

/**
 * A value the caller may own (pass `value`) or leave to the component (pass `defaultValue`
 * or nothing): the primitives work both ways, so a quick screen needs no state of its own.
 */
export function useControllable<T>(value: T | undefined, defaultValue: T, onChange?: (next: T) => void): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const set = (next: T) => {
    if (!controlled) setOwn(next);
    onChange?.(next);
  };
  return [controlled ? value : own, set];
}
