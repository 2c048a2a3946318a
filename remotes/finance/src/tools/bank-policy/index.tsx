import { bankListResponseSchema, bankPolicyResponseSchema, type Bank, type BankPolicy, type Rate } from '@toolhub/contracts';
import { Select } from '@toolhub/ui';
import { useId, useState } from 'react';
import { useT, type MessageKey } from '../../messages';
import { fetchData, fetchDated, useRemote } from '../../shared/data';
import { DataTable } from '../../shared/DataTable';
import { formatPercent } from '../../shared/format';
import { LoadState } from '../../shared/LoadState';
import { SourceNote } from '../../shared/SourceNote';
import { dataTool } from '../../shared/ToolScreen';
import shared from '../../shared/shared.module.css';
import styles from './bank-policy.module.css';

const loadBanks = () => fetchDated('/api/getBankList', {}, bankListResponseSchema);

/** Translated names of the terms the server knows; other terms show the published label. */
const TERM_LABELS: Record<string, MessageKey> = {
  demand: 'termDemand',
  fixed_3m: 'termFixed3m',
  fixed_6m: 'termFixed6m',
  fixed_1y: 'termFixed1y',
  fixed_2y: 'termFixed2y',
  fixed_3y: 'termFixed3y',
  fixed_5y: 'termFixed5y',
  loan_1y: 'termLoan1y',
  loan_1y_5y: 'termLoan1y5y',
  loan_5y_plus: 'termLoan5yPlus',
};

/** The bank asked for in `?bankCode=` (links from the bank list), else the first commercial bank. */
function initialBank(banks: Bank[]): string {
  const asked = new URLSearchParams(globalThis.location?.search ?? '').get('bankCode')?.toUpperCase();
  if (asked && banks.some((b) => b.code === asked)) return asked;
  return (banks.find((b) => b.kind === 'state') ?? banks[0])?.code ?? '';
}

function BankPicker({ data: banks }: { data: Bank[] }) {
  const t = useT();
  const id = useId();
  const [code, setCode] = useState(() => initialBank(banks));
  const { state, retry } = useRemote(() => fetchData('/api/getBankPolicy', { bankCode: code }, bankPolicyResponseSchema), code);
  return (
    <>
      <div className={shared.controlRow}>
        <label htmlFor={`${id}-bank`}>{t('chooseBank')}</label>
        <Select
          id={`${id}-bank`}
          className={shared.fit}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          // The banks' own names, in Chinese on an English page too: marked so for screen readers.
          lang="zh-CN"
          options={banks.map((bank) => ({ value: bank.code, label: bank.name }))}
        />
      </div>
      <LoadState state={state} retry={retry} label={t('bankPolicyTitle')}>
        {(policy) => <PolicyView policy={policy} />}
      </LoadState>
    </>
  );
}

/** Each distinct (source, date) once, in order of first use. */
function sourcesOf(rates: Rate[]) {
  const seen = new Map<string, { source: string; date: string }>();
  for (const rate of rates) seen.set(`${rate.source}|${rate.effectiveDate}`, { source: rate.source, date: rate.effectiveDate });
  return [...seen.values()];
}

function RateTable({ caption, rates }: { caption: string; rates: Rate[] }) {
  const t = useT();
  return (
    <>
      <DataTable caption={caption} hideCaption columns={[t('term'), t('rate')]} className={styles.rates}>
        {rates.map((rate) => (
          <tr key={rate.term}>
            <th scope="row">{TERM_LABELS[rate.term] ? t(TERM_LABELS[rate.term]) : rate.termLabel}</th>
            <td>{formatPercent(rate.rate)}</td>
          </tr>
        ))}
      </DataTable>
      {sourcesOf(rates).map(({ source, date }) => (
        <SourceNote key={`${source}|${date}`} source={source} date={date} />
      ))}
    </>
  );
}

function PolicyView({ policy }: { policy: BankPolicy }) {
  const t = useT();
  const { bank, depositRates, loanRates } = policy;
  const benchmark = loanRates.some((rate) => rate.basis === 'benchmark');
  return (
    <div aria-live="polite">
      <h2 className={shared.subtitle}>
        <span lang="zh-CN">{bank.name}</span> · {t('depositRates')}
      </h2>
      {depositRates.length ? <RateTable caption={t('depositRates')} rates={depositRates} /> : <p className={styles.empty}>{t('noDeposits')}</p>}
      <h2 className={shared.subtitle}>
        <span lang="zh-CN">{bank.name}</span> · {t('loanRates')}
      </h2>
      <p className={styles.note}>{t(benchmark ? 'loanIsBenchmark' : 'loanIsLpr')}</p>
      <RateTable caption={t('loanRates')} rates={loanRates} />
    </div>
  );
}

export default dataTool(loadBanks, 'banks', BankPicker);
