import { useId, useState, type Ref } from 'react';
import { useT } from '../messages';
import styles from './shared.module.css';

export interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field and read with it (aria-describedby); marks the field invalid. */
  error?: string;
  /** A quiet line under the field, read with it too. */
  hint?: string;
  /** `new-password` for one being set (password managers offer to make one), else `current-password`. */
  autoComplete: 'new-password' | 'current-password';
  disabled?: boolean;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A password input with a show / hide button (a toggle: aria-pressed), its hint and its error.
 * Put it in a form: Enter submits it, and password managers look for one.
 */
export function PasswordField({ label, value, onChange, error, hint, autoComplete, disabled, required, inputRef }: PasswordFieldProps) {
  const t = useT();
  const id = useId();
  const [visible, setVisible] = useState(false);
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.passwordBox} data-invalid={error ? '' : undefined}>
        <input
          ref={inputRef}
          id={id}
          className={styles.passwordInput}
          type={visible ? 'text' : 'password'}
          value={value}
          autoComplete={autoComplete}
          // Passwords are typed as they are: no capital the phone adds, no spelling fixed.
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          disabled={disabled}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={visible}
          aria-label={t('showPassword')}
          title={t('showPassword')}
          disabled={disabled}
          onClick={() => setVisible((shown) => !shown)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {visible ? null : <path d="M4 4l16 16" />}
          </svg>
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className={styles.fieldHint}>
          {hint}
        </p>
      )}
    </div>
  );
}
