import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/database';

/** Rows of a raw query on either driver (node-postgres and PGlite both answer `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * A fingerprint of every table in the public schema: two equal fingerprints mean the request in
 * between wrote nothing (not one insert, update or delete anywhere). Per table it is the row
 * count and the sum of the rows' xmin, the id of the transaction that wrote each row version:
 * an insert or a delete changes the count, an update gives the row a new xmin (even one that
 * sets the same values), and nothing but the system columns is read, so it costs a few
 * milliseconds where digesting the rows' text (figures hold SVGs) cost ten times more. Table
 * names come from the catalogue, so a table added later is covered without editing this file.
 */
export async function tableNames(db: Database): Promise<string[]> {
  const result = await db.execute(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
    order by table_name`);
  return rowsOf<{ table_name: string }>(result).map((row) => row.table_name);
}

export type Fingerprint = Record<string, string>;

export async function fingerprint(db: Database, tables: string[]): Promise<Fingerprint> {
  const parts = tables.map(
    (table) =>
      sql`select ${table} as name, count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) as digest from ${sql.identifier(table)}`,
  );
  const result = await db.execute(sql.join(parts, sql` union all `));
  return Object.fromEntries(
    rowsOf<{ name: string; digest: string }>(result).map((row) => [row.name, row.digest]),
  );
}

/** The tables whose digest differs (empty when nothing was written). */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
}
