import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiRoutes } from '@exam/contract';
import type { AuthResponse, MeResponse } from '@exam/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { resolveSecrets } from '../src/config/secrets';
import type { DatabaseHandle } from '../src/db/database';
import { migrateDatabase } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import { openPglite } from '../src/db/pglite';
import { seedCities } from '../src/db/seed';
import { seedQuestionBank } from '../src/modules/bank/bank.service';
import { openEmptyDatabase, postgresServerUrl } from './helpers/backup';
import { DEFAULT_CITY, DEFAULT_PASSWORD, randomIp } from './helpers/factories';
import { tableContents } from './helpers/table-contents';
import { XSRF_TOKEN } from './helpers/test-app';

/**
 * `npm run db` as an operator runs it: a child process (`node --import tsx
 * apps/api/src/cli/db.ts`) with only environment variables, checked by its exit code and its
 * output. The embedded database lives in a DATA_DIR as a server leaves it (secrets.json, a
 * signed-in student). Moving to PostgreSQL runs in the PostgreSQL pass (TEST_DATABASE_URL).
 */
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const cli = join(repoRoot, 'apps/api/src/cli/db.ts');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function runDb(args: string[], env: Record<string, string>): Promise<Run> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', ...env };
  // The test run's own database variables must not leak into the command under test.
  delete childEnv.TEST_DATABASE_URL;
  if (env.DATABASE_URL === undefined) delete childEnv.DATABASE_URL;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', cli, ...args],
      { cwd: repoRoot, env: childEnv, timeout: 120_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** A port nothing listens on (bound, then closed). */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A DATA_DIR as `npm start` leaves it: migrated and seeded PGlite, secrets.json, and a student
 * who registered (and so holds a session). Returns the student's token.
 */
async function prepareDataDir(dataDir: string, databaseUrl?: string): Promise<string> {
  const config = await resolveSecrets(
    loadConfig({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }),
  );
  const handle = await openDatabase(config);
  try {
    await migrateDatabase(handle);
    await seedCities(handle.db);
    await seedQuestionBank(handle.db);
    const app = await buildApp(config, {
      db: handle.db,
      mailer: { send: () => Promise.resolve(), close: () => undefined },
      webDistDir: join(dataDir, 'no-web'),
    });
    try {
      await app.inject({
        method: 'POST',
        url: ApiRoutes.location.schools,
        payload: { name: 'CLI School', city: DEFAULT_CITY },
        headers: { 'x-xsrf-token': XSRF_TOKEN },
        cookies: { 'XSRF-TOKEN': XSRF_TOKEN },
        remoteAddress: randomIp(),
      });
      const registered = await app.inject({
        method: 'POST',
        url: ApiRoutes.auth.register,
        payload: {
          username: 'Moving Student',
          email: 'moving.student@example.test',
          password: DEFAULT_PASSWORD,
          city: DEFAULT_CITY,
          school: 'CLI School',
        },
        headers: { 'x-xsrf-token': XSRF_TOKEN },
        cookies: { 'XSRF-TOKEN': XSRF_TOKEN },
        remoteAddress: randomIp(),
      });
      expect(registered.statusCode, registered.body).toBe(201);
      return registered.json<AuthResponse>().token;
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
}

/** GET /api/auth/me on a server started on `databaseUrl` (or DATA_DIR's PGlite) with that DATA_DIR's secret. */
async function meOn(dataDir: string, token: string, databaseUrl?: string) {
  const config = await resolveSecrets(
    loadConfig({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }),
  );
  const handle: DatabaseHandle = await openDatabase(config);
  try {
    await migrateDatabase(handle);
    const app = await buildApp(config, {
      db: handle.db,
      mailer: { send: () => Promise.resolve(), close: () => undefined },
      webDistDir: join(dataDir, 'no-web'),
    });
    try {
      return await app.inject({
        method: 'GET',
        url: ApiRoutes.auth.me,
        headers: { authorization: `Bearer ${token}` },
      });
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
}

/** Every table of a DATA_DIR's embedded database (opened after the command has closed it). */
async function embeddedContents(dataDir: string) {
  const handle = await openPglite({ dataDir: join(dataDir, 'pglite') });
  try {
    return await tableContents(handle.db);
  } finally {
    await handle.close();
  }
}

let dir: string;
let source: string;
let token: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'exam-db-cli-'));
  source = join(dir, 'source-data');
  token = await prepareDataDir(source);
}, 120_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('npm run db', () => {
  it(
    'prints its usage and exits 2 for an unknown command or a misplaced --force',
    { timeout: 60_000 },
    async () => {
      const unknown = await runDb(['frobnicate'], {});
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toContain('Usage: npm run db -- <command>');
      const misplaced = await runDb(['backup', '--force'], { DATA_DIR: source });
      expect(misplaced.code).toBe(2);
      expect(misplaced.stderr).toContain('--force applies to restore and move-to-postgres only');
    },
  );

  it(
    'backs up an embedded database no server holds, verifies it and restores it into a new DATA_DIR',
    { timeout: 180_000 },
    async () => {
      const file = join(dir, 'stopped.jsonl.gz');
      const backup = await runDb(['backup', file], { DATA_DIR: source });
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain(`Backup written and verified: ${file}`);
      expect(backup.stdout).toMatch(/schema +\d+ \(\d{4}_\w+\)/);
      expect(existsSync(`${file}.partial`)).toBe(false);

      const again = await runDb(['backup', file], { DATA_DIR: source });
      expect(again.code).toBe(1);
      expect(again.stderr.trim()).toBe(
        `${file} already exists: give another file name, or move that file away`,
      );

      const verify = await runDb(['verify', file], {});
      expect(verify.code).toBe(0);
      expect(verify.stdout).toContain('is a complete backup');

      const target = join(dir, 'restored-data');
      const restore = await runDb(['restore', file], { DATA_DIR: target });
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(restore.stdout).toContain(`Restored ${file} into the embedded database in ${target}`);
      expect(restore.stdout).toContain('target    it was empty');

      // Same contents; and with the source's secret the student's session is valid there too.
      expect(await embeddedContents(target)).toEqual(await embeddedContents(source));
      await writeFile(join(target, 'secrets.json'), await readFile(join(source, 'secrets.json')));
      expect((await meOn(target, token)).statusCode).toBe(200);

      const refused = await runDb(['restore', file], { DATA_DIR: target });
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim()).toMatch(
        /^Refused: The target database is not empty: .*users \(1 rows\).*add --force to do that$/,
      );
    },
  );

  it(
    'refuses a truncated backup in one line, before creating any database',
    { timeout: 60_000 },
    async () => {
      const file = join(dir, 'stopped.jsonl.gz');
      const bytes = await readFile(file);
      const cut = join(dir, 'cut.jsonl.gz');
      await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
      const target = join(dir, 'never-created');
      const restore = await runDb(['restore', cut], { DATA_DIR: target });
      expect(restore.code).toBe(1);
      expect(restore.stdout).toBe('');
      expect(restore.stderr.trim().split('\n')).toEqual([
        'Refused: The file ends in the middle of its compressed data: it is truncated (an interrupted backup or copy)',
      ]);
      expect(existsSync(target)).toBe(false);
    },
  );

  it(
    'gives a wrong DATABASE_URL as its connection error, in one line',
    { timeout: 120_000 },
    async () => {
      const port = await closedPort();
      const url = `postgres://nobody:secret@127.0.0.1:${port}/exam`;
      for (const args of [
        ['backup', join(dir, 'never.jsonl.gz')],
        ['restore', join(dir, 'stopped.jsonl.gz')],
      ]) {
        const run = await runDb(args, { DATABASE_URL: url });
        expect(run.code).toBe(1);
        expect(run.stderr.trim().split('\n')).toEqual([
          `Cannot connect to PostgreSQL (nobody@127.0.0.1:${port}/exam): connect ECONNREFUSED 127.0.0.1:${port}`,
        ]);
        expect(run.stderr).not.toContain('secret');
      }
      const move = await runDb(['move-to-postgres', url], { DATA_DIR: source });
      expect(move.stderr.trim().split('\n')).toEqual([
        `Cannot connect to PostgreSQL (nobody@127.0.0.1:${port}/exam): connect ECONNREFUSED 127.0.0.1:${port}`,
      ]);
      const malformed = await runDb(['move-to-postgres', 'mysql://root@db/exam'], {
        DATA_DIR: source,
      });
      expect(malformed.code).toBe(1);
      expect(malformed.stderr).toContain('DATABASE_URL must be a URL like postgres://');
    },
  );

  it(
    'refuses to move or restore while a server holds the embedded database',
    { timeout: 60_000 },
    async () => {
      // The lock file names a running process (this test's): what a running server leaves.
      const lock = join(source, 'pglite.pid');
      await writeFile(lock, String(process.pid));
      try {
        const move = await runDb(['move-to-postgres', 'postgres://u@127.0.0.1:1/x'], {
          DATA_DIR: source,
        });
        expect(move.code).toBe(1);
        expect(move.stderr.trim()).toBe(
          `The server (pid ${process.pid}) has the embedded database in ${source} open: stop it first, move the database (answers given after the copy would be left behind), then start it again`,
        );
        const restore = await runDb(['restore', join(dir, 'stopped.jsonl.gz'), '--force'], {
          DATA_DIR: source,
        });
        expect(restore.code).toBe(1);
        expect(restore.stderr).toContain('stop it first, restore, then start it again');
      } finally {
        await rm(lock, { force: true });
      }
    },
  );

  it.skipIf(postgresServerUrl() === undefined)(
    'moves the embedded database to PostgreSQL: verified, the DATABASE_URL line printed, students still signed in',
    async () => {
      const target = await openEmptyDatabase('postgres');
      try {
        const url = target.url as string;
        const move = await runDb(['move-to-postgres', url], { DATA_DIR: source });
        expect(move.stderr).toBe('');
        expect(move.code).toBe(0);
        expect(move.stdout).toContain(
          'Read back every table: row counts and SHA-256 match the backup',
        );
        expect(move.stdout.split('\n')).toContain(`DATABASE_URL=${url}`);
        expect(move.stdout).toContain('Signed-in students stay signed in');

        // The server started on PostgreSQL with the same DATA_DIR keeps the student signed in.
        const me = await meOn(source, token, url);
        expect(me.statusCode, me.body).toBe(200);
        expect(me.json<MeResponse>().user.email).toBe('moving.student@example.test');
        expect(await tableContents(target.handle.db)).toEqual(await embeddedContents(source));

        const twice = await runDb(['move-to-postgres', url], { DATA_DIR: source });
        expect(twice.code).toBe(1);
        expect(twice.stderr.trim()).toMatch(/^Refused: The target database is not empty/);
      } finally {
        await target.dispose();
      }
    },
    180_000,
  );
});
