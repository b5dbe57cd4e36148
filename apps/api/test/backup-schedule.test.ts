import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiRoutes } from '@exam/contract';
import type { BackupHealth, HealthResponse } from '@exam/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupSchedule } from '../src/backup/backup-schedule';
import { readBackupFile } from '../src/backup/backup-reader';
import { createUser } from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';

/**
 * Item 4 of issue 16: scheduled backups (BACKUP_DIR, BACKUP_EVERY_HOURS, BACKUP_KEEP). Each run
 * writes a verified file and keeps the newest N; a failure is logged at error level and shown in
 * GET /api/health to administrators only.
 */
let t: TestApp;
let dir: string;

interface LoggedLine {
  level: 'info' | 'error';
  object: object;
  message: string;
}

function captureLogger(lines: LoggedLine[]) {
  return {
    info: (object: object, message: string) => void lines.push({ level: 'info', object, message }),
    error: (object: object, message: string) =>
      void lines.push({ level: 'error', object, message }),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t);
  dir = await mkdtemp(join(tmpdir(), 'exam-backup-schedule-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('scheduled backups', () => {
  it('writes a verified backup each time, keeps the newest N and clears what a crash left', async () => {
    const folder = join(dir, 'kept');
    const lines: LoggedLine[] = [];
    const schedule = new BackupSchedule({
      handle: t.database.handle,
      dir: folder,
      everyHours: 24,
      keep: 2,
      logger: captureLogger(lines),
      clock: t.clock,
    });
    await schedule.runNow();
    // What a SIGKILL during a backup leaves: never a file a restore accepts, removed next time.
    const stale = join(folder, 'exam-prep-backup-20200101-000000Z.jsonl.gz.partial');
    await writeFile(stale, 'half a backup');
    for (let run = 0; run < 2; run += 1) {
      t.clock.advance(3_600_000);
      await schedule.runNow();
    }
    const files = (await readdir(folder)).sort();
    expect(files).toHaveLength(2);
    expect(files.every((name) => /^exam-prep-backup-\d{8}-\d{6}Z\.jsonl\.gz$/.test(name))).toBe(
      true,
    );
    for (const file of files)
      await expect(readBackupFile(join(folder, file))).resolves.toBeDefined();
    const health = schedule.health();
    expect(health).toMatchObject({
      schedule: { everyHours: 24, keep: 2, directory: folder },
      lastFailure: null,
      failing: false,
      lastSuccess: { file: files[1] },
    });
    expect(health.lastSuccess?.rows).toBeGreaterThan(1000);
    expect(lines.filter((line) => line.level === 'error')).toEqual([]);
    expect(lines.at(-1)?.message).toBe('Scheduled backup written and verified');
    await schedule.stop();
    expect(schedule.health().nextAt).toBeNull();
  });

  it('plans the next backup an interval after the newest one in the folder, so restarts do not postpone it', async () => {
    const folder = join(dir, 'kept');
    const newest = (await readdir(folder)).sort().at(-1) as string;
    const modified = (await stat(join(folder, newest))).mtimeMs;
    const schedule = new BackupSchedule({
      handle: t.database.handle,
      dir: folder,
      everyHours: 6,
      keep: 2,
      logger: captureLogger([]),
      clock: { now: () => new Date(modified + 3_600_000) },
    });
    await schedule.start();
    expect(schedule.health().nextAt).toBe(new Date(modified + 6 * 3_600_000).toISOString());
    await schedule.stop();

    const first = new BackupSchedule({
      handle: t.database.handle,
      dir: join(dir, 'never-used'),
      everyHours: 24,
      keep: 2,
      logger: captureLogger([]),
      clock: { now: () => new Date(modified) },
    });
    await first.start();
    expect(first.health().nextAt).toBe(new Date(modified + 60_000).toISOString());
    await first.stop();
  });

  it('logs a failed backup at error level and shows it in the health check to administrators only', async () => {
    const blocker = join(dir, 'a-file');
    await writeFile(blocker, 'not a folder');
    const lines: LoggedLine[] = [];
    const schedule = new BackupSchedule({
      handle: t.database.handle,
      dir: join(blocker, 'backups'),
      everyHours: 12,
      keep: 3,
      logger: captureLogger(lines),
      clock: t.clock,
    });
    await schedule.runNow();
    const errors = lines.filter((line) => line.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(/^SCHEDULED BACKUP FAILED: .*ENOTDIR/);
    const health: BackupHealth = schedule.health();
    expect(health.failing).toBe(true);
    expect(health.lastFailure?.message).toMatch(/ENOTDIR/);

    const app = await createTestApp({
      database: t.database,
      backupHealth: () => schedule.health(),
    });
    try {
      const student = await createUser(app);
      for (const token of [undefined, student.token]) {
        const answer = await app.get(ApiRoutes.health, token ? { token } : {});
        expect(answer.json()).toEqual({ status: 'ok', database: 'up' });
      }
      const admin = await app.get(ApiRoutes.health, { token: app.adminToken });
      expect(admin.statusCode).toBe(200);
      expect(admin.json<HealthResponse>().backups).toEqual(JSON.parse(JSON.stringify(health)));
    } finally {
      await app.close();
      await schedule.stop();
    }
  });
});
