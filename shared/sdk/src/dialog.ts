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
  /**
   * A notice (spec §2 "Notice dialog"): one 'I know' button, top right and 400 px wide on a PC,
   * a bottom sheet on a phone. The catalogue's messages reach the visitor this way.
   */
  notice?: boolean;
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

/** A notice the visitor acknowledges (its title 'Tip' / 提示 unless given). */
export const alertDialog = (title: string, message: string) => dialog({ title, message, notice: true }).then(() => undefined);
