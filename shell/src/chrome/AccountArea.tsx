import { Button } from '@toolhub/ui/core';
import { getEnv, logout, openLoginPanel, useLogin } from '@toolhub/sdk';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from './messages';
import styles from './AccountArea.module.css';

/**
 * The header's login area: '立即登录' for an anonymous visitor, the avatar and nickname for
 * a logged-in one, with a menu to log out (hidden in the vendor's browser, whose own
 * account it is). Nothing shows until the server has said which.
 */
export function AccountArea() {
  const login = useLogin();
  const t = useT();
  if (!login) return <span className={styles.pending} aria-hidden="true" data-needs-script="" />;
  if (!login.isLogin) {
    return (
      <Button variant="primary" className={styles.loginButton} data-log-event="login_button" onClick={() => void openLoginPanel()}>
        {t('loginNow')}
      </Button>
    );
  }
  return <AccountMenu name={login.nick_name || login.qbid || ''} avatar={login.logo} />;
}

function AccountMenu({ name, avatar }: { name: string; avatar?: string }) {
  const t = useT();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const { hostKind } = getEnv();
  const canLogOut = hostKind !== 'browser' && hostKind !== 'desktop';

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const face = avatar ? (
    <img className={styles.avatar} src={avatar} alt="" referrerPolicy="no-referrer" />
  ) : (
    <span className={styles.avatar} aria-hidden="true">
      {name.slice(0, 1)}
    </span>
  );

  if (!canLogOut) {
    return (
      <span className={styles.account}>
        {face}
        <span className={styles.name}>{name}</span>
      </span>
    );
  }

  return (
    <div
      ref={rootRef}
      className={styles.menuRoot}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className={styles.account}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${t('account')}：${name}`}
        onClick={() => setOpen((was) => !was)}
      >
        {face}
        <span className={styles.name}>{name}</span>
      </button>
      {open && (
        <div id={menuId} role="menu" className={styles.menu}>
          <button
            type="button"
            role="menuitem"
            className={styles.menuItem}
            onClick={() => {
              setOpen(false);
              void openLoginPanel({ title: t('switchAccount') });
            }}
          >
            {t('switchAccount')}
          </button>
          <button type="button" role="menuitem" className={styles.menuItem} onClick={() => void logout()}>
            {t('logout')}
          </button>
        </div>
      )}
    </div>
  );
}
