/**
 * Limits how many tasks run at once; the rest wait in arrival order. Used around password
 * hashing, which occupies libuv's small thread pool: a login flood then queues here instead of
 * starving file and DNS work that shares the pool.
 */
export class Semaphore {
  private active = 0;
  private peak = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) {
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
