import { checkLogin, getLocale, openPayPanel, useEquity } from '@toolhub/sdk';
import { Button, HoverPanel } from '@toolhub/ui/core';
import { useT } from './messages';
import styles from './ToolChrome.module.css';

const formatDate = (epochMs: number) =>
  new Intl.DateTimeFormat(getLocale(), { year: 'numeric', month: '2-digit', day: '2-digit' }).format(epochMs);

/** Logs in first when needed, then opens the pay panel. */
async function becomeMember() {
  if (await checkLogin()) openPayPanel();
}

/**
 * The equity-card badge: the member tag and expiry, with the hover panel of the card's state,
 * expiry and benefits; or '开通会员' (spec §1, §2, §6).
 */
export function EquityBadge() {
  const t = useT();
  const { level, expiresAt } = useEquity();
  if (level === 'none') {
    return (
      <button type="button" className={styles.memberButton} data-log-event="become_member" onClick={() => void becomeMember()}>
        <CrownIcon />
        {t('becomeMember')}
      </button>
    );
  }
  const name = t(level === 'extra' ? 'svip' : 'vip');
  // The equity hover panel (spec §2 "Hover panel"): on mouse enter, or focus and Enter for keyboards.
  return (
    <HoverPanel
      label={t('memberPanelLabel')}
      placement="bottom-end"
      trigger={
        <span className={styles.memberTag} data-level={level}>
          <CrownIcon />
          <strong>{name}</strong>
          {expiresAt !== undefined && <span className={styles.expiry}>{t('expiresOn', { date: formatDate(expiresAt) })}</span>}
        </span>
      }
    >
      <div className={styles.memberPanel}>
        <p className={styles.memberState}>{t('memberActive', { level: name })}</p>
        {expiresAt !== undefined && <p className={styles.memberExpiry}>{t('memberUntil', { date: formatDate(expiresAt), days: daysLeft(expiresAt) })}</p>}
        <ul className={styles.benefits}>
          <li>{t('benefitUnlimited')}</li>
          <li>{t('benefitNoQuota')}</li>
          <li>{t('benefitAllDevices')}</li>
        </ul>
        <Button size="sm" block onClick={() => void becomeMember()} data-log-event="renew_member">
          {t('renewMember')}
        </Button>
      </div>
    </HoverPanel>
  );
}

/** Whole days until expiry, at least 0. */
const daysLeft = (expiresAt: number) => Math.max(0, Math.ceil((expiresAt - Date.now()) / (24 * 3600 * 1000)));

function CrownIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.actionIcon}>
      <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z" />
    </svg>
  );
}
