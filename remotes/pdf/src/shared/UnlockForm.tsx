import { Button } from '@toolhub/ui';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../messages';
import { PasswordField } from './PasswordField';
import type { UnlockResult } from './use-chosen-files';
import styles from './shared.module.css';

export interface UnlockFormProps {
  fileName: string;
  onUnlock: (password: string) => Promise<UnlockResult>;
  disabled?: boolean;
  /** The server said the password was missing or wrong: the field takes the focus. */
  focusNow?: boolean;
}

/**
 * Asks for a locked file's open password and checks it in the browser: a wrong one says
 * '密码错误' at once, without an upload or a task spent on it.
 */
export function UnlockForm({ fileName, onUnlock, disabled, focusNow }: UnlockFormProps) {
  const t = useT();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [checking, setChecking] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusNow) inputRef.current?.focus();
  }, [focusNow]);

  const typePassword = (value: string) => {
    setPassword(value);
    setError(undefined);
  };

  const submit = async () => {
    if (checking || disabled) return;
    if (!password) return setError(t('passwordNeeded'));
    setChecking(true);
    const result = await onUnlock(password);
    setChecking(false);
    if (result === 'wrongPassword') setError(t('failure_wrongPassword'));
    else if (result === 'unreadable') setError(t('fileDamaged'));
  };

  return (
    <form
      className={styles.unlock}
      aria-label={`${t('fileLocked')}：${fileName}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <PasswordField label={t('filePassword')} value={password} onChange={typePassword} error={error} disabled={disabled} ref={inputRef} />
      <Button type="submit" variant="outline" loading={checking} disabled={disabled}>
        {checking ? t('unlocking') : t('unlock')}
      </Button>
    </form>
  );
}
