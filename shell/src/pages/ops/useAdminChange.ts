import { dialog, toast } from '@toolhub/sdk';
import { useState } from 'react';
import { errorMessage, isUnauthorized } from './admin-api';
import { useT } from './messages';

/**
 * One change at a time on a people or teams panel: asked to confirm when it is grave, said in a
 * toast when done, and its refusal (a role's 403, a name taken) shown on the panel. A 401 signs
 * the page out instead (the client's onUnauthorized).
 */
export function useAdminChange(onChanged: () => void) {
  const t = useT();
  const [busy, setBusy] = useState<string>();
  const [error, setError] = useState<string>();

  async function run<T>(key: string, perform: () => Promise<T>, done: (result: T) => string, confirmMessage?: string): Promise<T | undefined> {
    if (busy) return undefined;
    if (confirmMessage && !(await dialog({ title: t('confirmTitle'), message: confirmMessage, confirmText: t('confirm'), cancelText: t('cancel') }))) return undefined;
    setBusy(key);
    setError(undefined);
    try {
      const result = await perform();
      toast(done(result), { kind: 'success' });
      onChanged();
      return result;
    } catch (failure) {
      if (!isUnauthorized(failure)) setError(t('actionFailed', { message: errorMessage(failure) }));
      return undefined;
    } finally {
      setBusy(undefined);
    }
  }

  return { busy, error, run };
}
