import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupToFile } from '../src/backup/backup-file';
import type { Manifest } from '../src/backup/backup-format';
import { BackupFileError, readBackupFile } from '../src/backup/backup-reader';
import { restoreBackup, RestoreRefusedError } from '../src/backup/restore';
import { applyMigrations, readJournal } from '../src/backup/schema-version';
import { inTransaction } from '../src/backup/sql-session';
import type { Database } from '../src/db/database';
import { migrateDatabase, migrationsFolder } from '../src/db/migrate';
import { openPostgres } from '../src/db/postgres';
import { backupLines, openEmptyDatabase, resealBackup, writeBackupLines } from './helpers/backup';
import type { TestDatabase } from './helpers/database';
import { openTestDatabase } from './helpers/database';
import { createUser } from './helpers/factories';
import { tableContents } from './helpers/table-contents';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';
import { createStudentsWithAttempts } from './security/support/student-attempts';

/**
 * Issue 16, "Bad input" and the schema rules of a restore: a truncated, damaged or edited file is
 * refused with its reason and writes nothing (the target keeps not even a table); a non-empty
 * target needs --force; a backup from a newer schema is refused and one from an older schema is
 * migrated after loading; sequences continue where they stood.
 */
let t: TestApp;
let dir: string;
let good: string;
/** A brand-new PGlite that every refused restore must leave without a single table. */
let empty: TestDatabase;

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

async function schemaObjects(db: Database): Promise<string[]> {
  const result = await db.execute(sql`
    select table_schema || '.' || table_name as name from information_schema.tables
    where table_schema not in ('pg_catalog', 'information_schema') order by 1`);
  return rowsOf<{ name: string }>(result).map((row) => row.name);
}

beforeAll(async () => {
  t = await createTestApp();
  await createStudentsWithAttempts(t, 2);
  dir = await mkdtemp(join(tmpdir(), 'exam-backup-files-'));
  good = join(dir, 'good.jsonl.gz');
  await backupToFile(t.database.handle, good);
  empty = await openEmptyDatabase('pglite');
}, 120_000);
afterAll(async () => {
  await t.close();
  await empty.dispose();
  await rm(dir, { recursive: true, force: true });
});

/** Refused by verification and by a restore, which leaves the empty target without a table. */
async function expectRefused(file: string, reason: RegExp) {
  await expect(readBackupFile(file)).rejects.toThrow(reason);
  await expect(readBackupFile(file)).rejects.toBeInstanceOf(BackupFileError);
  await expect(restoreBackup(empty.handle, file)).rejects.toThrow(reason);
  expect(await schemaObjects(empty.handle.db)).toEqual([]);
}

