import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldMessages, hasMessage, messageIds } from '../internal/FieldMessages';
import styles from './Field.module.css';

/** What a Field hands its control: spread them onto Input, Select, NumberInput, PasswordInput... */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  label: ReactNode;
  /** A quiet line under the control, read with it. */
  hint?: ReactNode;
  /** Shown under the control and read with it; marks the control invalid. */
  error?: ReactNode;
  /** Adds a marker to the label and tells assistive technology the control is required. */
  required?: boolean;
  /** The label beside the control instead of above it (stacked again on a phone). */
  inline?: boolean;
  /** The control's id, when the caller needs a known one; one is made up otherwise. */
  controlId?: string;
  /** Renders the one control with the props that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A label, one control, a hint and an error. The control comes from a render prop so the tie
 * (id, aria-describedby, aria-invalid) is visible where the control is written and works for
 * any control without cloning elements or a context lookup.
 */
export function Field({ label, hint, error, required = false, inline = false, controlId, className, children, ...rest }: FieldProps) {
  const madeId = useId();
  const id = controlId ?? madeId;
  const control: FieldControlProps = {
    id,
    'aria-describedby': messageIds(id, error, hint),
    ...(hasMessage(error) ? { 'aria-invalid': true as const } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };
  return (
    <div {...rest} className={[styles.field, inline && styles.inline, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className={styles.control}>{children(control)}</div>
      <FieldMessages id={id} error={error} hint={hint} className={styles.message} />
    </div>
  );
}
