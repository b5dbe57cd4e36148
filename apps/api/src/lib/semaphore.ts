/**
 * Limits how many tasks run at once; the rest wait in arrival order, up to `maxWaiting` of them.
 * Used around password hashing, which occupies libuv's small thread pool: a login flood then
 * queues here instead of starving file and DNS work that shares the pool, and a queue that is
 * full refuses at once (QueueFullError) instead of growing without end.
 */
export class Semaphore {
  private active = 0;
  private peak = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly limit: number,
    private readonly maxWaiting = Number.POSITIVE_INFINITY,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFullError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active += 1;
      this.peak = Math.max(this.peak, this.active);
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // Hand the slot straight to the next waiter, so `active` never drops below the load.
      if (next) next();
      else this.active -= 1;
    }
  }

  /** Tasks running and waiting now, and the most ever running at once (observability, tests). */
  load(): { active: number; waiting: number; peak: number } {
    return { active: this.active, waiting: this.waiting.length, peak: this.peak };
  }
}

/** Every slot is taken and `maxWaiting` tasks already wait: the task was not started. */
export class QueueFullError extends Error {
  constructor() {
    super('every slot is busy and the queue is full');
    this.name = 'QueueFullError';
  }
}