describe('a damaged or edited backup file', () => {
  it('accepts the untouched file (the control)', async () => {
    const summary = await readBackupFile(good);
    expect(summary.manifest.tables.map((table) => table.name)).toContain('exam_answers');
    expect(summary.trailer.rows).toBeGreaterThan(1000);
  });

  it('refuses a file cut anywhere in its compressed data (a copy or backup cut short)', async () => {
    const bytes = await readFile(good);
    for (const fraction of [0.02, 0.5, 0.98]) {
      const cut = join(dir, `cut-${fraction}.gz`);
      await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length * fraction)));
      await expectRefused(cut, /truncated/);
    }
    const lastByteMissing = join(dir, 'cut-last.gz');
    await writeFile(lastByteMissing, bytes.subarray(0, bytes.length - 1));
    await expectRefused(lastByteMissing, /truncated/);
  });

  it('refuses complete compressed data whose lines stop before the end marker', async () => {
    const lines = await backupLines(good);
    const unfinished = join(dir, 'unfinished.gz');
    await writeBackupLines(unfinished, lines.slice(0, Math.floor(lines.length / 2)));
    await expectRefused(unfinished, /rows where the manifest says|no end marker/);
    const noTrailer = join(dir, 'no-trailer.gz');
    await writeBackupLines(noTrailer, lines.slice(0, -1));
    await expectRefused(noTrailer, /no end marker/);
  });

  it('refuses a file with a damaged byte', async () => {
    const bytes = Buffer.from(await readFile(good));
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = (bytes[middle] ?? 0) ^ 0x55;
    const damaged = join(dir, 'damaged.gz');
    await writeFile(damaged, bytes);
    await expectRefused(damaged, /damaged|truncated|checksum/);
  });

  it('refuses a row changed after the backup was written, naming its table', async () => {
    const lines = await backupLines(good);
    const start = lines.indexOf(JSON.stringify({ table: 'users' }));
    const row = JSON.parse(lines[start + 1] as string) as string[];
    row[2] = 'someone.else@example.test';
    lines[start + 1] = JSON.stringify(row);
    const edited = join(dir, 'edited-row.gz');
    await writeBackupLines(edited, lines);
    await expectRefused(edited, /checksum does not match.*users/);
  });

  it('refuses a manifest whose row counts were changed, and a line added after the end marker', async () => {
    const lines = await backupLines(good);
    const manifest = (JSON.parse(lines[0] as string) as { manifest: Manifest }).manifest;
    const users = manifest.tables.find((table) => table.name === 'users');
    if (!users) throw new Error('no users table');
    users.rows += 1;
    const counts = join(dir, 'counts.gz');
    await writeBackupLines(counts, [JSON.stringify({ manifest }), ...lines.slice(1)]);
    await expectRefused(counts, /users has \d+ rows where the manifest says/);
    const extra = join(dir, 'extra.gz');
    await writeBackupLines(extra, [...lines, '["smuggled"]']);
    await expectRefused(extra, /after the end marker/);
  });

  it('refuses what is not a backup: another gzip file, plain text, an empty file, no file', async () => {
    const other = join(dir, 'other.gz');
    await writeFile(other, gzipSync('{"hello":"world"}\n'));
    await expectRefused(other, /does not start with a backup manifest/);
    const text = join(dir, 'text.jsonl');
    await writeFile(text, '{"manifest":{}}\n');
    await expectRefused(text, /not a gzip-compressed backup/);
    const nothing = join(dir, 'empty.gz');
    await writeFile(nothing, '');
    await expectRefused(nothing, /empty/);
    await expectRefused(join(dir, 'missing.gz'), /There is no file/);
  });

  it(
    'rolls a load back that fails half-way: a duplicate key, sealed with valid checksums',
    { timeout: 60_000 },
    async () => {
      const duplicated = join(dir, 'duplicate-key.gz');
      await resealBackup(good, duplicated, (lines) => {
        const manifest = (JSON.parse(lines[0] as string) as { manifest: Manifest }).manifest;
        const table = manifest.tables.find((entry) => entry.name === 'exam_answers');
        if (!table) throw new Error('no exam_answers');
        table.rows += 1;
        const start = lines.indexOf(JSON.stringify({ table: 'exam_answers' }));
        const copy = lines[start + 1] as string;
        return [
          JSON.stringify({ manifest }),
          ...lines.slice(1, start + 1),
          copy,
          ...lines.slice(start + 1),
        ];
      });
      await expect(readBackupFile(duplicated)).resolves.toBeDefined();
      await expect(restoreBackup(empty.handle, duplicated)).rejects.toThrow();
      expect(await schemaObjects(empty.handle.db)).toEqual([]);
    },
  );
});

describe('the target of a restore', () => {
  it(
    'refuses a target that holds data, changing nothing; --force replaces all of it',
    { timeout: 120_000 },
    async () => {
      const database = await openTestDatabase();
      const target = await createTestApp({ database });
      try {
        await createUser(target);
        if (database.url) {
          // PostgreSQL: an API server still connected to the target is refused first.
          await expect(restoreBackup(database.handle, good, { force: true })).rejects.toThrow(
            /connection\(s\) of running API servers are open on this database: stop every server first/,
          );
        }
        await target.close();
        // The command line's own connection, with the server gone.
        if (database.url) await database.handle.close();
        const handle = database.url
          ? openPostgres(database.url, undefined, { applicationName: 'exam-prep-db' })
          : database.handle;
        try {
          const before = await tableContents(handle.db);
          await expect(restoreBackup(handle, good)).rejects.toThrow(
            /not empty: .*users \(1 rows\).*--force/,
          );
          await expect(restoreBackup(handle, good)).rejects.toBeInstanceOf(RestoreRefusedError);
          expect(await tableContents(handle.db)).toEqual(before);

          const report = await restoreBackup(handle, good, { force: true });
          expect(report.replaced).toBe('data');
          expect(await tableContents(handle.db)).toEqual(await tableContents(t.db));
        } finally {
          if (database.url) await handle.close();
        }
      } finally {
        await database.dispose();
      }
    },
  );
});

