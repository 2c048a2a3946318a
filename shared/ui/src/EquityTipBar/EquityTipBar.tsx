import styles from './EquityTipBar.module.css';

export interface EquityTipBarProps {
  /** The quota or membership text, e.g. from `equityTipText`. */
  text: string;
  onClick: () => void;
}

/** The bar under the upload box: quota or membership text and an arrow; one button. */
export function EquityTipBar({ text, onClick }: EquityTipBarProps) {
  return (
    <button type="button" className={styles.bar} onClick={onClick}>
      <svg className={styles.crown} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M3 7l4.5 4L12 4l4.5 7L21 7l-2 11H5L3 7z" />
      </svg>
      <span className={styles.text}>{text}</span>
      <svg className={styles.arrow} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M9 5l7 7-7 7" />
      </svg>
    </button>
  );
}
