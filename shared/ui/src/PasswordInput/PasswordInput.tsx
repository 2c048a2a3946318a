import { useState } from 'react';
import { InputBase, type InputProps } from '../Input/Input';
import { useT } from '../messages';
import styles from './PasswordInput.module.css';

export interface PasswordInputProps extends Omit<InputProps, 'type' | 'autoComplete'> {
  /** `new-password` for one being set (password managers offer to make one), else `current-password`. */
  autoComplete?: 'current-password' | 'new-password' | 'off';
  /** Starts with the password shown. */
  defaultVisible?: boolean;
}

/**
 * A password input with a show / hide toggle. The toggle is a pressed / not pressed button
 * with one fixed name (显示密码): a toggle that also renamed itself would be announced as
 * "hide password, pressed", which says the opposite of what is on the screen.
 */
export function PasswordInput({ autoComplete = 'current-password', defaultVisible = false, size = 'md', disabled, ...rest }: PasswordInputProps) {
  const t = useT();
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <InputBase
      // Passwords are typed as they are: no capital the phone adds, no spelling fixed.
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      {...rest}
      size={size}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      disabled={disabled}
      end={
        <button
          type="button"
          className={[styles.reveal, styles[size]].filter(Boolean).join(' ')}
          aria-pressed={visible}
          aria-label={t('showPassword')}
          aria-controls={rest.id}
          title={t('showPassword')}
          disabled={disabled}
          onClick={() => setVisible((shown) => !shown)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M2.5 12C4.6 7.9 8 5.8 12 5.8s7.4 2.1 9.5 6.2c-2.1 4.1-5.5 6.2-9.5 6.2S4.6 16.1 2.5 12z" />
            <circle cx="12" cy="12" r="2.8" />
            {!visible && <path d="M4.5 4.5l15 15" />}
          </svg>
        </button>
      }
    />
  );
}
