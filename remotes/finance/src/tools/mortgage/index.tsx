import { latestInterestRateResponseSchema, type LatestInterestRate, type ToolMeta } from '@toolhub/contracts';
import { Button, Field, NumberInput, Panel, RadioGroup } from '@toolhub/ui';
import { useState } from 'react';
import { useT, type MessageKey } from '../../messages';
import { fetchDated, useRemote } from '../../shared/data';
import { DataAsOf } from '../../shared/DataAsOf';
import { Figure, Figures } from '../../shared/Figure';
import { formatPercent, formatYuan } from '../../shared/format';
import { SourceName } from '../../shared/SourceNote';
import shared from '../../shared/shared.module.css';
import { ToolSection } from '../../shared/ToolScreen';
import { AmortisationTable } from './AmortisationTable';
import { ExportSchedule } from './ExportSchedule';
import { usesCommercial, usesProvident, validate, type Field as FormField, type LoanType, type MortgageForm, type ValidLoan } from './form';
import { combine, schedule, type RepaymentMethod, type Schedule } from './math';
import styles from './mortgage.module.css';

const loadRates = () => fetchDated('/api/getLatestInterestRate', {}, latestInterestRateResponseSchema);

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

const LOAN_TYPES: [LoanType, MessageKey][] = [
  ['commercial', 'commercial'],
  ['provident', 'provident'],
  ['combined', 'combined'],
];
const METHODS: [RepaymentMethod, MessageKey][] = [
  ['equal-instalment', 'equalInstalment'],
  ['equal-principal', 'equalPrincipal'],
];

export default function Mortgage({ tool }: { tool: ToolMeta }) {
  const t = useT();
  const { state: rates, retry } = useRemote(loadRates, 'latest');
  const [edits, setEdits] = useState<Partial<MortgageForm>>({});
  const [touched, setTouched] = useState<ReadonlySet<FormField>>(new Set());

  // Rate fields show the published defaults until the visitor types their own.
  const ready = rates.status === 'ready' ? rates.data.data : undefined;
  const dataAsOf = rates.status === 'ready' ? rates.data.dataAsOf : undefined;
  const form: MortgageForm = {
    ...INITIAL,
    lpr: ready ? String(ready.latest.lpr5y) : '',
    ...edits,
  };
  if (edits.providentRate === undefined && ready) form.providentRate = providentDefault(ready, form.years);

  const { loan, errors } = validate(form);
  // Two 360-month loops: cheap enough to recompute on every keystroke.
  const result = loan && scheduleOf(loan);

  const set = (field: FormField) => (value: string) => {
    setEdits((current) => ({ ...current, [field]: value }));
    setTouched((current) => new Set(current).add(field));
  };
  // Before the rates arrive, an empty rate field is not the visitor's mistake.
  const errorOf = (field: FormField): MessageKey | undefined =>
    errors[field] && (touched.has(field) || rates.status !== 'loading') ? errors[field] : undefined;

  // The labels carry the unit ("（万元）"), as the visitor has always read them.
  const input = (field: FormField, label: MessageKey, options: { hint?: string; inputMode?: 'decimal' | 'numeric' } = {}) => {
    const error = errorOf(field);
    return (
      <Field label={t(label)} hint={options.hint} error={error && t(error)}>
        {(control) => <NumberInput {...control} name={field} inputMode={options.inputMode} value={form[field]} onChange={set(field)} />}
      </Field>
    );
  };

  const choice = <V extends string>(legend: MessageKey, value: V, options: [V, MessageKey][], onChange: (v: V) => void) => (
    <RadioGroup<V> label={t(legend)} value={value} options={options.map(([option, label]) => ({ value: option, label: t(label) }))} onChange={onChange} />
  );

  const commercialRate = loan?.commercialRate;
  const equalPrincipal = form.method === 'equal-principal';

  return (
    <ToolSection tool={tool}>
      <DataAsOf date={dataAsOf} />
      <form className={styles.calculator} onSubmit={(event) => event.preventDefault()} noValidate>
        <Panel variant="bordered" className={styles.fields}>
          {choice<LoanType>('loanType', form.loanType, LOAN_TYPES, (loanType) => setEdits((current) => ({ ...current, loanType })))}
          {choice<RepaymentMethod>('method', form.method, METHODS, (method) => setEdits((current) => ({ ...current, method })))}
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
          {/* The same words before the rates arrive (the page's first view) and after: on a phone
              this note is the largest text in sight, and it is on the screen from the first paint
              instead of appearing with the rates (issue 21). The rates' dates and sources go with
              the results. */}
          {rates.status !== 'error' && <p className={styles.note}>{t('rateDefaults')}</p>}
          {rates.status === 'loading' && <p className={styles.note}>{t('loading')}</p>}
          {rates.status === 'error' && (
            <div className={styles.rateError} role="alert">
              <span>
                {t('rateDefaultsUnavailable')} {t('loadFailed', { message: rates.message })}
              </span>
              <Button onClick={retry}>{t('retry')}</Button>
            </div>
          )}
        </Panel>
      </form>

      {result && (
        <div aria-live="polite">
          <Figures className={styles.summary}>
            <Figure label={t(equalPrincipal ? 'firstPayment' : 'monthlyPayment')} testId="first-payment">
              {formatYuan(result.firstPayment)}
            </Figure>
            {equalPrincipal && (
              <Figure label={t('monthlyDecrease')} testId="monthly-decrease">
                {formatYuan(result.monthlyDecrease)}
              </Figure>
            )}
            <Figure label={t('totalInterest')} testId="total-interest">
              {formatYuan(result.totalInterest)}
            </Figure>
            <Figure label={t('totalPayment')}>{formatYuan(result.totalPayment)}</Figure>
          </Figures>
          {ready && (
            <p className={shared.source}>
              {t('rateSources', { date: ready.latest.date, providentDate: ready.provident[0]?.effectiveDate ?? '' })}
              {t('sourceLabel')}
              <SourceName source={ready.latest.source} />
              {ready.provident[0] && (
                <>
                  ；<SourceName source={ready.provident[0].source} />
                </>
              )}
            </p>
          )}
          <AmortisationTable rows={result.rows} />
          <ExportSchedule rows={result.rows} scene={tool.scene} />
        </div>
      )}
    </ToolSection>
  );
}
