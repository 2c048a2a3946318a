/**
 * The recognition screen's status (spec §4 "Recognition screen status"): before (no file),
 * ready (file chosen), doing, done. Every transition the spec does not name is ignored, so a
 * late event (a second press while running, a choice arriving mid-run) cannot break the screen.
 */
import type { PreviewImage } from './image-file';

export type RecognitionStatus = 'before' | 'ready' | 'doing' | 'done';

export interface RecognitionState<T> {
  status: RecognitionStatus;
  image?: PreviewImage;
  /** The last run's result, once done without error. */
  result?: T;
  /** What the error alert says: a refused file, or a failed run. */
  error?: string;
}

export type RecognitionEvent<T> =
  /** A file that passed the checks: before → ready, and changing the image returns to ready. */
  | { type: 'chosen'; image: PreviewImage }
  /** A file that did not: the screen keeps what it had and says why. */
  | { type: 'refused'; error: string }
  /** The main button: ready → doing (done → doing runs the same image again). */
  | { type: 'started' }
  | { type: 'succeeded'; result: T }
  | { type: 'failed'; error: string }
  /** The invoice screen's reset: back to before, unless a run is going. */
  | { type: 'reset' };

export const initialRecognitionState: RecognitionState<never> = { status: 'before' };

export function recognitionReducer<T>(state: RecognitionState<T>, event: RecognitionEvent<T>): RecognitionState<T> {
  switch (event.type) {
    case 'chosen':
      // Choosing clears the result and the error (spec §4).
      return state.status === 'doing' ? state : { status: 'ready', image: event.image };
    case 'refused':
      return state.status === 'doing' ? state : { ...state, error: event.error };
    case 'started':
      return state.status === 'ready' || state.status === 'done' ? { status: 'doing', image: state.image } : state;
    case 'succeeded':
      return state.status === 'doing' ? { status: 'done', image: state.image, result: event.result } : state;
    case 'failed':
      // A failure also ends in done, with the busy flag cleared by the caller (spec §8).
      return state.status === 'doing' ? { status: 'done', image: state.image, error: event.error } : state;
    case 'reset':
      return state.status === 'doing' ? state : (initialRecognitionState as RecognitionState<T>);
  }
}
