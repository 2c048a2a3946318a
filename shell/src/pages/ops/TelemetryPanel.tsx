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
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { errorMessage, isUnauthorized, type AdminClient } from './admin-api';
import { useT, type OpsT } from './messages';
import { formatTime } from './registry-view';
import {
  countTicks,
  dayLabel,
  formatCount,
  formatVital,
  isEmptySummary,
  labelStride,
  sparkPoints,
  totalsOf,
  vitalRating,
  type VitalRating,
} from './telemetry-view';
import common from './common.module.css';
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
          <select id={windowId} className={`${common.select} ${styles.window}`} value={days} onChange={(event) => setDays(Number(event.target.value))}>
            {WINDOWS.map((n) => (
              <option key={n} value={n}>
                {t('telemetryDays', { n })}
              </option>
            ))}
          </select>
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

const SPARK_WIDTH = 80;
const SPARK_HEIGHT = 24;

function Sparkline({ values, t }: { values: number[]; t: OpsT }) {
  return (
    <svg
      className={styles.sparkline}
      viewBox={`0 0 ${SPARK_WIDTH} ${SPARK_HEIGHT}`}
      width={SPARK_WIDTH}
      height={SPARK_HEIGHT}
      role="img"
      aria-label={t('sparkLabel', { peak: formatCount(Math.max(0, ...values)) })}
    >
      <polyline points={sparkPoints(values, SPARK_WIDTH, SPARK_HEIGHT)} />
    </svg>
  );
}

/**
 * The chart's height in px. Its viewBox is as wide as the card (useWidth), one unit a pixel, so the
 * 11 px labels stay 11 px on a phone and a desktop alike and fewer days get a label when narrow.
 */
const CHART_HEIGHT = 200;
const PAD = { top: 12, right: 8, bottom: 26, left: 8 };

/**
 * The width of an element: measured before the first paint (a layout effect, so the chart does
 * not jump), then as a ResizeObserver reports it. `fallback` where neither can tell (a test's
 * DOM), the SVG's viewBox scaling it to fit.
 */
function useWidth(fallback: number) {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    if (!node) return;
    const initial = Math.round(node.getBoundingClientRect().width);
    if (initial > 0) setWidth(initial);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry.contentRect.width);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);
  return [setNode, width] as const;
}

/** Page views as bars, clicks and errors as lines, on one count axis; the numbers also in a table. */
function DailyChart({ summary, t }: { summary: TelemetrySummary; t: OpsT }) {
  const [measure, width] = useWidth(640);
  const totals = totalsOf(summary.days);
  const n = summary.days.length;
  const ticks = countTicks(Math.max(0, ...summary.days.flatMap((day) => [day.pageViews, day.clicks, day.errors])));
  const top = ticks[ticks.length - 1];
  const left = PAD.left + Math.max(...ticks.map((tick) => formatCount(tick).length)) * 7;
  const plotWidth = Math.max(1, width - left - PAD.right);
  const plotHeight = CHART_HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(1, n);
  const x = (index: number) => left + slot * (index + 0.5);
  const y = (value: number) => PAD.top + plotHeight * (1 - value / top);
  const stride = labelStride(n, plotWidth);
  const barWidth = Math.max(2, Math.min(24, slot * 0.6));
  const line = (pick: (day: TelemetrySummary['days'][number]) => number) => summary.days.map((day, i) => `${x(i).toFixed(1)},${y(pick(day)).toFixed(1)}`).join(' ');
  const series = [
    { key: 'telemetryPageViews', total: totals.pageViews, swatch: styles.swatchViews },
    { key: 'telemetryClicks', total: totals.clicks, swatch: styles.swatchClicks },
    { key: 'telemetryErrors', total: totals.errors, swatch: styles.swatchErrors },
  ] as const;

  return (
    <div className={styles.chartBlock}>
      <ul className={styles.legend}>
        {series.map((item) => (
          <li key={item.key} data-series={item.key}>
            <span className={`${styles.swatch} ${item.swatch}`} aria-hidden="true" />
            <span>{t(item.key)}</span>
            <strong className={styles.total}>{formatCount(item.total)}</strong>
          </li>
        ))}
      </ul>
      <div ref={measure}>
        <svg
          className={styles.chart}
          viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
          role="img"
          aria-label={t('telemetryChartLabel', {
            from: summary.from,
            to: summary.to,
            views: formatCount(totals.pageViews),
            clicks: formatCount(totals.clicks),
            errors: formatCount(totals.errors),
          })}
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line className={styles.grid} x1={left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} />
              <text className={styles.axis} x={left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
                {formatCount(tick)}
              </text>
            </g>
          ))}
          {summary.days.map((day, i) => (
            <g key={day.day}>
              <rect className={styles.bar} x={x(i) - barWidth / 2} y={y(day.pageViews)} width={barWidth} height={Math.max(0, y(0) - y(day.pageViews))} />
              {(n - 1 - i) % stride === 0 && (
                <text className={styles.axis} x={x(i)} y={CHART_HEIGHT - 8} textAnchor="middle">
                  {dayLabel(day.day)}
                </text>
              )}
              {/* The whole day's slot answers a pointer with its numbers. */}
              <rect className={styles.hit} x={left + slot * i} y={PAD.top} width={slot} height={plotHeight}>
                <title>{t('telemetryDayTitle', { day: day.day, views: day.pageViews, clicks: day.clicks, errors: day.errors })}</title>
              </rect>
            </g>
          ))}
          <polyline className={styles.lineClicks} points={line((day) => day.clicks)} />
          <polyline className={styles.lineErrors} points={line((day) => day.errors)} />
          {summary.days.map((day, i) => (
            <circle key={day.day} className={styles.dotErrors} cx={x(i)} cy={y(day.errors)} r={2.5} />
          ))}
        </svg>
      </div>
      <details className={styles.data}>
        <summary>{t('telemetryChartData')}</summary>
        {/* Up to 30 rows: it scrolls in place, reachable by the keyboard. */}
        <div className={styles.scroll} role="region" aria-label={t('telemetryChartData')} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('colDay')}</th>
                <CountHeads />
              </tr>
            </thead>
            <tbody>
              {summary.days.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{day.day}</th>
                  <td className={styles.number}>{formatCount(day.pageViews)}</td>
                  <td className={styles.number}>{formatCount(day.clicks)}</td>
                  <td className={styles.number}>{formatCount(day.errors)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}

/** The three count columns' heads, the same in the pages table and the days table. */
function CountHeads() {
  const t = useT();
  return (
    <>
      {(['telemetryPageViews', 'telemetryClicks', 'telemetryErrors'] as const).map((key) => (
        <th key={key} scope="col" className={styles.number}>
          {t(key)}
        </th>
      ))}
    </>
  );
}
