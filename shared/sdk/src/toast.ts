import { atom } from 'jotai';
import { TOAST_MS } from '@toolhub/contracts';
import { sdkStore } from './store';

export interface ToastItem {
  id: number;
  message: string;
  kind: 'info' | 'success' | 'error';
}

export const toastsAtom = atom<ToastItem[]>([]);
let nextToastId = 1;

/** Shows a short message for `duration` ms (3000 by default, spec §9). */
export function toast(message: string, options: { kind?: ToastItem['kind']; duration?: number } = {}): void {
  const item: ToastItem = { id: nextToastId++, message, kind: options.kind ?? 'info' };
  sdkStore.set(toastsAtom, (list) => [...list, item]);
  setTimeout(() => {
    sdkStore.set(toastsAtom, (list) => list.filter((t) => t.id !== item.id));
  }, options.duration ?? TOAST_MS);
}
