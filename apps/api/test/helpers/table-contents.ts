import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database';

/** Rows of a raw query on either driver (node-postgres and PGlite both answer `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * Every row of every table of the public schema, as PostgreSQL's own text form of the whole
 * record (`t::text`), sorted: what two databases are compared by in the backup tests. It shares
 * nothing with the backup code (which reads column by column), so a bug there cannot hide here.
 * The session settings make the text the same on PGlite and PostgreSQL.
 */
export async function tableContents(db: Database): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    await tx.execute(sql`set local datestyle = 'ISO, YMD'`);
    await tx.execute(sql`set local extra_float_digits = 1`);
    const tables = rowsOf<{ table_name: string }>(
      await tx.execute(sql`
        select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
    ).map((row) => row.table_name);
    const contents: Record<string, string[]> = {};
    for (const table of tables) {
      const rows = rowsOf<{ row: string }>(
        await tx.execute(sql`select t::text as row from ${sql.identifier(table)} t`),
      );
      // Sorted in JavaScript (code units): the databases' collations may differ.
      contents[table] = rows.map((row) => row.row).sort();
    }
    return contents;
  });
}

/** Row counts per table, for messages. */
export function countsOf(contents: Record<string, string[]>): Record<string, number> {
  return Object.fromEntries(Object.entries(contents).map(([table, rows]) => [table, rows.length]));
}
