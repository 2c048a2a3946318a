import { Button, ResultArea } from '@toolhub/ui';
import type { ReactNode } from 'react';
import { useT } from '../messages';
import type { Remote } from './data';

/**
 * Renders `children(data)` once loaded; before that the hub's result area says it is loading,
 * or shows the failure with a retry.
 */
export function LoadState<T>({ state, retry, label, children }: { state: Remote<T>; retry: () => void; label?: string; children: (data: T) => ReactNode }) {
  const t = useT();
  if (state.status === 'ready') return <>{children(state.data)}</>;
  return (
    <ResultArea
      state={state.status === 'loading' ? 'busy' : 'error'}
      label={label}
      busyText={t('loading')}
      error={state.status === 'error' && t('loadFailed', { message: state.message })}
      // Under the failure, in place of a result placeholder: the one thing to do.
      empty={
        <div>
          <Button onClick={retry}>{t('retry')}</Button>
        </div>
      }
    />
  );
}
