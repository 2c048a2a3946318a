import styles from './ProgressBar.module.css';

export interface ProgressBarProps {
  /** 0..1; anything outside is clamped. */
  value: number;
  label: string;
}

export function ProgressBar({ value, label }: ProgressBarProps) {
  const percent = Math.round(Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0)) * 100);
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
    >
      <div className={styles.fill} style={{ width: `${percent}%` }} />
    </div>
  );
}
