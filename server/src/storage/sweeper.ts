/**
 * Runs the sweep of expired objects every few minutes. The timer is unref'd (it never keeps
 * a process alive) and stopped when the app closes; a failed sweep is logged and the next one
 * tries again. Several server processes may sweep at once: deleting twice is harmless.
 */
export const SWEEP_INTERVAL_MS = 5 * 60 * 1000;

export interface SweeperOptions {
  sweep: () => Promise<number>;
  intervalMs?: number;
  onError: (error: unknown) => void;
}

/** Starts the sweeper; call the answer to stop it. */
export function startSweeper({ sweep, intervalMs = SWEEP_INTERVAL_MS, onError }: SweeperOptions): () => void {
  let running = false;
  const timer = setInterval(() => {
    // A slow sweep is not started twice over itself.
    if (running) return;
    running = true;
    sweep()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
