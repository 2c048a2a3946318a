import {
  FINANCE_CSV_MAX_BYTES,
  FINANCE_DATA_KINDS,
  financeCsvHeader,
  type FinanceDataKind,
  type FinanceImportSummary,
  type ProblemField,
} from '@toolhub/contracts';
import { dialog, toast } from '@toolhub/sdk';
import { Button } from '@toolhub/ui/core';
import { Select, TextArea } from '@toolhub/ui';
import { useId, useState } from 'react';
import { AdminApiError, errorMessage, isUnauthorized, type AdminClient } from './admin-api';
import { useT, type OpsT } from './messages';
import common from './common.module.css';
import styles from './FinancePanel.module.css';

const KIND_KEYS = { lpr: 'financeKindLpr', banks: 'financeKindBanks', cities: 'financeKindCities' } as const satisfies Record<FinanceDataKind, Parameters<OpsT>[0]>;

type Result =
  | { status: 'summary'; summary: FinanceImportSummary; csv: string }
  | { status: 'problems'; detail: string; problems: ProblemField[] }
  | { status: 'error'; message: string };

/**
 * 金融数据 / Finance data (issue 22): ops pick a kind, choose or paste its CSV, preview what it
 * would add and change (or every bad row, nothing written), then apply it after confirming.
 * Shown to the roles with the import right (releasers and admins); the server checks it again.
 */
export function FinancePanel({ client, onChanged }: { client: Pick<AdminClient, 'financeImport'>; onChanged: () => void }) {
  const t = useT();
  const titleId = useId();
  const kindId = useId();
  const fileId = useId();
  const csvId = useId();
  const headerId = useId();
  const [kind, setKind] = useState<FinanceDataKind>('lpr');
  const [csv, setCsv] = useState('');
  const [busy, setBusy] = useState<'preview' | 'apply'>();
  const [result, setResult] = useState<Result>();

  const run = async (step: 'preview' | 'apply') => {
    setBusy(step);
    try {
      const summary = await client.financeImport(kind, step, csv);
      setResult({ status: 'summary', summary, csv });
      if (step === 'apply') {
        toast(t('financeApplied', { kind: t(KIND_KEYS[kind]), added: summary.added.length, changed: summary.changed.length }), { kind: 'success' });
        onChanged();
      }
    } catch (failure) {
      if (isUnauthorized(failure)) return;
      const problem = failure instanceof AdminApiError ? failure.problem : undefined;
      setResult(
        problem?.errors?.length
          ? { status: 'problems', detail: problem.detail ?? problem.title, problems: problem.errors }
          : { status: 'error', message: errorMessage(failure) },
      );
    } finally {
      setBusy(undefined);
    }
  };

  const apply = async (summary: FinanceImportSummary) => {
    const message = t('financeConfirmApply', { kind: t(KIND_KEYS[kind]), added: summary.added.length, changed: summary.changed.length });
    if (!(await dialog({ title: t('confirmTitle'), message, confirmText: t('financeApply'), cancelText: t('cancel') }))) return;
    await run('apply');
  };

  const change = (next: Partial<{ kind: FinanceDataKind; csv: string }>) => {
    if (next.kind !== undefined) setKind(next.kind);
    if (next.csv !== undefined) setCsv(next.csv);
    // A preview speaks of one kind and one file only.
    setResult(undefined);
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > FINANCE_CSV_MAX_BYTES) {
      setResult({ status: 'error', message: t('financeFileTooLarge', { max: FINANCE_CSV_MAX_BYTES }) });
      return;
    }
    change({ csv: await file.text() });
  };

  const previewed = result?.status === 'summary' && !result.summary.applied && result.csv === csv ? result.summary : undefined;
  const hasChanges = (summary: FinanceImportSummary) => summary.added.length + summary.changed.length > 0;

  return (
    <section className={common.card} aria-labelledby={titleId} data-testid="finance-panel">
      <div className={common.cardHead}>
        <h2 id={titleId} className={common.cardTitle}>
          {t('financeHeading')}
        </h2>
      </div>
      <p className={`${common.hint} ${common.cardHint}`}>{t('financeHint')}</p>

      <div className={styles.form}>
        <div className={common.field}>
          <label htmlFor={kindId} className={common.label}>
            {t('financeKind')}
          </label>
          <Select id={kindId} value={kind} aria-describedby={headerId} onChange={(event) => change({ kind: event.target.value as FinanceDataKind })}>
            {FINANCE_DATA_KINDS.map((option) => (
              <option key={option} value={option}>
                {t(KIND_KEYS[option])}
              </option>
            ))}
          </Select>
        </div>
        <div className={common.field}>
          <label htmlFor={fileId} className={common.label}>
            {t('financeFile')}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            className={styles.file}
            onChange={(event) => {
              void readFile(event.target.files?.[0]);
              // The same file chosen again (after fixing it) reads again.
              event.target.value = '';
            }}
          />
        </div>
      </div>
      <p id={headerId} className={`${common.hint} ${common.mono} ${styles.header}`}>
        {t('financeHeader', { header: financeCsvHeader(kind) })}
      </p>
      <div className={`${common.field} ${styles.csvField}`}>
        <label htmlFor={csvId} className={common.label}>
          {t('financeCsv')}
        </label>
        <TextArea
          id={csvId}
          mono
          className={styles.csv}
          spellCheck={false}
          value={csv}
          placeholder={`${financeCsvHeader(kind)}\n…`}
          onChange={(event) => change({ csv: event.target.value })}
        />
      </div>
      <div className={styles.actions}>
        <Button variant="outline" disabled={!csv.trim() || busy !== undefined} loading={busy === 'preview'} onClick={() => void run('preview')}>
          {t('financePreview')}
        </Button>
        <Button disabled={!previewed || !hasChanges(previewed) || busy !== undefined} loading={busy === 'apply'} onClick={() => previewed && void apply(previewed)}>
          {t('financeApply')}
        </Button>
      </div>

      <div aria-live="polite">
        {result?.status === 'error' && (
          <p className={common.error} role="alert">
            {t('actionFailed', { message: result.message })}
          </p>
        )}
        {result?.status === 'problems' && <Problems detail={result.detail} problems={result.problems} />}
        {result?.status === 'summary' && <Summary summary={result.summary} nothingToApply={!hasChanges(result.summary)} />}
      </div>
    </section>
  );
}

