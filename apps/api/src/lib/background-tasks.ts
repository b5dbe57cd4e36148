interface TaskLogger {
  error(object: object, message: string): void;
}

/**
 * Work that must not delay the response (sending mail: its duration would otherwise reveal
 * whether an account exists) but must not be lost either: tasks are tracked so shutdown and
 * tests can wait for them with drain().
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly logger: TaskLogger) {}

  run(description: string, task: () => Promise<void>): void {
    const promise = task()
      .catch((error: unknown) => this.logger.error({ err: error }, `${description} failed`))
      .finally(() => this.pending.delete(promise));
    this.pending.add(promise);
  }

  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
