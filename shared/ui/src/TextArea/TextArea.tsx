import type { Ref, TextareaHTMLAttributes } from 'react';
import styles from './TextArea.module.css';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** For code and data (a CSV, a list of ids): a monospace face, and lines kept as typed, never wrapped. */
  mono?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A text box of several lines, framed like Input and Select, that grows taller by hand only.
 * Takes a Field's control props; invalid styling follows aria-invalid, as Input's does.
 */
export function TextArea({ mono = false, className, ref, ...rest }: TextAreaProps) {
  return <textarea {...rest} ref={ref} className={[styles.textarea, mono && styles.mono, className].filter(Boolean).join(' ')} />;
}
