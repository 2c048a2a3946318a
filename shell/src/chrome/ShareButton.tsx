import { copyLink, getEnv, pageShareLink, share } from '@toolhub/sdk';
import { Button, HoverPanel } from '@toolhub/ui/core';
import { useState } from 'react';
import { useT } from './messages';
import { useQrCode } from './useQrCode';
import styles from './ShareButton.module.css';

function ShareIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
    </svg>
  );
}

/** The share button (spec §2 "Share"): a hover panel on PC, the host's share on mobile. */
export function ShareButton() {
  return getEnv().isPC ? <DesktopShare /> : <MobileShare />;
}

function DesktopShare() {
  const t = useT();
  // Drawn the first time the panel opens, not with the page (see useQrCode).
  const [seen, setSeen] = useState(false);
  const qr = useQrCode(seen ? pageShareLink('wx') : undefined);
  return (
    <HoverPanel
      onOpen={() => setSeen(true)}
      label={t('share')}
      placement="bottom-end"
      trigger={
        <span className={styles.trigger}>
          <ShareIcon />
          {t('share')}
        </span>
      }
    >
      <div className={styles.panel}>
        <Button variant="outline" block onClick={() => void copyLink('pc')}>
          {t('copyLink')}
        </Button>
        <figure className={styles.qr}>
          {qr ? <img src={qr} alt="" width={132} height={132} /> : <span className={styles.qrPlaceholder} />}
          <figcaption>{t('shareQr')}</figcaption>
        </figure>
      </div>
    </HoverPanel>
  );
}

function MobileShare() {
  const t = useT();
  const [mask, setMask] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        onClick={() => {
          void share().then((result) => setMask(result === 'mask'));
        }}
      >
        <ShareIcon />
        {t('share')}
      </button>
      {mask && (
        // The chat app shares from its own menu: point there; any tap dismisses.
        <div className={styles.mask} role="dialog" aria-modal="true" aria-label={t('share')} onClick={() => setMask(false)}>
          <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={styles.pointer}>
            <path d="M8 56C20 30 36 18 52 12M52 12l-12 0M52 12l-4 12" />
          </svg>
          <p className={styles.maskTip}>{t('shareMask')}</p>
          <button type="button" className="th-visually-hidden" autoFocus onClick={() => setMask(false)}>
            {t('close')}
          </button>
        </div>
      )}
    </>
  );
}
