import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TOPICS } from '@exam/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_FILE_SUFFIX, PARTIAL_SUFFIX } from '../../src/backup/backup-format';
import { BackupFileError, readBackupFile } from '../../src/backup/backup-reader';
import { migrateDatabase } from '../../src/db/migrate';
import { openDatabase } from '../../src/db/open-database';
import { seedCities } from '../../src/db/seed';
import { seedQuestionBank } from '../../src/modules/bank/bank.service';
import { ApiServer } from './harness/api-server';
import { freeSuitePort } from './harness/ports';

/**
 * Issue 16, item 5: a SIGKILL during a backup never leaves a file that a restore would accept.
 * The real server (PGlite in DATA_DIR) holds a database big enough for a backup to take seconds;
 * `npm run db -- backup` (a real child process) is killed while it downloads, then the server is
 * killed while it sends, then while its schedule writes. After each: no file under the final
 * name, every half-written one refused, and the server (restarted when killed) serves and backs
 * up again with all its rows.
 */
const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const cli = join(apiDir, 'src/cli/db.ts');
const START_TIMEOUT_MS = 90_000;
/** Rows of exam_answers made before the server starts: enough for a backup to last seconds. */
const STUDENTS = 4_000;
const ANSWERS_PER_EXAM = 40;

let runDir: string;
let dataDir: string;
let server: ApiServer;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function startCli(args: string[]): {
  child: ChildProcess;
  exited: Promise<{ code: number | null; stderr: string; stdout: string }>;
} {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
    cwd: apiDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const guard = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', guard);
  const exited = new Promise<{ code: number | null; stderr: string; stdout: string }>((resolve) => {
    child.once('exit', (code) => {
      process.off('exit', guard);
      resolve({ code, stderr, stdout });
    });
  });
  return { child, exited };
}

/**
 * Waits until `file` exists with some bytes in it (a backup under way), polling every few
 * milliseconds; fails if `done` settles first (the backup ended before it could be interrupted).
 */
async function whenWriting(
  file: () => Promise<string | undefined> | string,
  done: Promise<unknown>,
  timeoutMs = 120_000,
) {
  let finished = false;
  void done.then(() => (finished = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const path = await file();
    if (path) {
      const size = (await stat(path).catch(() => undefined))?.size ?? 0;
      if (size > 0) return path;
    }
    if (finished) throw new Error('the backup ended before it could be interrupted');
    await sleep(3);
  }
  throw new Error('no backup was being written');
}

/** Every file in `folder` a restore would accept, and every one it refuses. */
async function classify(folder: string): Promise<{ accepted: string[]; refused: string[] }> {
  const accepted: string[] = [];
  const refused: string[] = [];
  for (const name of await readdir(folder).catch(() => [] as string[])) {
    try {
      await readBackupFile(join(folder, name));
      accepted.push(name);
    } catch (error) {
      if (!(error instanceof BackupFileError)) throw error;
      refused.push(name);
    }
  }
  return { accepted, refused };
}

async function startServer(env: Record<string, string> = {}): Promise<ApiServer> {
  const port = await freeSuitePort();
  const started = new ApiServer({ port, dataDir, logFile: join(runDir, 'server.log'), env });
  started.spawn();
  await started.waitUntilReady(START_TIMEOUT_MS);
  return started;
}

beforeAll(async () => {
  runDir = await mkdtemp(join(tmpdir(), 'backup-kill-'));
  dataDir = join(runDir, 'data');
  const handle = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    await migrateDatabase(handle);
    await seedCities(handle.db);
    await seedQuestionBank(handle.db);
    await handle.db.execute(sql`
      insert into users (username, email, password_hash)
      select 'Student ' || g, 'student' || g || '@backup-kill.test', 'not-a-hash'
      from generate_series(1, ${STUDENTS}) g`);
    await handle.db.execute(sql`
      insert into exams (user_id, topic, status, seed, started_at, deadline, finished_at, stop_reason)
      select id, ${TOPICS[0]}, 'finished', 1, now() - interval '1 hour', now(), now(), 'max-items'
      from users`);
    await handle.db.execute(sql`
      insert into exam_answers (exam_id, position, question_id, lesson_id, served_at, answered_at,
        user_answer, is_correct, scored, time_spent_seconds)
      select e.id, q.position, q.id, q.lesson_id, e.started_at, e.started_at, q.answer, true, true, 40
      from exams e cross join (
        select id, lesson_id, answer, row_number() over (order by id)::int as position
        from questions order by id limit ${ANSWERS_PER_EXAM}) q`);
  } finally {
    await handle.close();
  }
  server = await startServer();
}, START_TIMEOUT_MS * 2);

