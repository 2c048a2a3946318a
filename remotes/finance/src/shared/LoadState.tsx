import type { ReactNode } from 'react';
import { useT } from '../messages';
import type { Remote } from './data';
import styles from './shared.module.css';

/** Renders `children(data)` once loaded; a loading line before, an inline error with retry on failure. */
export function LoadState<T>({ state, retry, children }: { state: Remote<T>; retry: () => void; children: (data: T) => ReactNode }) {
  const t = useT();
  if (state.status === 'loading') {
    return (
      <p className={styles.loading} role="status">
        {t('loading')}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className={styles.error} role="alert">
        <span>{t('loadFailed', { message: state.message })}</span>
        <button type="button" className={styles.button} onClick={retry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return <>{children(state.data)}</>;
}