/**
 * A copy of the product's migrations with one more: a table with an identity column (the
 * product has none yet, so this is how sequences are exercised).
 */
async function migrationsWithCounters(): Promise<string> {
  const folder = join(dir, 'migrations-plus-one');
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
  };
  const last = journal.entries.at(-1);
  if (!last) throw new Error('empty journal');
  journal.entries.push({
    ...last,
    idx: last.idx + 1,
    when: last.when + 1000,
    tag: '9999_counters',
  });
  await writeFile(journalFile, JSON.stringify(journal));
  await writeFile(
    join(folder, '9999_counters.sql'),
    'CREATE TABLE "counters" ("id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY, "label" text NOT NULL);',
  );
  return folder;
}

describe('schema versions and sequences', () => {
  it(
    'migrates a backup from an older version after loading it, as a server start would',
    { timeout: 120_000 },
    async () => {
      const journal = readJournal();
      const old = await openEmptyDatabase('pglite');
      const target = await openEmptyDatabase('pglite');
      try {
        // The schema of the version before the last migration, with a student in it.
        await inTransaction(old.handle, 'write', (session) =>
          applyMigrations(session, journal, 0, journal.length - 1),
        );
        await old.handle.db.execute(sql`
        with city as (insert into cities (name, name_key) values ('Giza', 'giza') returning id)
        insert into users (username, email, password_hash, city_id)
        select 'Old Student', 'old@example.test', 'x', id from city`);
        const file = join(dir, 'older.gz');
        const summary = await backupToFile(old.handle, file);
        expect(summary.manifest.schema.version).toBe(journal.length - 1);

        const report = await restoreBackup(target.handle, file);
        expect(report.migratedAfter).toEqual([journal.at(-1)?.tag]);
        expect(report.schemaNow.version).toBe(journal.length);
        const users = rowsOf<{ email: string }>(
          await target.handle.db.execute(sql`select email from users`),
        );
        expect(users.map((user) => user.email)).toEqual(['old@example.test']);
        // Drizzle's own migrator finds everything applied: the record is the one it keeps.
        await migrateDatabase(target.handle);
        const applied = rowsOf<{ n: number }>(
          await target.handle.db.execute(
            sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
          ),
        );
        expect(applied[0]?.n).toBe(journal.length);
      } finally {
        await old.dispose();
        await target.dispose();
      }
    },
  );

  it(
    'refuses a backup from a newer version, and restores it with that version, sequences included',
    { timeout: 120_000 },
    async () => {
      const folder = await migrationsWithCounters();
      const newer = readJournal(folder);
      const source = await openEmptyDatabase('pglite');
      const target = await openEmptyDatabase('pglite');
      try {
        await inTransaction(source.handle, 'write', (session) =>
          applyMigrations(session, newer, 0, newer.length),
        );
        await source.handle.db.execute(
          sql`insert into counters (label) select 'n' || g from generate_series(1, 5) g`,
        );
        // The two newest rows go: the sequence stands at 5, the largest id left is 3.
        await source.handle.db.execute(sql`delete from counters where id > 3`);
        const file = join(dir, 'newer.gz');
        const summary = await backupToFile(source.handle, file);
        expect(summary.manifest.sequences).toEqual([
          { table: 'counters', column: 'id', lastValue: '5', isCalled: true },
        ]);

        // This product does not know the last migration: refused, nothing written.
        await expect(restoreBackup(target.handle, file)).rejects.toThrow(
          /newer version of the product/,
        );
        expect(await schemaObjects(target.handle.db)).toEqual([]);

        // The version that made it restores it, and the next id continues after 5, not after 3.
        await restoreBackup(target.handle, file, { migrationsFolder: folder });
        const next = rowsOf<{ id: number }>(
          await target.handle.db.execute(
            sql`insert into counters (label) values ('new') returning id`,
          ),
        );
        expect(next[0]?.id).toBe(6);
      } finally {
        await source.dispose();
        await target.dispose();
      }
    },
  );
});
