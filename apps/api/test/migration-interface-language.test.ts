import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from './helpers/database';
import { openEmptyDatabase } from './helpers/database';
import { migrate, migrationsBefore, rowsOf } from './helpers/migrations';

/**
 * Issue 24: the interface language migration on accounts that existed before it. The database
 * is migrated to the migration before it, given accounts, then migrated to the end.
 */
const MIGRATION = 'interface_language';
const ACCOUNTS = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];

let database: TestDatabase;
let folders: string;

beforeAll(async () => {
  folders = await mkdtemp(join(tmpdir(), 'exam-migrations-'));
  database = await openEmptyDatabase();
  const { db } = database.handle;
  await migrate(database.handle, await migrationsBefore(MIGRATION, folders));
  for (const [index, id] of ACCOUNTS.entries()) {
    await db.execute(sql`insert into users (id, username, email, password_hash, role)
      values (${id}, 'Student', ${`${id}@example.test`}, ${index === 0 ? 'hash' : null},
        ${index === 0 ? 'student' : 'teacher'})`);
  }
  await migrate(database.handle);
});

afterAll(async () => {
  await database?.dispose();
  await rm(folders, { recursive: true, force: true });
});

describe('the interface language migration on existing accounts', () => {
  it('gives every existing account English, and nothing else about it changes', async () => {
    const rows = rowsOf<{ id: string; language: string; role: string; password: string | null }>(
      await database.handle.db.execute(
        sql`select id, language, role, password_hash as password from users order by id`,
      ),
    );
    expect(rows).toEqual([
      { id: ACCOUNTS[0], language: 'en', role: 'student', password: 'hash' },
      { id: ACCOUNTS[1], language: 'en', role: 'teacher', password: null },
    ]);
  });

  it('allows only en and ar from now on', async () => {
    const { db } = database.handle;
    await db.execute(sql`update users set language = 'ar' where id = ${ACCOUNTS[0]}`);
    await expect(
      db.execute(sql`update users set language = 'fr' where id = ${ACCOUNTS[1]}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`update users set language = null`)).rejects.toThrow();
  });
});
