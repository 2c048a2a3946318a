/**
 * The telemetry panel's pictures, hand-drawn SVG (no chart library): the daily chart of page
 * views, clicks and errors, a page's sparkline, and the count columns' heads of its tables.
 */
import type { TelemetrySummary } from '@toolhub/contracts';
import { useLayoutEffect, useState } from 'react';
import { useT, type OpsT } from './messages';
import { countTicks, dayLabel, formatCount, labelStride, sparkPoints, totalsOf } from './telemetry-view';
import styles from './TelemetryPanel.module.css';

const SPARK_WIDTH = 80;
const SPARK_HEIGHT = 24;

export function Sparkline({ values, t }: { values: number[]; t: OpsT }) {
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
export function DailyChart({ summary, t }: { summary: TelemetrySummary; t: OpsT }) {
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
export function CountHeads() {
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
