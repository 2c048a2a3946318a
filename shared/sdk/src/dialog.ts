import { atom } from 'jotai';
import { sdkStore } from './store';

export interface DialogRequest {
  id: number;
  title: string;
  message: string;
  confirmText?: string;
  cancelText?: string;
  /** A tap on the mask closes it (as cancel); off by default, so a stray tap gives no answer. */
  closeOnMask?: boolean;
  /** Resolves the promise of `dialog()`: true when confirmed. */
  resolve: (confirmed: boolean) => void;
}

export const dialogsAtom = atom<DialogRequest[]>([]);
let nextDialogId = 1;

/** Opens a modal dialog; resolves true on confirm, false on cancel or close. */
export function dialog(options: Omit<DialogRequest, 'id' | 'resolve'>): Promise<boolean> {
  return new Promise((resolve) => {
    const id = nextDialogId++;
    const close = (confirmed: boolean) => {
      sdkStore.set(dialogsAtom, (list) => list.filter((d) => d.id !== id));
      resolve(confirmed);
    };
    sdkStore.set(dialogsAtom, (list) => [...list, { ...options, id, resolve: close }]);
  });
}

/** Same as `dialog`, but with a single button: a notice the visitor acknowledges. */
export const alertDialog = (title: string, message: string) => dialog({ title, message }).then(() => undefined);
