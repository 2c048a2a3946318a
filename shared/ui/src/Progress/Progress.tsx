import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import styles from './Progress.module.css';

export interface ProgressProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'children'> {
  /** 0..1, clamped (NaN counts as 0); undefined when how far is not known (indeterminate). */
  value?: number;
  /** What is progressing, for screen readers (aria-label): '上传进度'. */
  label: string;
  /** bar: a line across its container; ring: a circle, for a compact or centred spot. */
  variant?: 'bar' | 'ring';
  /** sm / md / lg: the bar's thickness, the ring's diameter. */
  size?: 'sm' | 'md' | 'lg';
  /** The colour of the fill: success once done, danger when it stopped on an error. */
  tone?: 'primary' | 'success' | 'danger';
  /** Also shows the percentage as text (screen readers always get it). */
  showValue?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/** A value 0..1 as a whole percent, clamped; undefined stays undefined (indeterminate). */
export function percentOf(value: number | undefined): number | undefined {
  if (value === undefined) return undefined;
  return Math.round(Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0)) * 100);
}

/** How far something has come: a bar or a ring, determinate or not, read out in percent. */
export function Progress({ value, label, variant = 'bar', size = 'md', tone = 'primary', showValue = false, className, style, ...rest }: ProgressProps) {
  const percent = percentOf(value);
  const indeterminate = percent === undefined;
  const text = indeterminate ? undefined : `${percent}%`;
  const classes = [styles.root, styles[variant], styles[size], styles[tone], className].filter(Boolean).join(' ');
  // The percentage reaches the styles as a number, so the fill's width and the ring's arc follow it.
  const look = { ...style, '--progress': percent ?? 0 } as CSSProperties;

  return (
    <div
      {...rest}
      className={classes}
      style={look}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      // An indeterminate progressbar has no value (WAI-ARIA): readers then say it is busy.
      aria-valuenow={percent}
      aria-valuetext={text}
      data-indeterminate={indeterminate ? '' : undefined}
    >
      {variant === 'bar' ? (
        <span className={styles.track}>
          <span className={styles.fill} />
        </span>
      ) : (
        <svg className={styles.circle} viewBox="0 0 36 36" aria-hidden="true" focusable="false">
          <circle className={styles.circleTrack} cx="18" cy="18" r="15.5" pathLength={100} />
          <circle className={styles.circleFill} cx="18" cy="18" r="15.5" pathLength={100} />
        </svg>
      )}
      {showValue && text && (
        // The progressbar already says the value; this is its visible copy.
        <span className={styles.value} aria-hidden="true">
          {text}
        </span>
      )}
    </div>
  );
}