afterAll(async () => {
  await server?.close();
  await rm(runDir, { recursive: true, force: true });
});

describe('a SIGKILL during a backup', () => {
  it('of the command line, mid-download: no file is accepted, and the server serves and backs up again', async () => {
    const file = join(runDir, 'cli-killed.jsonl.gz');
    const run = startCli(['backup', file]);
    const partial = await whenWriting(() => `${file}${PARTIAL_SUFFIX}`, run.exited);
    expect(existsSync(file)).toBe(false);
    run.child.kill('SIGKILL');
    await run.exited;

    expect(existsSync(file)).toBe(false);
    expect(existsSync(partial)).toBe(true);
    await expect(readBackupFile(partial)).rejects.toThrow(/truncated|no end marker/);
    const restore = startCli(['verify', partial]);
    const refused = await restore.exited;
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Refused: .*(truncated|no end marker)/);

    // The server's snapshot transaction ended with the download: it answers, and a new backup
    // (over the same file name) completes.
    await server.waitUntilReady(30_000);
    const again = startCli(['backup', join(runDir, 'after-cli-kill.jsonl.gz')]);
    const result = await again.exited;
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const summary = await readBackupFile(join(runDir, 'after-cli-kill.jsonl.gz'));
    expect(summary.trailer.tables.exam_answers?.rows).toBe(STUDENTS * ANSWERS_PER_EXAM);
  }, 300_000);

  it('of the server, while it sends: the command line says so, leaves no file, and the restarted server has every row', async () => {
    const file = join(runDir, 'server-killed.jsonl.gz');
    const run = startCli(['backup', file]);
    await whenWriting(() => `${file}${PARTIAL_SUFFIX}`, run.exited);
    await server.kill();
    const result = await run.exited;
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(
      /^The server stopped sending the backup before its end \(.+\): no backup was written; see the server's log$/,
    );
    expect(existsSync(file)).toBe(false);
    expect(existsSync(`${file}${PARTIAL_SUFFIX}`)).toBe(false);

    server = await startServer();
    const after = startCli(['backup', join(runDir, 'after-server-kill.jsonl.gz')]);
    expect((await after.exited).code).toBe(0);
    const summary = await readBackupFile(join(runDir, 'after-server-kill.jsonl.gz'));
    expect(summary.trailer.tables.exam_answers?.rows).toBe(STUDENTS * ANSWERS_PER_EXAM);
    expect(summary.trailer.tables.users?.rows).toBe(STUDENTS);
  }, 300_000);

  it('of the server, while its schedule writes: only refused half-files remain, and the next run replaces them', async () => {
    const backupDir = join(runDir, 'scheduled');
    await server.stop();
    // Every 3.6 s: the first backup starts 3.6 s after the start.
    const schedule = { BACKUP_DIR: backupDir, BACKUP_EVERY_HOURS: '0.001', BACKUP_KEEP: '2' };
    server = await startServer(schedule);
    const findPartial = async () => {
      const names = await readdir(backupDir).catch(() => [] as string[]);
      const name = names.find((entry) => entry.endsWith(PARTIAL_SUFFIX));
      return name ? join(backupDir, name) : undefined;
    };
    await whenWriting(findPartial, new Promise(() => undefined));
    await server.kill();

    const killed = await classify(backupDir);
    expect(killed.refused.length).toBeGreaterThanOrEqual(1);
    expect(killed.refused.every((name) => name.endsWith(PARTIAL_SUFFIX))).toBe(true);
    for (const name of killed.accepted) expect(name.endsWith(BACKUP_FILE_SUFFIX)).toBe(true);

    server = await startServer(schedule);
    const deadline = Date.now() + 120_000;
    let now = killed;
    while (Date.now() < deadline) {
      now = await classify(backupDir);
      const stalePartials = now.refused.filter((name) => killed.refused.includes(name));
      if (now.accepted.length > killed.accepted.length && stalePartials.length === 0) break;
      await sleep(200);
    }
    expect(now.accepted.length).toBeGreaterThan(killed.accepted.length);
    expect(now.refused.filter((name) => killed.refused.includes(name))).toEqual([]);
    await server.stop();
    server = await startServer();
  }, 300_000);
});
