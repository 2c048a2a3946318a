import { Field, Input } from '@toolhub/ui';
import { useState } from 'react';
import { useT } from './messages';
import type { SplitPlan } from './plan';

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
  const [touched, setTouched] = useState(false);
  const error = plan.ok || (!value.trim() && !touched) ? undefined : errorText(plan.error);

  function errorText(kind: Exclude<SplitPlan, { ok: true }>['error']) {
    if (kind === 'beyondLastPage') return pageCount === undefined ? t('beyondLastPageUnknown') : t('beyondLastPage', { count: pageCount });
    return kind === 'badEvery' ? t('badEvery') : t(kind);
  }

  return (
    <Field label={t('rangesLabel')} error={error} hint={pageCount === undefined ? t('rangesHelp') : t('rangesHelpCount', { count: pageCount })}>
      {(control) => (
        <Input
          {...control}
          value={value}
          placeholder={t('rangesPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
        />
      )}
    </Field>
  );
}
