import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiRoutes } from '@exam/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/config/config';
import { migrateDatabase } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import type { Database } from '../src/db/database';
import { users } from '../src/db/schema';
import { openTestDatabase } from './helpers/database';
import { createUser } from './helpers/factories';
import { createTestApp } from './helpers/test-app';

/**
 * `npm run users` as an operator runs it: a child process (`node --import tsx
 * apps/api/src/cli/users.ts`) with only environment variables, judged by its exit code, its
 * output and the database. The embedded database is a DATA_DIR of its own (both passes); the
 * PostgreSQL pass also runs it beside a running app on the same database.
 */
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const cli = join(repoRoot, 'apps/api/src/cli/users.ts');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function runUsers(args: string[], env: Record<string, string>): Promise<Run> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', ...env };
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

async function rolesIn(db: Database): Promise<Record<string, string>> {
  const rows = await db.select({ email: users.email, role: users.role }).from(users);
  return Object.fromEntries(rows.map((row) => [row.email, row.role]));
}

describe('npm run users on the embedded database', () => {
  let dataDir: string;
  const env = () => ({ DATA_DIR: dataDir });
  /** Opens the folder (no server holds it between runs), calls `use`, closes it. */
  async function withDatabase<T>(use: (db: Database) => Promise<T>): Promise<T> {
    const handle = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
    try {
      return await use(handle.db);
    } finally {
      await handle.close();
    }
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'exam-users-cli-'));
    const handle = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
    try {
      await migrateDatabase(handle);
      await handle.db.insert(users).values([
        { username: 'Ada', email: 'ada@example.com' },
        { username: 'Grace', email: 'grace@example.com' },
      ]);
    } finally {
      await handle.close();
    }
  }, 120_000);
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it(
    'sets a role and says what changed, then that nothing changed',
    { timeout: 120_000 },
    async () => {
      const first = await runUsers(['role', 'ADA@example.com', 'admin'], env());
      expect(first).toMatchObject({ code: 0, stderr: '' });
      expect(first.stdout).toBe('ada@example.com: student -> admin\n');
      const again = await runUsers(['role', 'ada@example.com', 'admin'], env());
      expect(again.code).toBe(0);
      expect(again.stdout).toBe('ada@example.com: already admin, nothing changed\n');
      const list = await runUsers(['list', '--role', 'admin'], env());
      expect(list.code).toBe(0);
      expect(list.stdout).toBe('ada@example.com\tadmin\tAda\n1 account with the role admin\n');
      expect(await withDatabase(rolesIn)).toEqual({
        'ada@example.com': 'admin',
        'grace@example.com': 'student',
      });
    },
  );

  it(
    'refuses an unknown e-mail or role with exit code 1, changing nothing',
    { timeout: 120_000 },
    async () => {
      const email = await runUsers(['role', 'nobody@example.com', 'teacher'], env());
      expect(email.code).toBe(1);
      expect(email.stderr.trim()).toBe(
        'No account has the e-mail address nobody@example.com. Nothing was changed.',
      );
      const role = await runUsers(['role', 'grace@example.com', 'superuser'], env());
      expect(role.code).toBe(1);
      expect(role.stderr.trim()).toBe(
        "Unknown role 'superuser': use one of student, teacher, admin. Nothing was changed.",
      );
      expect((await withDatabase(rolesIn))['grace@example.com']).toBe('student');
    },
  );

  it(
    'says the server must be stopped first while one holds the folder',
    { timeout: 120_000 },
    async () => {
      // The lock file names a running process (this test's): what a running server leaves.
      const lock = join(dataDir, 'pglite.pid');
      await writeFile(lock, String(process.pid));
      try {
        const run = await runUsers(['role', 'grace@example.com', 'teacher'], env());
        expect(run.code).toBe(1);
        expect(run.stderr.trim()).toBe(
          `The server (pid ${process.pid}) has the embedded database in ${dataDir} open: stop the server first, run this again, then start it. Nothing was changed.`,
        );
      } finally {
        await rm(lock, { force: true });
      }
      expect((await withDatabase(rolesIn))['grace@example.com']).toBe('student');
    },
  );
});

describe.skipIf(inject('testDatabase').kind !== 'postgres')(
  'npm run users on PostgreSQL beside a running server',
  () => {
    it(
      'promotes and demotes an account whose session the server then re-reads',
      { timeout: 120_000 },
      async () => {
        const database = await openTestDatabase();
        const t = await createTestApp({ database });
        try {
          const student = await createUser(t);
          const env = { DATABASE_URL: database.url ?? '' };
          expect((await t.get(ApiRoutes.admin.users, { token: student.token })).statusCode).toBe(
            403,
          );

          const promote = await runUsers(['role', student.email, 'admin'], env);
          expect(promote).toMatchObject({ code: 0, stderr: '' });
          expect(promote.stdout).toBe(`${student.email}: student -> admin\n`);
          expect((await t.get(ApiRoutes.admin.users, { token: student.token })).statusCode).toBe(
            200,
          );

          const demote = await runUsers(['role', student.email, 'teacher'], env);
          expect(demote.stdout).toBe(`${student.email}: admin -> teacher\n`);
          expect((await t.get(ApiRoutes.admin.users, { token: student.token })).statusCode).toBe(
            403,
          );

          const unknown = await runUsers(['role', 'nobody@example.com', 'admin'], env);
          expect(unknown.code).toBe(1);
          const list = await runUsers(['list', '--role', 'teacher'], env);
          expect(list.stdout).toBe(
            `${student.email}\tteacher\tTest Student\n1 account with the role teacher\n`,
          );
          const [row] = await t.db
            .select({ role: users.role })
            .from(users)
            .where(eq(users.id, student.user.id));
          expect(row?.role).toBe('teacher');
        } finally {
          await t.close();
          await database.dispose();
        }
      },
    );
  },
);
