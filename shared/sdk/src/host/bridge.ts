/**
 * The browser host's native JS API (spec §7 "Native browser calls (local)"): one promise per
 * call, settled by the host's reply or, after the limit (1000 ms, spec §9), by the call's web
 * fallback — so a host that never answers costs a second, never a hung page. Outside the host
 * there is no bridge and the fallback answers at once.
 */
import { NATIVE_BRIDGE_GLOBAL, NATIVE_CALL_TIMEOUT_MS, type NativeCall } from '@toolhub/contracts';

export interface NativeBridge {
  call(name: NativeCall, args: unknown, reply: (answer: unknown) => void): void;
}

export function nativeBridge(): NativeBridge | undefined {
  const candidate = (globalThis as Record<string, unknown>)[NATIVE_BRIDGE_GLOBAL] as Partial<NativeBridge> | undefined;
  return typeof candidate?.call === 'function' ? (candidate as NativeBridge) : undefined;
}

export const hasNativeBridge = () => nativeBridge() !== undefined;

export interface NativeCallOptions<T> {
  args?: unknown;
  /** What the page does without the host, or when the host does not answer in time. */
  fallback: () => T | Promise<T>;
  /** Reads the host's answer; `undefined` (a malformed answer) falls back too. */
  read?: (answer: unknown) => T | undefined;
  timeoutMs?: number;
}

export function nativeCall<T>(name: NativeCall, { args, fallback, read = (answer) => answer as T, timeoutMs = NATIVE_CALL_TIMEOUT_MS }: NativeCallOptions<T>): Promise<T> {
  const bridge = nativeBridge();
  if (!bridge) return Promise.resolve(fallback());
  return new Promise<T>((resolve) => {
    let settled = false;
    const settle = (value: T | Promise<T>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(value);
    };
    const timer = setTimeout(() => {
      console.warn(`[toolhub] native ${name} gave no answer in ${timeoutMs} ms: the web fallback answers`);
      settle(fallback());
    }, timeoutMs);
    try {
      bridge.call(name, args, (answer) => {
        const value = read(answer);
        settle(value === undefined ? fallback() : value);
      });
    } catch (error) {
      console.warn(`[toolhub] native ${name} failed`, error);
      settle(fallback());
    }
  });
}
