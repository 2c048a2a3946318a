import {
  PAGE_SUFFIX,
  TELEMETRY_DEFAULT_DAYS,
  TELEMETRY_MAX_DAYS,
  WEB_VITALS,
  type ErrorSource,
  type TelemetryPage,
  type TelemetrySummary,
  type WebVital,
} from '@toolhub/contracts';
import { Button } from '@toolhub/ui/core';
import { Select } from '@toolhub/ui';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { errorMessage, isUnauthorized, type AdminClient } from './admin-api';
import { useT, type OpsT } from './messages';
import { formatTime } from './registry-view';
import { formatCount, formatVital, isEmptySummary, vitalRating, type VitalRating } from './telemetry-view';
import common from './common.module.css';
import { CountHeads, DailyChart, Sparkline } from './TelemetryCharts';
import styles from './TelemetryPanel.module.css';

/** A week, the server's default window and its longest (7 / 14 / 30 today), from the contract so they stay in step. */
const WINDOWS = [...new Set([7, TELEMETRY_DEFAULT_DAYS, TELEMETRY_MAX_DAYS])].filter((n) => n <= TELEMETRY_MAX_DAYS).sort((a, b) => a - b);
const RATINGS = {
  good: { key: 'vitalGood', tag: common.tagSuccess },
  needsImprovement: { key: 'vitalNeedsImprovement', tag: common.tagWarning },
  poor: { key: 'vitalPoor', tag: common.tagDanger },
} as const satisfies Record<VitalRating, { key: string; tag: string | undefined }>;
const SOURCE_KEYS = {
  window: 'errorSourceWindow',
  promise: 'errorSourcePromise',
  remote: 'errorSourceRemote',
  render: 'errorSourceRender',
  host: 'errorSourceHost',
} as const satisfies Record<ErrorSource, string>;

/**
 * What visitors' pages report (GET /admin/api/telemetry): page views, clicks and errors per day
 * over a window, each page's counts and Web Vitals, and the errors met most. A new window keeps
 * the previous numbers on screen (dimmed) until its own arrive, so the card does not jump.
 */
export function TelemetryPanel({ client }: { client: AdminClient }) {
  const t = useT();
  const titleId = useId();
  const windowId = useId();
  const [days, setDays] = useState(TELEMETRY_DEFAULT_DAYS);
  const [summary, setSummary] = useState<TelemetrySummary>();
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(true);
  // Only the answer to the latest call is shown: a slow 30-day answer must not replace a later 7-day one.
  const latest = useRef(0);

  const load = useCallback(
    async (span: number) => {
      const call = ++latest.current;
      setLoading(true);
      try {
        const answer = await client.telemetry(span);
        if (call !== latest.current) return;
        setSummary(answer);
        setError(undefined);
      } catch (failure) {
        if (call === latest.current && !isUnauthorized(failure)) setError(errorMessage(failure));
      } finally {
        if (call === latest.current) setLoading(false);
      }
    },
    [client],
  );

  useEffect(() => {
    void load(days);
  }, [load, days]);

  return (
    <section className={common.card} aria-labelledby={titleId} data-testid="telemetry-panel">
      <div className={common.cardHead}>
        <h2 id={titleId} className={common.cardTitle}>
          {t('telemetryHeading')}
        </h2>
        <div className={styles.headActions}>
          <label htmlFor={windowId} className={common.label}>
            {t('telemetryWindow')}
          </label>
          <Select id={windowId} className={styles.window} value={days} onChange={(event) => setDays(Number(event.target.value))}>
            {WINDOWS.map((n) => (
              <option key={n} value={n}>
                {t('telemetryDays', { n })}
              </option>
            ))}
          </Select>
          {/* Not just "Refresh": the page's head has that button, which reloads the registry. */}
          <Button variant="outline" loading={loading && summary !== undefined} onClick={() => void load(days)}>
            {t('telemetryRefresh')}
          </Button>
        </div>
      </div>
      <p className={`${common.hint} ${common.cardHint}`}>{t('telemetryHint')}</p>

      {error && (
        <div className={`${common.error} ${common.cardLoadError}`} role="alert">
          <span>{t('loadFailed', { message: error })}</span>
          <Button variant="text" onClick={() => void load(days)}>
            {t('retry')}
          </Button>
        </div>
      )}

      {!summary ? (
        !error && <p className={common.hint}>{t('loading')}</p>
      ) : (
        <div className={styles.body} aria-busy={loading} data-loading={loading || undefined}>
          {isEmptySummary(summary) ? <p className={styles.empty}>{t('telemetryEmpty')}</p> : <Summary summary={summary} t={t} />}
          <p className={`${common.hint} ${styles.footnote}`}>
            {t('telemetryRetention', { from: summary.from, to: summary.to, days: summary.retentionDays })}
          </p>
        </div>
      )}
    </section>
  );
}

