import type { ClientEndpoint, HttpAnswer } from './http';
import { NoAnswer, send } from './http';

/** Every answer the server gave during a run, for the "never a 500" and outage checks. */
export interface TrafficRecord {
  path: string;
  status: number;
  retryAfter: string | undefined;
  sentAt: number;
  receivedAt: number;
}

export class Traffic {
  readonly records: TrafficRecord[] = [];
  /** Requests that got no answer (refused, reset, died in flight) and were sent again. */
  noAnswer = 0;

  record(answer: HttpAnswer): void {
    const { path, status, retryAfter, sentAt, receivedAt } = answer;
    this.records.push({ path, status, retryAfter, sentAt, receivedAt });
  }

  count(status: number): number {
    return this.records.filter((record) => record.status === status).length;
  }

  /** Answers that break the contract under failure: any 5xx but 503, and 503 without Retry-After. */
  contractBreaches(): TrafficRecord[] {
    return this.records.filter(
      (record) =>
        (record.status >= 500 && record.status !== 503) ||
        (record.status === 503 && !record.retryAfter),
    );
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Set when the run is abandoned (a server that will not come back): clients stop retrying. */
export interface StopSignal {
  stopped: boolean;
}

/**
 * A client that does what the web app must do when the server is unavailable: send the very same
 * request again until an answer comes, shortly after no answer (the server restarts), and after
 * Retry-After on a 503 (the database is down). Returns the first answer that is not a 503.
 */
export class RetryingClient {
  constructor(
    private readonly endpoint: ClientEndpoint,
    private readonly traffic: Traffic,
    private readonly stop: StopSignal,
  ) {}

  async request(
    method: 'GET' | 'POST',
    path: string,
    options: { token?: string; body?: unknown } = {},
  ): Promise<{ answer: HttpAnswer; retried: boolean }> {
    let retried = false;
    let refused = 0;
    for (;;) {
      if (this.stop.stopped) throw new Error(`run stopped while waiting on ${method} ${path}`);
      try {
        const answer = await send(this.endpoint, method, path, options);
        this.traffic.record(answer);
        if (answer.status !== 503) return { answer, retried };
        retried = true;
        const seconds = Number(answer.retryAfter);
        await sleep((Number.isFinite(seconds) ? seconds * 1000 : 1000) + Math.random() * 250);
      } catch (error) {
        if (!(error instanceof NoAnswer)) throw error;
        this.traffic.noAnswer += 1;
        retried = true;
        // Backing off to 1 s: 100 clients polling a dead port every 0.1 s would take the CPU
        // the restarting server needs on a two-core machine.
        refused += 1;
        await sleep(Math.min(1_000, 50 * 2 ** refused) * (0.75 + Math.random() * 0.5));
      }
    }
  }
}
