import type { AdminSignInRequest } from '@toolhub/contracts';
import { Button } from '@toolhub/ui/core';
import { Input, PasswordInput } from '@toolhub/ui';
import { useId, useRef, useState } from 'react';
import { useT } from './messages';
import common from './common.module.css';
import styles from './SignInForm.module.css';

export interface SignInFormProps {
  /** Why the form is back: the server refused the name and password (or the token). */
  error?: string;
  /** The name given last (kept in memory only). */
  name?: string;
  /** Open on the admin token (the last try was with it). */
  withToken?: boolean;
  /** The sign-in is on its way to the server. */
  busy?: boolean;
  onSignIn: (credentials: AdminSignInRequest) => void;
}

/**
 * An ops person's name and password (issue 22); behind a switch, the admin token — the same
 * one the `toolhub` CLI uses — for break-glass and for making the first admin person.
 */
export function SignInForm({ error, name: initialName = '', withToken = false, busy = false, onSignIn }: SignInFormProps) {
  const t = useT();
  const titleId = useId();
  const hintId = useId();
  const errorId = useId();
  const nameId = useId();
  const secretId = useId();
  const firstRef = useRef<HTMLInputElement>(null);
  const [useToken, setUseToken] = useState(withToken);
  const [name, setName] = useState(initialName);
  const [secret, setSecret] = useState('');
  const [missing, setMissing] = useState(false);
  const shownError = missing ? t(useToken ? 'tokenRequired' : 'credentialsRequired') : error;
  const invalid = shownError ? true : undefined;

  return (
    <section className={styles.wrap} aria-labelledby={titleId}>
      <form
        className={`${common.card} ${styles.form}`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          const value = secret.trim();
          if (!value || (!useToken && !name.trim())) {
            setMissing(true);
            firstRef.current?.focus();
            return;
          }
          onSignIn(useToken ? { token: value } : { name: name.trim(), password: secret });
        }}
      >
        <span className={styles.icon} aria-hidden="true">
          <svg viewBox="0 0 24 24" focusable="false">
            <rect x="5" y="10.5" width="14" height="9.5" rx="2" />
            <path d="M8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5" />
          </svg>
        </span>
        <h1 id={titleId} className={styles.title}>
          {t('signInTitle')}
        </h1>
        <p id={hintId} className={common.hint}>
          {t(useToken ? 'tokenHint' : 'signInHint')}
        </p>
        {!useToken && (
          <div className={common.field}>
            <label htmlFor={nameId} className={common.label}>
              {t('nameLabel')}
            </label>
            <Input
              ref={firstRef}
              id={nameId}
              name="username"
              autoComplete="username"
              spellCheck={false}
              maxLength={64}
              autoFocus
              value={name}
              aria-invalid={invalid}
              aria-describedby={`${hintId} ${errorId}`}
              onChange={(event) => {
                setName(event.target.value);
                setMissing(false);
              }}
            />
          </div>
        )}
        <div className={common.field}>
          <label htmlFor={secretId} className={common.label}>
            {t(useToken ? 'tokenLabel' : 'passwordLabel')}
          </label>
          <PasswordInput
            ref={useToken ? firstRef : undefined}
            id={secretId}
            key={useToken ? 'token' : 'password'}
            name={useToken ? 'token' : 'password'}
            autoComplete={useToken ? 'off' : 'current-password'}
            autoFocus={useToken}
            value={secret}
            aria-invalid={invalid}
            aria-describedby={`${hintId} ${errorId}`}
            onChange={(event) => {
              setSecret(event.target.value);
              setMissing(false);
            }}
          />
        </div>
        <p id={errorId} className={common.error} role="alert">
          {shownError}
        </p>
        <Button type="submit" block loading={busy}>
          {t('signIn')}
        </Button>
        <Button
          variant="text"
          onClick={() => {
            // What was typed for one way is no use for the other.
            setUseToken(!useToken);
            setSecret('');
            setMissing(false);
          }}
        >
          {t(useToken ? 'usePassword' : 'useToken')}
        </Button>
      </form>
    </section>
  );
}