function Summary({ summary, t }: { summary: TelemetrySummary; t: OpsT }) {
  const pagesId = useId();
  const errorsId = useId();
  return (
    <>
      <DailyChart summary={summary} t={t} />

      <h3 id={pagesId} className={styles.subTitle}>
        {t('telemetryPagesHeading')}
      </h3>
      {/* Wider than a phone: it scrolls inside the card, so it is a focusable region for the keyboard. */}
      <div className={styles.scroll} role="region" aria-labelledby={pagesId} tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('colPage')}</th>
              <CountHeads />
              <th scope="col">{t('colDaily')}</th>
              {WEB_VITALS.map((metric) => (
                <th key={metric} scope="col">
                  {metric} p75
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {summary.pages.map((page) => (
              <tr key={page.page} data-page={page.page}>
                <th scope="row">
                  <span className={styles.pageCell}>
                    <span className={styles.pageName}>{pageName(page, t)}</span>
                    {pagePath(page) && <code className={`${common.mono} ${common.muted}`}>{pagePath(page)}</code>}
                  </span>
                </th>
                <td className={styles.number}>{formatCount(page.pageViews)}</td>
                <td className={styles.number}>{formatCount(page.clicks)}</td>
                <td className={styles.number}>{formatCount(page.errors)}</td>
                <td>
                  <Sparkline values={page.daily} t={t} />
                </td>
                {WEB_VITALS.map((metric) => (
                  <td key={metric} data-vital={metric}>
                    <Vital metric={metric} value={page.p75[metric]} t={t} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={`${common.hint} ${styles.note}`}>{t('vitalsNote')}</p>

      <h3 id={errorsId} className={styles.subTitle}>
        {t('telemetryErrorsHeading')}
      </h3>
      {summary.errors.length === 0 ? (
        <p className={common.hint}>{t('noErrors')}</p>
      ) : (
        <ul className={styles.errors} aria-labelledby={errorsId}>
          {summary.errors.map((entry) => (
            <li key={`${entry.page}\n${entry.source}\n${entry.message}`} className={styles.errorItem}>
              <span className={`${common.tag} ${common.tagDanger}`}>{t(SOURCE_KEYS[entry.source])}</span>
              <code className={`${common.mono} ${styles.message}`}>{entry.message || t('noErrorMessage')}</code>
              <span className={common.hint}>
                {t('errorMeta', { page: pageLabel(entry.page, summary.pages, t), count: formatCount(entry.count), time: formatTime(entry.lastAt) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The server's names of the rows that are no tool; a tool keeps the catalog's name. */
function pageName(page: Pick<TelemetryPage, 'page' | 'toolid' | 'name'>, t: OpsT): string {
  if (page.toolid !== undefined) return page.name;
  if (page.page === 'homepage') return t('homePage');
  if (page.page === 'other') return t('otherPages');
  return page.name;
}

/** The address a visitor opened: a tool's page, or the root; 'other' stands for many. */
function pagePath(page: Pick<TelemetryPage, 'page' | 'toolid'>): string | undefined {
  if (page.toolid !== undefined) return `/${page.page}${PAGE_SUFFIX}`;
  return page.page === 'homepage' ? '/' : undefined;
}

/** An error's page by the name its row has in the table. */
const pageLabel = (page: string, pages: TelemetryPage[], t: OpsT) => pageName(pages.find((row) => row.page === page) ?? { page, name: page }, t);

function Vital({ metric, value, t }: { metric: WebVital; value?: number; t: OpsT }) {
  if (value === undefined) return <span className={common.muted}>{t('nothing')}</span>;
  const rating = RATINGS[vitalRating(metric, value)];
  // The word as well as the colour: the rating must not rest on colour alone.
  return (
    <span className={styles.vital}>
      <span>{formatVital(metric, value)}</span>
      <span className={`${common.tag} ${rating.tag}`}>{t(rating.key)}</span>
    </span>
  );
}
