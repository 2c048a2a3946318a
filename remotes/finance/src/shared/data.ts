import { api, isApiFailure } from '@toolhub/sdk';
import { startTransition, useCallback, useEffect, useState } from 'react';

/** Anything that parses an unknown value into T, like a zod schema from the contracts. */
export interface Parser<T> {
  parse(value: unknown): T;
}

/**
 * POSTs one finance look-up and returns its `data`, checked against the contract. Throws
 * an Error whose message the screen shows inline (the sdk has already alerted).
 */
export async function fetchData<T>(url: string, params: Record<string, unknown>, envelope: Parser<{ ret: number; data: T }>): Promise<T> {
  const body = await api.post<unknown>(url, params);
  if (isApiFailure(body)) throw new Error(body.errMsg);
  const { ret, data } = envelope.parse(body);
  if (ret !== 0) throw new Error(`ret ${ret}`);
  return data;
}

/** An answer and the newest date of the data behind it (the hub's `dataAsOf`; absent from an older hub). */
export interface Dated<T> {
  data: T;
  dataAsOf?: string;
}

/** As fetchData, keeping the answer's `dataAsOf`: what the tools show as "数据更新至 …". */
export async function fetchDated<T>(url: string, params: Record<string, unknown>, envelope: Parser<{ ret: number; data: T; dataAsOf?: string }>): Promise<Dated<T>> {
  const body = await api.post<unknown>(url, params);
  if (isApiFailure(body)) throw new Error(body.errMsg);
  const { ret, data, dataAsOf } = envelope.parse(body);
  if (ret !== 0) throw new Error(`ret ${ret}`);
  return { data, dataAsOf };
}

export type Remote<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: T };

/**
 * Loads data when `key` changes and offers a retry; a stale answer (key changed meanwhile)
 * is dropped so a slow first request never overwrites a newer one.
 */
export function useRemote<T>(load: () => Promise<T>, key: string): { state: Remote<T>; retry: () => void } {
  const [state, setState] = useState<Remote<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // `load` is a fresh closure each render; `key` says when its inputs changed.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableLoad = useCallback(load, [key]);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    // The answer renders as a transition: a whole repayment schedule or bank table at once was
    // one 100-190 ms task on a phone's CPU (issue 21); so React renders it in slices between
    // which a tap or a keystroke is answered.
    const show = (next: Remote<T>) => startTransition(() => setState(next));
    stableLoad().then(
      (data) => current && show({ status: 'ready', data }),
      (error: unknown) => current && show({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [stableLoad, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
