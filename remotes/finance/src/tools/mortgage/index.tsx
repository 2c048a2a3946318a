import { latestInterestRateResponseSchema, type LatestInterestRate, type ToolMeta } from '@toolhub/contracts';
import { useId, useState, type ChangeEvent } from 'react';
import { useT, type MessageKey } from '../../messages';
import { fetchData, useRemote } from '../../shared/data';
import { formatPercent, formatYuan } from '../../shared/format';
import { AmortisationTable } from './AmortisationTable';
import { ExportSchedule } from './ExportSchedule';
import { usesCommercial, usesProvident, validate, type Field, type LoanType, type MortgageForm, type ValidLoan } from './form';
import { combine, schedule, type RepaymentMethod, type Schedule } from './math';
import shared from '../../shared/shared.module.css';
import styles from './mortgage.module.css';

const loadRates = () => fetchData('/api/getLatestInterestRate', {}, latestInterestRateResponseSchema);

/** The provident rate in force for a term: loans up to 5 years have their own rate. */
function providentDefault(rates: LatestInterestRate, years: string): string {
  const term = Number(years) > 5 ? 'provident_first_gt5y' : 'provident_first_le5y';
  const rate = rates.provident.find((r) => r.term === term)?.rate;
  return rate === undefined ? '' : String(rate);
}

function scheduleOf(loan: ValidLoan): Schedule {
  const { months, method } = loan;
  const commercial = schedule({ principal: loan.commercialPrincipal, annualRate: loan.commercialRate, months }, method);
  const provident = schedule({ principal: loan.providentPrincipal, annualRate: loan.providentRate, months }, method);
  if (loan.loanType === 'commercial') return commercial;
  if (loan.loanType === 'provident') return provident;
  return combine(commercial, provident);
}

const INITIAL: MortgageForm = {
  loanType: 'commercial',
  method: 'equal-instalment',
  commercialAmount: '100',
  providentAmount: '50',
  years: '30',
  lpr: '',
  spreadBp: '0',
  providentRate: '',
};

