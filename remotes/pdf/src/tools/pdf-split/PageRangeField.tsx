import { useId, useState } from 'react';
import { useT } from './messages';
import type { SplitPlan } from './plan';
import styles from '../../shared/shared.module.css';

export interface PageRangeFieldProps {
  value: string;
  onChange: (value: string) => void;
  plan: SplitPlan;
  /** The file's pages, once the browser counted them. */
  pageCount?: number;
}

/**
 * The page ranges as typed (`1-3,5,8-`), checked on every keystroke with the same reader the
 * engine uses; the error shows under the field and is read with it. An empty field is not
 * an error until the visitor has left it once.
 */
export function PageRangeField({ value, onChange, plan, pageCount }: PageRangeFieldProps) {
  const t = useT();
  const id = useId();
  const [touched, setTouched] = useState(false);
  const error = plan.ok || (!value.trim() && !touched) ? undefined : errorText(plan.error);

  function errorText(kind: Exclude<SplitPlan, { ok: true }>['error']) {
    if (kind === 'beyondLastPage') return pageCount === undefined ? t('beyondLastPageUnknown') : t('beyondLastPage', { count: pageCount });
    return kind === 'badEvery' ? t('badEvery') : t(kind);
  }

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {t('rangesLabel')}
      </label>
      <input
        id={id}
        className={styles.textInput}
        type="text"
        value={value}
        placeholder={t('rangesPlaceholder')}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${error ? `${id}-error ` : ''}${id}-help`}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={() => setTouched(true)}
      />
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
      <p id={`${id}-help`} className={styles.fieldHint}>
        {pageCount === undefined ? t('rangesHelp') : t('rangesHelpCount', { count: pageCount })}
      </p>
    </div>
  );
}
