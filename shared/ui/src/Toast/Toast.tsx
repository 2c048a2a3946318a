import { toastsAtom, useSdkValue, type ToastItem } from '@toolhub/sdk';
import { useT } from '../core-messages';
import styles from './Toast.module.css';

/** One short message. */
export function Toast({ message, kind }: Pick<ToastItem, 'message' | 'kind'>) {
  return (
    <div className={`${styles.toast} ${styles[kind]}`}>
      {kind !== 'info' && <span className={styles.dot} aria-hidden="true" />}
      {message}
    </div>
  );
}

/**
 * Shows the toasts of `toast()` (the sdk's toastsAtom). The live region stays mounted even
 * when empty, so screen readers announce each new message.
 */
export function ToastHost() {
  const toasts = useSdkValue(toastsAtom);
  const t = useT();
  return (
    <div className={styles.host} role="status" aria-live="polite" aria-label={t('notifications')}>
      {toasts.map((item) => (
        <Toast key={item.id} message={item.message} kind={item.kind} />
      ))}
    </div>
  );
}
