import { checkLogin, getLocale, openPayPanel, useEquity } from '@toolhub/sdk';
import { useT } from './messages';
import styles from './ToolChrome.module.css';

const formatDate = (epochMs: number) =>
  new Intl.DateTimeFormat(getLocale(), { year: 'numeric', month: '2-digit', day: '2-digit' }).format(epochMs);

/** Logs in first when needed, then opens the pay panel. */
async function becomeMember() {
  if (await checkLogin()) openPayPanel();
}

/** The equity-card badge: the member tag and expiry, or '开通会员' (spec §1, §6). */
export function EquityBadge() {
  const t = useT();
  const { level, expiresAt } = useEquity();
  if (level === 'none') {
    return (
      <button type="button" className={styles.memberButton} onClick={() => void becomeMember()}>
        <CrownIcon />
        {t('becomeMember')}
      </button>
    );
  }
  return (
    <span className={styles.memberTag} data-level={level}>
      <CrownIcon />
      <strong>{t(level === 'extra' ? 'svip' : 'vip')}</strong>
      {expiresAt !== undefined && <span className={styles.expiry}>{t('expiresOn', { date: formatDate(expiresAt) })}</span>}
    </span>
  );
}

function CrownIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.actionIcon}>
      <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z" />
    </svg>
  );
}
