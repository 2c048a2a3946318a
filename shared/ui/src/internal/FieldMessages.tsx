import type { ReactNode } from 'react';
import styles from './field-text.module.css';

/** A message is shown unless it is left out, null, false or empty. */
export const hasMessage = (message: ReactNode) => message !== undefined && message !== null && message !== false && message !== '';

/** The ids a control (or a group) is described by: the error first, it is what the visitor has to act on. */
export function messageIds(id: string, error: ReactNode, hint: ReactNode): string | undefined {
  return [hasMessage(error) && `${id}-error`, hasMessage(hint) && `${id}-hint`].filter(Boolean).join(' ') || undefined;
}

export interface FieldMessagesProps {
  /** The id `messageIds` was given: the messages take `${id}-error` and `${id}-hint`. */
  id: string;
  error?: ReactNode;
  hint?: ReactNode;
  /** The spacing, which is the caller's: a Field spaces its rows by a gap, a fieldset cannot. */
  className?: string;
}

/** The error and the hint under a control (Field) or a group of them (RadioGroup). */
export function FieldMessages({ id, error, hint, className }: FieldMessagesProps) {
  return (
    <>
      {hasMessage(error) && (
        <p id={`${id}-error`} className={[styles.error, className].filter(Boolean).join(' ')}>
          {error}
        </p>
      )}
      {hasMessage(hint) && (
        <p id={`${id}-hint`} className={[styles.hint, className].filter(Boolean).join(' ')}>
          {hint}
        </p>
      )}
    </>
  );
}
