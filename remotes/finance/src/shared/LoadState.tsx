import { useId, type ReactNode } from 'react';
import type { ToolMeta } from '@toolhub/contracts';
import { useT } from '../messages';
import { useRemote, type Remote } from './data';
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

/**
 * A tool screen that shows one loaded data set: its section, named for screen readers
 * (the shell's page already shows the tool's name), and the load states around it.
 */
export function ToolDataSection<T>({
  tool,
  load,
  loadKey,
  children,
}: {
  tool: ToolMeta;
  load: () => Promise<T>;
  loadKey: string;
  children: (data: T) => ReactNode;
}) {
  const id = useId();
  const { state, retry } = useRemote(load, loadKey);
  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {tool.name}
      </h2>
      <LoadState state={state} retry={retry}>
        {children}
      </LoadState>
    </section>
  );
}
