import type { FieldControlProps } from '@toolhub/ui';
import type { TextareaHTMLAttributes } from 'react';
import styles from './text.module.css';

/** A multi-line text box that takes a Field's control props (its label, hint and error ties). */
export function TextArea(props: FieldControlProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea {...props} className={styles.textarea} />;
}
