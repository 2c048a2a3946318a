import { Button } from '@toolhub/ui/core';
import { useId, useRef, useState } from 'react';
import { useT } from './messages';
import common from './common.module.css';
import styles from './SignInForm.module.css';

export interface SignInFormProps {
  /** Why the form is back: the server refused the token. */
  error?: string;
  /** The name given last (kept in memory only). */
  actor?: string;
  /** The sign-in is on its way to the server. */
  busy?: boolean;
  onSignIn: (token: string, actor: string) => void;
}

/** Asks for TOOLHUB_ADMIN_TOKEN, the same token the `toolhub` CLI uses, to sign in once. */
export function SignInForm({ error, actor: initialActor = '', busy = false, onSignIn }: SignInFormProps) {
  const t = useT();
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const actorId = useId();
  const actorHintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [token, setToken] = useState('');
  const [actor, setActor] = useState(initialActor);
  const [missing, setMissing] = useState(false);
  const shownError = missing ? t('tokenRequired') : error;

  return (
    <section className={styles.wrap} aria-labelledby={titleId}>
      <form
        className={`${common.card} ${styles.form}`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          const value = token.trim();
          if (!value) {
            setMissing(true);
            inputRef.current?.focus();
            return;
          }
          onSignIn(value, actor.trim());
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
          {t('signInHint')}
        </p>
        <div className={common.field}>
          <label htmlFor={inputId} className={common.label}>
            {t('tokenLabel')}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className={common.input}
            type="password"
            name="token"
            autoComplete="off"
            spellCheck={false}
            autoFocus
            value={token}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={`${hintId} ${errorId}`}
            onChange={(event) => {
              setToken(event.target.value);
              setMissing(false);
            }}
          />
        </div>
        <div className={common.field}>
          <label htmlFor={actorId} className={common.label}>
            {t('actorLabel')}
          </label>
          <input
            id={actorId}
            className={common.input}
            type="text"
            name="actor"
            autoComplete="username"
            maxLength={64}
            value={actor}
            aria-describedby={actorHintId}
            onChange={(event) => setActor(event.target.value)}
          />
          <p id={actorHintId} className={common.hint}>
            {t('actorHint')}
          </p>
        </div>
        <p id={errorId} className={common.error} role="alert">
          {shownError}
        </p>
        <Button type="submit" block loading={busy}>
          {t('signIn')}
        </Button>
      </form>
    </section>
  );
}
