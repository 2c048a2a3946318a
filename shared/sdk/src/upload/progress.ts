/** Where an upload is, for a progress bar: the callback of `upload()` and this atom both say it. */
import { atom } from 'jotai';
import { sdkStore, useSdkValue } from '../store';

export interface UploadProgress {
  /** preparing: compliance, compression, credential; uploading: bytes on the way. */
  phase: 'preparing' | 'uploading' | 'done' | 'failed';
  /** Bytes sent of `total`. */
  loaded: number;
  total: number;
  /** loaded / total, 0..1: a Progress's `value`. */
  ratio: number;
}

/** The latest upload of the page (an earlier one still running no longer writes it); null before any. */
export const uploadProgressAtom = atom<UploadProgress | null>(null);

let latestUpload = 0;

/** Reports one upload's progress to its callback, and to the atom while it is the latest. */
export function progressReporter(onProgress?: (progress: UploadProgress) => void) {
  const id = ++latestUpload;
  return (phase: UploadProgress['phase'], loaded: number, total: number) => {
    const progress: UploadProgress = { phase, loaded, total, ratio: total > 0 ? Math.min(1, loaded / total) : phase === 'done' ? 1 : 0 };
    if (id === latestUpload) sdkStore.set(uploadProgressAtom, progress);
    onProgress?.(progress);
  };
}

/** The latest upload's progress in React. */
export function useUploadProgress(): UploadProgress | null {
  return useSdkValue(uploadProgressAtom);
}
