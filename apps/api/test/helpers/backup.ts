import { createHash, randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../../src/db/database';
import { migrateDatabase } from '../../src/db/migrate';
import { openPglite } from '../../src/db/pglite';
import { openPostgres } from '../../src/db/postgres';
import { seedCities } from '../../src/db/seed';
import { seedQuestionBank } from '../../src/modules/bank/bank.service';
import type { TestDatabase } from './database';
import { databaseUrl } from './test-database-info';

/** The PostgreSQL server of the with-postgres run (scripts/with-postgres.mjs), if any. */
export function postgresServerUrl(): string | undefined {
  const info = inject('testDatabase');
  return info.kind === 'postgres' ? info.serverUrl : undefined;
}

/**
 * A brand-new database with nothing in it (not migrated): PGlite runs initdb (2-3 s), PostgreSQL
 * gets a new empty database on the test server (dropped by dispose). Its connections are named
 * like the command line's, not like an API server's (which a restore refuses to run beside).
 */
export async function openEmptyDatabase(kind: 'pglite' | 'postgres'): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const handle = await openPglite();
    return { handle, dispose: () => handle.close() };
  }
  const serverUrl = postgresServerUrl();
  if (!serverUrl) throw new Error('no PostgreSQL server in this run (TEST_DATABASE_URL)');
  const name = `exam_restore_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = databaseUrl(serverUrl, name);
  const handle = openPostgres(url, undefined, { applicationName: 'exam-prep-db' });
  return {
    handle,
    url,
    dispose: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** A fresh PGlite, migrated and seeded as a server's first start leaves it. */
export async function openSeededPglite(): Promise<TestDatabase> {
  const handle = await openPglite();
  await migrateDatabase(handle);
  await seedCities(handle.db);
  await seedQuestionBank(handle.db);
  return { handle, dispose: () => handle.close() };
}

/** The uncompressed lines of a backup file (without the final empty string). */
export async function backupLines(file: string): Promise<string[]> {
  const text = gunzipSync(await readFile(file)).toString('utf8');
  return text.split('\n').filter((line, index, all) => line !== '' || index < all.length - 1);
}

export async function writeBackupLines(file: string, lines: string[]): Promise<void> {
  await writeFile(file, gzipSync(`${lines.join('\n')}\n`));
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Edits a backup and seals it again as the backup code would (trailer counts and checksums
 * recomputed): a file whose every checksum is right, so that what a test shows refused is the
 * edit's meaning (a newer schema, a duplicate key), not a checksum.
 */
export async function resealBackup(
  file: string,
  out: string,
  edit: (lines: string[]) => string[],
): Promise<void> {
  const lines = await backupLines(file);
  const body = edit(lines.slice(0, -1));
  const tables: Record<string, { rows: number; sha256: string }> = {};
  let current: { name: string; text: string; rows: number } | undefined;
  const close = () => {
    if (current) tables[current.name] = { rows: current.rows, sha256: sha256(current.text) };
  };
  for (const line of body.slice(1)) {
    if (line.startsWith('[') && current) {
      current.text += `${line}\n`;
      current.rows += 1;
    } else {
      close();
      current = { name: (JSON.parse(line) as { table: string }).table, text: '', rows: 0 };
    }
  }
  close();
  const rows = Object.values(tables).reduce((sum, table) => sum + table.rows, 0);
  const end = { rows, tables, sha256: sha256(body.map((line) => `${line}\n`).join('')) };
  await writeBackupLines(out, [...body, JSON.stringify({ end })]);
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * What only a consistent snapshot guarantees: each attempt row agrees with its answer rows, which
 * every answer writes together in one transaction. A backup reading `exams` and `exam_answers`
 * at two moments while answers arrive breaks one of these. Returns the problems found.
 */
export async function attemptInvariants(db: Database): Promise<string[]> {
  const broken = await db.execute(sql`
    select 'exam ' || e.id || ': question_number ' || e.question_number || ', ' || count(a.id) || ' answers' as problem
      from exams e left join exam_answers a on a.exam_id = e.id
      where e.status = 'running'
      group by e.id having e.question_number - 1 <> count(a.id)
    union all
    select 'exam ' || e.id || ': current question is not the one served after the last answer'
      from exams e join exam_answers a on a.exam_id = e.id and a.position = e.question_number - 1
      where e.status = 'running' and a.next_question_id is distinct from e.current_question_id
    union all
    select 'trial ' || t.id || ': question_number ' || t.question_number || ', ' || count(a.id) || ' answers'
      from trials t left join trial_answers a on a.trial_id = t.id
      where t.status = 'running'
      group by t.id having t.question_number - 1 <> count(a.id)
    union all
    select 'practice ' || p.id || ': total_answered ' || p.total_answered || ', ' || count(a.id) || ' answers'
      from practice_sessions p left join practice_answers a on a.session_id = p.id
      group by p.id having p.total_answered <> count(a.id)`);
  return rowsOf<{ problem: string }>(broken).map((row) => row.problem);
}
