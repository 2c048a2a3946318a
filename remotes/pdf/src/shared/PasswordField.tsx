import { Field, PasswordInput, type PasswordInputProps } from '@toolhub/ui';

export interface PasswordFieldProps extends Omit<PasswordInputProps, 'value' | 'onChange' | 'id'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field and read with it; marks the field invalid and is announced at once. */
  error?: string;
  /** A quiet line under the field, read with it too. */
  hint?: string;
}

/**
 * The family's password field: a labelled PasswordInput (show / hide), its hint and its error.
 * Put it in a form: Enter submits it, and password managers look for one.
 */
export function PasswordField({ label, hint, error, onChange, ...input }: PasswordFieldProps) {
  return (
    // The error is an alert as well: a wrong password is said when it is found, not only on focus.
    <Field label={label} hint={hint} error={error && <span role="alert">{error}</span>}>
      {(control) => <PasswordInput {...input} {...control} onChange={(event) => onChange(event.currentTarget.value)} />}
    </Field>
  );
}
