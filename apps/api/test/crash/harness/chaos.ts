import type { Rng } from '@exam/cat';
import type { ApiServer, ServerExit } from './api-server';
import type { StopSignal } from './traffic';

/** One SIGKILL of the API server. */
export interface KillRecord {
  /** 'serving': it was answering; 'starting': killed before its first health answer. */
  phase: 'serving' | 'starting';
  /** Milliseconds from ready (serving) or from spawn (starting) to the kill. */
  afterMs: number;
  /** Students inside an attempt at the moment of the kill. */
  midAttempt: number;
  exit: ServerExit;
}

export interface ChaosOptions {
  kills: number;
  /** Longest a start may take before the run fails (a loaded machine starts slowly). */
  startTimeoutMs: number;
  /** Students inside an attempt right now. */
  midAttempt: () => number;
  /** Run once the server is up again after at least this many kills: the database outages. */
  interludes?: ReadonlyMap<number, () => Promise<void>>;
  /** Set by the run's watchdog: no more kills, so that the clean-up happens in time. */
  stop: StopSignal;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Longest time the server stays up between two kills; the moment is drawn from the seed. */
const MAX_UPTIME_MS = 3_000;
/** Share of kills aimed at a start (recovery, migrations, seeding, lock take-over). */
const START_KILL_SHARE = 0.25;

/**
 * Kills the running API server with SIGKILL at seeded random moments and starts it again each
 * time, until `kills` kills happened; some kills land while a start is still under way.
 * Returns with the server up and answering.
 */
export async function killRepeatedly(
  server: ApiServer,
  rng: Rng,
  options: ChaosOptions,
): Promise<{ kills: KillRecord[]; startMs: number[] }> {
  const kills: KillRecord[] = [];
  const startMs: number[] = [];
  const pending = new Map(options.interludes);
  let lastStartMs = 3_000;
  const checkStop = () => {
    if (options.stop.stopped) {
      throw new Error(`the run limit was reached after ${kills.length} kills`);
    }
  };
  while (kills.length < options.kills) {
    checkStop();
    const uptime = 100 + rng() * (MAX_UPTIME_MS - 100);
    await sleep(uptime);
    checkStop();
    const midAttempt = options.midAttempt();
    kills.push({ phase: 'serving', afterMs: uptime, midAttempt, exit: await server.kill() });

    if (kills.length < options.kills && rng() < START_KILL_SHARE) {
      const delay = rng() * lastStartMs;
      server.spawn();
      const ready = server.waitUntilReady(options.startTimeoutMs).then(
        () => true,
        () => false,
      );
      const readyFirst = await Promise.race([ready, sleep(delay).then(() => false)]);
      const inStart = options.midAttempt();
      const exit = await server.kill();
      await ready;
      kills.push({
        phase: readyFirst ? 'serving' : 'starting',
        afterMs: delay,
        midAttempt: inStart,
        exit,
      });
    }

    const spawnedAt = performance.now();
    server.spawn();
    await server.waitUntilReady(options.startTimeoutMs);
    lastStartMs = performance.now() - spawnedAt;
    startMs.push(lastStartMs);
    for (const [after, interlude] of pending) {
      checkStop();
      if (kills.length < after) continue;
      pending.delete(after);
      await interlude();
    }
  }
  return { kills, startMs };
}
