/**
 * The queue of the server process when there is no Redis: tasks wait here (created, held and
 * leased by this process) until one of `concurrency` slots is free. If the process dies,
 * their leases run out and a reaper of any process hands them out again.
 */
export class LocalQueue {
  private readonly waiting: string[] = [];
  private readonly queued = new Set<string>();
  private running = 0;
  private accepting = true;

  constructor(
    private readonly concurrency: number,
    private readonly execute: (taskId: string) => Promise<void>,
  ) {}

  push(taskId: string): void {
    if (!this.accepting || this.queued.has(taskId)) return;
    this.queued.add(taskId);
    this.waiting.push(taskId);
    this.pump();
  }

  private pump(): void {
    while (this.accepting && this.running < this.concurrency && this.waiting.length > 0) {
      const taskId = this.waiting.shift() as string;
      this.queued.delete(taskId);
      this.running++;
      void this.execute(taskId).finally(() => {
        this.running--;
        this.pump();
      });
    }
  }

  /** Stops taking and starting tasks; answers the ones still waiting, to hand back. */
  close(): string[] {
    this.accepting = false;
    this.queued.clear();
    return this.waiting.splice(0);
  }
}