function Problems({ detail, problems }: { detail: string; problems: ProblemField[] }) {
  const t = useT();
  return (
    <div className={styles.result} data-testid="finance-problems">
      <p className={common.error} role="alert">
        {t('financeProblems')} {detail}
      </p>
      <table className={common.dataTable}>
        <thead>
          <tr>
            <th scope="col">{t('colField')}</th>
            <th scope="col">{t('colFound')}</th>
            <th scope="col">{t('colAllowed')}</th>
          </tr>
        </thead>
        <tbody>
          {problems.map((problem, index) => (
            <tr key={index}>
              <th scope="row" className={common.mono}>
                {problem.field}
              </th>
              <td className={common.mono}>{problem.found ?? t('nothing')}</td>
              <td>{problem.allowed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Summary({ summary, nothingToApply }: { summary: FinanceImportSummary; nothingToApply: boolean }) {
  const t = useT();
  const counts = { added: summary.added.length, changed: summary.changed.length, unchanged: summary.unchanged.length };
  const cell = (value: string | undefined) => (value ? value : t('financeEmptyCell'));
  return (
    <div className={styles.result} data-testid="finance-summary">
      <p className={summary.applied ? styles.done : common.hint}>
        {t(summary.applied ? 'financeAppliedSummary' : 'financePreviewSummary', counts)}
        {summary.latest && <> {t(summary.applied ? 'financeLatestApplied' : 'financeLatest', { date: summary.latest })}</>}
      </p>
      {!summary.applied && nothingToApply && <p className={common.hint}>{t('financeNothingToApply')}</p>}
      {summary.added.length > 0 && (
        <table className={common.dataTable} aria-label={t('financeAddedHeading')}>
          <caption className={styles.caption}>{t('financeAddedHeading')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('colLine')}</th>
              <th scope="col">{t('colKey')}</th>
              <th scope="col">{t('colValues')}</th>
            </tr>
          </thead>
          <tbody>
            {summary.added.map((row) => (
              <tr key={row.key}>
                <td>{row.line}</td>
                <th scope="row" className={common.mono}>
                  {row.key}
                </th>
                <td className={styles.values}>
                  {Object.entries(row.values).map(([name, value]) => (
                    <span key={name}>
                      <span className={common.muted}>{name}</span> {cell(value)}
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {summary.changed.length > 0 && (
        <table className={common.dataTable} aria-label={t('financeChangedHeading')}>
          <caption className={styles.caption}>{t('financeChangedHeading')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('colLine')}</th>
              <th scope="col">{t('colKey')}</th>
              <th scope="col">{t('colColumn')}</th>
              <th scope="col">{t('colBeforeAfter')}</th>
            </tr>
          </thead>
          <tbody>
            {summary.changed.flatMap((row) =>
              Object.keys(row.after).map((name) => (
                <tr key={`${row.key}\n${name}`}>
                  <td>{row.line}</td>
                  <th scope="row" className={common.mono}>
                    {row.key}
                  </th>
                  <td className={common.mono}>{name}</td>
                  <td>
                    {cell(row.before[name])} → {cell(row.after[name])}
                  </td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      )}
    </div>
  );
}
