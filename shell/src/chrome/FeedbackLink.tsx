import { FEEDBACK_URL } from '@toolhub/contracts';
import { useLocation } from 'react-router-dom';
import { useHydrated } from '../hydration';
import { useT } from './messages';
import styles from './ToolChrome.module.css';

/** The external feedback page, told which page the visitor came from (host and path). */
export function FeedbackLink() {
  const t = useT();
  const { pathname } = useLocation();
  // The host is the browser's to tell: the server's HTML names the path alone until hydration.
  const host = useHydrated() ? globalThis.location.host : '';
  const href = `${FEEDBACK_URL}?${new URLSearchParams({ url: `${host}${pathname}` }).toString()}`;
  return (
    <a className={styles.action} href={href} target="_blank" rel="noopener noreferrer">
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.actionIcon}>
        <path d="M4 5h16v11H9l-5 4z" />
      </svg>
      {t('feedback')}
      <span className="th-visually-hidden">{t('opensInNewTab')}</span>
    </a>
  );
}
