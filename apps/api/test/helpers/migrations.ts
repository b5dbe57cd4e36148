import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseHandle } from '../../src/db/database';
import { migrationsFolder } from '../../src/db/migrate';

/**
 * For tests of a migration on rows that existed before it: a copy of the migrations folder (in
 * `into`) whose journal stops right before the migration `name`. Found by name, so a
 * renumbering (a merge) does not break the test.
 */
export async function migrationsBefore(name: string, into: string): Promise<string> {
  const folder = join(into, `before-${name}`);
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { tag: string }[];
  };
  const index = journal.entries.findIndex((entry) => entry.tag.endsWith(`_${name}`));
  if (index < 1) throw new Error(`no migration ${name} after another one`);
  journal.entries = journal.entries.slice(0, index);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

/** Applies the migrations of `folder` (all of them by default) that the database lacks. */
export async function migrate(handle: DatabaseHandle, folder = migrationsFolder): Promise<void> {
  if (handle.kind === 'pglite') await migratePglite(handle.drizzle, { migrationsFolder: folder });
  else await migratePostgres(handle.drizzle, { migrationsFolder: folder });
}

/** The rows of `db.execute`'s answer, on PGlite and on PostgreSQL alike. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
