import { useT } from './messages';
import styles from './Logo.module.css';

/** The hub's mark and name; the same mark as the favicon. */
export function Logo() {
  const t = useT();
  return (
    <span className={styles.logo}>
      <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={styles.mark}>
        <rect width="32" height="32" rx="8" />
        <path d="M9 11h14v3H17.5v10h-3V14H9z" />
      </svg>
      <span className={styles.name}>{t('siteName')}</span>
    </span>
  );
}
