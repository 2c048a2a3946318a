import type { LprPoint } from '@toolhub/contracts';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useT } from '../../messages';
import { formatPercent } from '../../shared/format';
import { linePath, makeScale, nearestIndex, yearLabels, type Frame } from './chart';
import styles from './lpr.module.css';

const HEIGHT = 260;
const PADDING = { top: 16, right: 16, bottom: 28, left: 44 };
const FALLBACK_WIDTH = 640;

/** Follows the element's width so labels keep their size from 375 px phones to desktops. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * Both LPR series as lines. The drawing is one `role="img"` with a summary; the focusable
 * frame around it steps through the months with the arrow keys (Home / End jump to the
 * ends) and a live region reads the active month, which the tooltip also shows.
 */
export function LprChart({ history }: { history: LprPoint[] }) {
  const t = useT();
  const id = useId();
  const { ref, width } = useWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);

  const frame: Frame = { width, height: HEIGHT, padding: PADDING };
  const scale = makeScale(history.length, history.flatMap((p) => [p.lpr1y, p.lpr5y]), frame);
  const first = history[0];
  const last = history[history.length - 1];
  const pointLabel = (p: LprPoint) => t('lprPoint', { date: p.date, lpr1y: formatPercent(p.lpr1y), lpr5y: formatPercent(p.lpr5y) });
  const summary = t('lprChartSummary', {
    from: first.date,
    to: last.date,
    first1y: formatPercent(first.lpr1y),
    last1y: formatPercent(last.lpr1y),
    first5y: formatPercent(first.lpr5y),
    last5y: formatPercent(last.lpr5y),
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const lastIndex = history.length - 1;
    const moves: Record<string, number> = {
      ArrowLeft: Math.max((active ?? lastIndex + 1) - 1, 0),
      ArrowRight: Math.min((active ?? -1) + 1, lastIndex),
      Home: 0,
      End: lastIndex,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]);
    } else if (event.key === 'Escape') {
      setActive(null);
    }
  };
  const onPointerMove = (event: PointerEvent) => {
    const box = event.currentTarget.getBoundingClientRect();
    setActive(nearestIndex(event.clientX - box.left, history.length, scale));
  };

  const point = active === null ? undefined : history[active];
  const tooltipLeft = active === null ? 0 : Math.min(Math.max(scale.x(active), 80), width - 80);

  return (
    <div
      ref={ref}
      className={styles.chart}
      tabIndex={0}
      role="group"
      aria-label={t('lprChartHint')}
      aria-describedby={`${id}-live`}
      onKeyDown={onKeyDown}
      onPointerMove={onPointerMove}
      onPointerLeave={() => setActive(null)}
      onBlur={() => setActive(null)}
    >
      <svg role="img" aria-label={summary} width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`}>
        {scale.yTicks.map((tick) => (
          <g key={tick} className={styles.grid}>
            <line x1={PADDING.left} x2={width - PADDING.right} y1={scale.y(tick)} y2={scale.y(tick)} />
            <text x={PADDING.left - 6} y={scale.y(tick)} dy="0.32em" textAnchor="end">
              {tick.toFixed(1)}%
            </text>
          </g>
        ))}
        {yearLabels(history.map((p) => p.date), width - PADDING.left - PADDING.right).map((i) => (
          <text key={i} className={styles.axis} x={scale.x(i)} y={HEIGHT - 8} textAnchor="middle">
            {history[i].date.slice(0, 4)}
          </text>
        ))}
        <path className={styles.line5y} d={linePath(history.map((p) => p.lpr5y), scale)} />
        <path className={styles.line1y} d={linePath(history.map((p) => p.lpr1y), scale)} />
        {point && active !== null && (
          <g>
            <line className={styles.cursor} x1={scale.x(active)} x2={scale.x(active)} y1={PADDING.top} y2={HEIGHT - PADDING.bottom} />
            <circle className={styles.dot5y} cx={scale.x(active)} cy={scale.y(point.lpr5y)} r={4} />
            <circle className={styles.dot1y} cx={scale.x(active)} cy={scale.y(point.lpr1y)} r={4} />
          </g>
        )}
      </svg>
      <ul className={styles.legend} aria-hidden="true">
        <li className={styles.legend5y}>{t('lpr5y')}</li>
        <li className={styles.legend1y}>{t('lpr1y')}</li>
      </ul>
      {point && (
        <div className={styles.tooltip} style={{ left: tooltipLeft }} aria-hidden="true">
          {pointLabel(point)}
        </div>
      )}
      <p id={`${id}-live`} className="th-visually-hidden" aria-live="polite">
        {point ? pointLabel(point) : ''}
      </p>
    </div>
  );
}
