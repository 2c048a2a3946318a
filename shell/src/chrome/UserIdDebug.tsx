import { copyText, getDeviceInfo, toast, useLogin } from '@toolhub/sdk';
import { useHydrated } from '../hydration';
import { useT } from './messages';
import styles from './ToolChrome.module.css';

/** The visitor's id for support requests: the qbid when logged in, else the device guid. */
export function UserIdDebug() {
  const t = useT();
  const login = useLogin();
  // The device's id is the browser's: the server's HTML leaves the line out until hydration.
  const hydrated = useHydrated();
  const userId = login?.qbid || (hydrated ? getDeviceInfo().guid : undefined);
  if (!userId) return null;
  return (
    <p className={styles.userId}>
      {t('userId')}：<code>{userId}</code>
      <button
        type="button"
        className={styles.copyId}
        aria-label={t('copyUserId')}
        onClick={() => {
          void copyText(userId).then((copied) => {
            if (copied) toast(t('userIdCopied'), { kind: 'success' });
          });
        }}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <rect x="8" y="8" width="12" height="12" rx="2" />
          <path d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3" />
        </svg>
      </button>
    </p>
  );
}
