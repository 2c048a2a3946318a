import { WARNING_FLASH_MS } from '@toolhub/contracts';
import {
  closeLoginPanel,
  getEnv,
  inLocale,
  lastLoginType,
  loginPanelAtom,
  loginUrl,
  rememberLoginType,
  track,
  useSdkValue,
  type LoginKind,
  type LoginPanelRequest,
  type TrackAction,
} from '@toolhub/sdk';
import { Button, Dialog } from '@toolhub/ui/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from './messages';
import styles from './LoginPanel.module.css';

/** Where the agreement links point. */
export const AGREEMENT_URLS = { userAgreement: '/agreement/user', privacyGuide: '/agreement/privacy' } as const;

/** The login panel of `openLoginPanel()` (spec §2 "Login panel"). */
export function LoginPanel() {
  const request = useSdkValue(loginPanelAtom);
  // A fresh panel (unticked box, the choices) each time it opens.
  return request ? <OpenLoginPanel request={request} /> : null;
}

/** One of the login panel's events, with the login kind a click chose. */
const trackPanel = (act_type: TrackAction, act_module: string, kind?: LoginKind) => track({ act_type, page_module: 'login_panel', act_module, ...(kind ? { extinfo2: kind } : {}) });

function OpenLoginPanel({ request }: { request: LoginPanelRequest }) {
  const t = useT();
  const agreementId = useId();
  const [agreed, setAgreed] = useState(false);
  const [warning, setWarning] = useState(false);
  const [showQr, setShowQr] = useState(false);
  const flashTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(flashTimer.current), []);
  // The panel's events (spec §4 "Login": show_panel, close_panel, click_login_btn).
  useEffect(() => {
    trackPanel('start', 'show_panel');
    return () => void trackPanel('close', 'close_panel');
  }, []);

  // The chat-app QR login is offered on PC only; mobile offers the qq account alone.
  const offerChatApp = request.type === 'all' && getEnv().isPC;
  const lastUsed = lastLoginType();

  const choose = (kind: LoginKind) => {
    trackPanel('click', 'click_login_btn', kind);
    if (!agreed) {
      // The agreement is required: flash the warning for 1 s and do nothing else.
      setWarning(true);
      clearTimeout(flashTimer.current);
      flashTimer.current = setTimeout(() => setWarning(false), WARNING_FLASH_MS);
      return;
    }
    rememberLoginType(kind);
    if (kind === 'qq') globalThis.location.assign(loginUrl('qq'));
    else setShowQr(true);
  };

  const choice = (kind: LoginKind, label: string) => (
    <Button variant={kind === 'qq' ? 'primary' : 'outline'} block className={styles.choice} onClick={() => choose(kind)}>
      {label}
      {lastUsed === kind && <span className={styles.lastUsed}>{t('lastUsed')}</span>}
    </Button>
  );

  return (
    <Dialog
      open
      onClose={() => void closeLoginPanel()}
      // The QR view hides the tip: its title says what to do instead.
      title={showQr ? t('loginTitleQr') : (request.title ?? t('loginNow'))}
      width={360}
    >
      {showQr ? (
        <div className={styles.qr}>
          <iframe className={styles.qrFrame} src={loginUrl('wx', globalThis.location, { embed: true })} title={t('qrFrameTitle')} />
          <Button variant="text" onClick={() => setShowQr(false)}>
            {t('backToChoices')}
          </Button>
        </div>
      ) : (
        <div className={styles.choices}>
          {choice('qq', t('loginQq'))}
          {offerChatApp && choice('wx', t('loginWx'))}
          <div className={styles.agreement} data-warning={warning ? 'true' : undefined}>
            <input
              id={agreementId}
              type="checkbox"
              required
              checked={agreed}
              aria-invalid={warning || undefined}
              onChange={(event) => setAgreed(event.target.checked)}
            />
            <label htmlFor={agreementId}>
              {t('agreePrefix')}
              <a href={inLocale(AGREEMENT_URLS.userAgreement)} target="_blank" rel="noopener noreferrer">
                {t('userAgreement')}
              </a>
              {t('and')}
              <a href={inLocale(AGREEMENT_URLS.privacyGuide)} target="_blank" rel="noopener noreferrer">
                {t('privacyGuide')}
              </a>
            </label>
          </div>
          <p className={styles.warningText} role="alert">
            {warning ? t('agreeFirst') : ''}
          </p>
        </div>
      )}
    </Dialog>
  );
}
