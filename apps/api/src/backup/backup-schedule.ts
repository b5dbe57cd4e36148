import { readdir, rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { BackupHealth } from '@exam/contract';
import type { DatabaseHandle } from '../db/database';
import type { Clock } from '../lib/clock';
import { systemClock } from '../lib/clock';
import {
  BACKUP_FILE_PREFIX,
  BACKUP_FILE_SUFFIX,
  backupFileName,
  PARTIAL_SUFFIX,
} from './backup-format';
import { backupToFile } from './backup-file';

interface ScheduleLogger {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface BackupScheduleOptions {
  handle: DatabaseHandle;
  dir: string;
  everyHours: number;
  keep: number;
  logger: ScheduleLogger;
  clock?: Clock;
  /** Delay of the first backup after a start when none is due sooner (default: a minute, or the interval if shorter). */
  firstDelayMs?: number;
}

/** setTimeout's largest delay (about 24.8 days); longer waits are chained. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** A complete backup written by the schedule or by `npm run db -- backup` without FILE. */
const BACKUP_NAME = new RegExp(
  `^${BACKUP_FILE_PREFIX}\\d{8}-\\d{6}Z${BACKUP_FILE_SUFFIX.replaceAll('.', '\\.')}$`,
);

/**
 * Scheduled backups (BACKUP_DIR, BACKUP_EVERY_HOURS, BACKUP_KEEP; off by default): a backup file
 * every N hours in the server's own process, the newest `keep` kept. The next one is due N hours
 * after the newest file in the folder, so restarts do not postpone it. A failure is logged at
 * error level and shown to administrators in GET /api/health; the next attempt is at the next
 * interval. With several API processes, enable it on one of them.
 */
export class BackupSchedule {
  private readonly clock: Clock;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private nextAt: Date | undefined;
  private lastSuccess: BackupHealth['lastSuccess'] = null;
  private lastFailure: BackupHealth['lastFailure'] = null;
  private failing = false;

  constructor(private readonly options: BackupScheduleOptions) {
    this.clock = options.clock ?? systemClock;
  }

  private get intervalMs(): number {
    return this.options.everyHours * 3_600_000;
  }

  /** Plans the first backup: an interval after the newest one in the folder, at the earliest soon. */
  async start(): Promise<void> {
    const newest = (await this.completeBackups())[0];
    const now = this.clock.now().getTime();
    const soon = now + (this.options.firstDelayMs ?? Math.min(60_000, this.intervalMs));
    const due = newest ? newest.modified + this.intervalMs : soon;
    this.plan(new Date(Math.max(due, soon)));
  }

  private plan(at: Date): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.nextAt = at;
    const wait = Math.min(Math.max(at.getTime() - this.clock.now().getTime(), 0), MAX_TIMER_MS);
    this.timer = setTimeout(() => {
      if (this.clock.now() < at) this.plan(at);
      else void this.runNow();
    }, wait).unref();
  }

  /** One backup now, then the next one is planned an interval later. Never throws. */
  runNow(): Promise<void> {
    this.running ??= this.backUp().finally(() => {
      this.running = undefined;
      this.plan(new Date(this.clock.now().getTime() + this.intervalMs));
    });
    return this.running;
  }

  private async backUp(): Promise<void> {
    const started = this.clock.now();
    const file = join(this.options.dir, backupFileName(started));
    const t0 = performance.now();
    try {
      await this.removeStalePartials();
      const summary = await backupToFile(this.options.handle, file, started);
      const seconds = Number(((performance.now() - t0) / 1000).toFixed(2));
      this.lastSuccess = {
        at: started.toISOString(),
        file: basename(file),
        bytes: summary.bytes ?? 0,
        rows: summary.trailer.rows,
        seconds,
      };
      this.failing = false;
      const removed = await this.prune();
      this.options.logger.info(
        { file, bytes: summary.bytes, rows: summary.trailer.rows, seconds, removed },
        'Scheduled backup written and verified',
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.lastFailure = { at: started.toISOString(), message };
      this.failing = true;
      this.options.logger.error(
        { err: error, dir: this.options.dir, lastGood: this.lastSuccess?.file ?? null },
        `SCHEDULED BACKUP FAILED: ${message}. The next attempt is in ${this.options.everyHours} h; GET /api/health shows this to administrators.`,
      );
    }
  }

  /** Complete backups in the folder, newest first. */
  private async completeBackups(): Promise<{ name: string; modified: number }[]> {
    const names = await readdir(this.options.dir).catch(() => [] as string[]);
    const found = [];
    for (const name of names.filter((entry) => BACKUP_NAME.test(entry))) {
      const info = await stat(join(this.options.dir, name)).catch(() => undefined);
      if (info?.isFile()) found.push({ name, modified: info.mtimeMs });
    }
    return found.sort((a, b) => (a.name < b.name ? 1 : -1));
  }

  /** Deletes all but the newest `keep` backups; returns the names deleted. */
  private async prune(): Promise<string[]> {
    const old = (await this.completeBackups()).slice(this.options.keep);
    for (const file of old) await rm(join(this.options.dir, file.name), { force: true });
    return old.map((file) => file.name);
  }

  /** What an earlier crash (SIGKILL) left half-written; never a file a restore accepts. */
  private async removeStalePartials(): Promise<void> {
    const names = await readdir(this.options.dir).catch(() => [] as string[]);
    for (const name of names) {
      if (name.startsWith(BACKUP_FILE_PREFIX) && name.endsWith(PARTIAL_SUFFIX)) {
        await rm(join(this.options.dir, name), { force: true });
      }
    }
  }

  health(): BackupHealth {
    return {
      schedule: {
        everyHours: this.options.everyHours,
        keep: this.options.keep,
        directory: this.options.dir,
      },
      lastSuccess: this.lastSuccess,
      lastFailure: this.lastFailure,
      failing: this.failing,
      nextAt: this.stopped || !this.nextAt ? null : this.nextAt.toISOString(),
    };
  }

  /** No new backup starts; one under way is finished (the caller closes the database after). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
