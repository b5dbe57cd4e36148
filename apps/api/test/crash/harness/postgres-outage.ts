import { ApiRoutes } from '@exam/contract';
import type { ClientEndpoint } from './http';
import { NoAnswer, send } from './http';
import type { ThrowawayPostgres } from './throwaway-postgres';
import type { Traffic, TrafficRecord } from './traffic';

/** One stop and start of PostgreSQL while the students keep working. */
export interface OutageRecord {
  mode: 'fast' | 'immediate';
  /** From pg_ctl stop returning to pg_ctl start being issued. */
  downMs: number;
  /**
   * From PostgreSQL accepting connections again to the API answering both a health check and a
   * signed-in read normally (each sent after that moment).
   */
  recoveryMs: number;
  /** Every answer to a request sent and answered while PostgreSQL was down (students' and probes'). */
  whileDown: TrafficRecord[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How often the probe asks while it waits; fine enough to measure recovery to ~0.1 s. */
const PROBE_INTERVAL_MS = 100;
/** A recovery slower than this is measured no further (the bound is 10 s). */
const RECOVERY_WAIT_MS = 60_000;

/**
 * A client beside the students that alternates GET /api/health and a signed-in GET
 * /api/exam/current, recording every answer in the run's traffic.
 */
class Probe {
  private running = true;
  private loop: Promise<void> | undefined;
  /** receivedAt of the latest 200 of each probe kind, for requests sent after `since`. */
  private since = Infinity;
  healthOkAt: number | undefined;
  readOkAt: number | undefined;

  constructor(
    private readonly endpoint: ClientEndpoint,
    private readonly traffic: Traffic,
    private readonly token: string,
  ) {}

  start(): void {
    this.loop = this.run();
  }

  /** From now on, note the first 200 of each kind sent at or after `moment`. */
  watchFrom(moment: number): void {
    this.since = moment;
    this.healthOkAt = undefined;
    this.readOkAt = undefined;
  }

  private async ask(path: string, token?: string): Promise<number | undefined> {
    try {
      const answer = await send(this.endpoint, 'GET', path, token ? { token } : {});
      this.traffic.record(answer);
      return answer.status === 200 && answer.sentAt >= this.since ? answer.receivedAt : undefined;
    } catch (error) {
      if (!(error instanceof NoAnswer)) throw error;
      return undefined;
    }
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.healthOkAt ??= await this.ask(ApiRoutes.health);
      this.readOkAt ??= await this.ask(ApiRoutes.exam.current, this.token);
      await sleep(PROBE_INTERVAL_MS);
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.loop;
  }
}

/**
 * Stops PostgreSQL (pg_ctl by data folder), keeps it down for `downMs` while the students and a
 * probe keep calling the API, starts it again, and measures how long the API takes to answer
 * normally once the database accepts connections.
 */
export async function restartPostgresUnderLoad(options: {
  postgres: ThrowawayPostgres;
  mode: 'fast' | 'immediate';
  downMs: number;
  probeEndpoint: ClientEndpoint;
  probeToken: string;
  traffic: Traffic;
}): Promise<OutageRecord> {
  const { postgres, traffic } = options;
  const probe = new Probe(options.probeEndpoint, traffic, options.probeToken);
  probe.start();
  try {
    await postgres.stop(options.mode);
    const downFrom = performance.now();
    await sleep(options.downMs);
    const downUntil = performance.now();
    await postgres.start();
    while (!(await postgres.isReady())) await sleep(20);
    const backAt = performance.now();
    probe.watchFrom(backAt);
    while (
      (probe.healthOkAt === undefined || probe.readOkAt === undefined) &&
      performance.now() - backAt < RECOVERY_WAIT_MS
    ) {
      await sleep(20);
    }
    const recoveredAt = Math.max(probe.healthOkAt ?? Infinity, probe.readOkAt ?? Infinity);
    return {
      mode: options.mode,
      downMs: downUntil - downFrom,
      recoveryMs: recoveredAt - backAt,
      whileDown: traffic.records.filter(
        (record) => record.sentAt >= downFrom && record.receivedAt <= downUntil,
      ),
    };
  } finally {
    await probe.stop();
  }
}