export default function Mortgage({ tool }: { tool: ToolMeta }) {
  const t = useT();
  const id = useId();
  const { state: rates, retry } = useRemote(loadRates, 'latest');
  const [edits, setEdits] = useState<Partial<MortgageForm>>({});
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());

  // Rate fields show the published defaults until the visitor types their own.
  const ready = rates.status === 'ready' ? rates.data : undefined;
  const form: MortgageForm = {
    ...INITIAL,
    lpr: ready ? String(ready.latest.lpr5y) : '',
    ...edits,
  };
  if (edits.providentRate === undefined && ready) form.providentRate = providentDefault(ready, form.years);

  const { loan, errors } = validate(form);
  // Two 360-month loops: cheap enough to recompute on every keystroke.
  const result = loan && scheduleOf(loan);

  const set = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    setEdits((current) => ({ ...current, [field]: event.target.value }));
    setTouched((current) => new Set(current).add(field));
  };
  // Before the rates arrive, an empty rate field is not the visitor's mistake.
  const errorOf = (field: Field): MessageKey | undefined =>
    errors[field] && (touched.has(field) || rates.status !== 'loading') ? errors[field] : undefined;

  const input = (field: Field, label: MessageKey, options: { hint?: string; inputMode?: 'decimal' | 'numeric' } = {}) => {
    const error = errorOf(field);
    const inputId = `${id}-${field}`;
    const describedBy = [error && `${inputId}-error`, options.hint && `${inputId}-hint`].filter(Boolean).join(' ') || undefined;
    return (
      <div className={styles.field}>
        <label htmlFor={inputId}>{t(label)}</label>
        <input
          id={inputId}
          name={field}
          className={error ? styles.invalid : undefined}
          inputMode={options.inputMode ?? 'decimal'}
          autoComplete="off"
          value={form[field]}
          onChange={set(field)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {options.hint && (
          <span id={`${inputId}-hint`} className={styles.hint}>
            {options.hint}
          </span>
        )}
        {error && (
          <span id={`${inputId}-error`} className={styles.error} role="alert">
            {t(error)}
          </span>
        )}
      </div>
    );
  };

  const choice = <V extends string>(name: string, legend: MessageKey, value: V, options: [V, MessageKey][], onChange: (v: V) => void) => (
    <fieldset className={styles.choice}>
      <legend>{t(legend)}</legend>
      {options.map(([option, label]) => (
        <label key={option} className={styles.option}>
          <input type="radio" name={`${id}-${name}`} value={option} checked={value === option} onChange={() => onChange(option)} />
          {t(label)}
        </label>
      ))}
    </fieldset>
  );

  const commercialRate = loan?.commercialRate;
  const equalPrincipal = form.method === 'equal-principal';

  return (
    <section className={shared.page} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={shared.title}>
        {tool.name}
      </h2>
      <form className={styles.form} onSubmit={(event) => event.preventDefault()} noValidate>
        {choice<LoanType>('type', 'loanType', form.loanType, [['commercial', 'commercial'], ['provident', 'provident'], ['combined', 'combined']], (loanType) =>
          setEdits((current) => ({ ...current, loanType })),
        )}
        {choice<RepaymentMethod>('method', 'method', form.method, [['equal-instalment', 'equalInstalment'], ['equal-principal', 'equalPrincipal']], (method) =>
          setEdits((current) => ({ ...current, method })),
        )}
        <div className={styles.grid}>
          {usesCommercial(form.loanType) && input('commercialAmount', 'commercialAmount')}
          {usesProvident(form.loanType) && input('providentAmount', 'providentAmount')}
          {input('years', 'years', { inputMode: 'numeric' })}
          {usesCommercial(form.loanType) && input('lpr', 'lprBase')}
          {usesCommercial(form.loanType) &&
            input('spreadBp', 'spreadBp', {
              hint: commercialRate !== undefined ? t('commercialRateIs', { rate: formatPercent(commercialRate) }) : undefined,
            })}
          {usesProvident(form.loanType) && input('providentRate', 'providentRate')}
        </div>
        {rates.status === 'loading' && <p className={styles.note}>{t('loading')}</p>}
        {rates.status === 'error' && (
          <div className={styles.rateError} role="alert">
            <span>
              {t('rateDefaultsUnavailable')} {t('loadFailed', { message: rates.message })}
            </span>
            <button type="button" className={styles.button} onClick={retry}>
              {t('retry')}
            </button>
          </div>
        )}
        {ready && (
          <p className={styles.note}>
            {t('rateDefaults', { date: ready.latest.date, providentDate: ready.provident[0]?.effectiveDate ?? '' })}
            <br />
            {t('source', { source: ready.latest.source })}
            {ready.provident[0] && <>；{ready.provident[0].source}</>}
          </p>
        )}
      </form>

      {result && (
        <div aria-live="polite">
          <dl className={styles.summary}>
            <div>
              <dt>{t(equalPrincipal ? 'firstPayment' : 'monthlyPayment')}</dt>
              <dd data-testid="first-payment">{formatYuan(result.firstPayment)}</dd>
            </div>
            {equalPrincipal && (
              <div>
                <dt>{t('monthlyDecrease')}</dt>
                <dd data-testid="monthly-decrease">{formatYuan(result.monthlyDecrease)}</dd>
              </div>
            )}
            <div>
              <dt>{t('totalInterest')}</dt>
              <dd data-testid="total-interest">{formatYuan(result.totalInterest)}</dd>
            </div>
            <div>
              <dt>{t('totalPayment')}</dt>
              <dd>{formatYuan(result.totalPayment)}</dd>
            </div>
          </dl>
          <AmortisationTable rows={result.rows} />
          <ExportSchedule rows={result.rows} scene={tool.scene} />
        </div>
      )}
    </section>
  );
}
