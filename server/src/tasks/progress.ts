/**
 * A running task's progress, from its handler to `common_rsp.progress`. Handlers may report
 * as often as they like; the row is written at most every PROGRESS_WRITE_MS, with the
 * latest value, and only while this runner still holds the task.
 */
import type { Db } from '../db';
import type { TaskLog } from './outcomes';
import { saveProgress, type Hold } from './task-rows';

export const PROGRESS_WRITE_MS = 250;

export class ProgressWriter {
  private latest?: number;
  private written = 0;
  private lastWriteAt = 0;
  private timer?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly taskId: string,
    private readonly hold: Hold,
    private readonly log: TaskLog,
  ) {}

  report(percent: number): void {
    if (this.stopped || !Number.isFinite(percent)) return;
    // The column is whole percent; the bar never needs more.
    this.latest = Math.min(100, Math.max(0, Math.round(percent)));
    if (this.timer || this.latest === this.written) return;
    const wait = this.lastWriteAt + PROGRESS_WRITE_MS - Date.now();
    if (wait <= 0) this.write();
    else this.timer = setTimeout(() => this.write(), wait);
  }

  private write(): void {
    this.timer = undefined;
    if (this.stopped || this.latest === undefined || this.latest === this.written) return;
    this.written = this.latest;
    this.lastWriteAt = Date.now();
    saveProgress(this.db, this.taskId, this.hold, this.latest).catch((error: unknown) =>
      this.log.warn({ err: error, taskId: this.taskId }, 'could not save task progress'),
    );
  }

  /** The run ended: its outcome writes the final state, no progress after it. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }
}
