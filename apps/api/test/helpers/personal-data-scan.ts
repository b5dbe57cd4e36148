import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database';

/**
 * Looks for strings anywhere in the database: every column of every table of the public schema
 * (from information_schema, whatever its type: text, uuid, json, arrays, cast to text), matched
 * case-insensitively as substrings. The table and column list comes from the catalogue, so a
 * table added later is scanned without editing this file.
 */
export interface ScanResult {
  tables: number;
  columns: number;
  /** 'table.column' for each column holding a needle, with the needle's label. */
  hits: string[];
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export async function listColumns(db: Database): Promise<{ table: string; column: string }[]> {
  const result = await db.execute(sql`
    select c.table_name as "table", c.column_name as "column"
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
     order by c.table_name, c.ordinal_position`);
  return rowsOf<{ table: string; column: string }>(result);
}

export async function scanFor(db: Database, needles: Record<string, string>): Promise<ScanResult> {
  const columns = await listColumns(db);
  const hits: string[] = [];
  for (const [label, needle] of Object.entries(needles)) {
    const parts = columns.map(
      ({ table, column }) =>
        sql`select ${`${table}.${column}`} as at from ${sql.identifier(table)}
            where strpos(lower(${sql.identifier(column)}::text), lower(${needle})) > 0`,
    );
    const result = await db.execute(
      sql`select distinct at from (${sql.join(parts, sql` union all `)}) found`,
    );
    hits.push(...rowsOf<{ at: string }>(result).map((row) => `${row.at} (${label})`));
  }
  return { tables: new Set(columns.map((c) => c.table)).size, columns: columns.length, hits };
}

/** Row counts of every table, to tell what a deletion removed and what it left. */
export async function rowCounts(db: Database): Promise<Record<string, number>> {
  const tables = [...new Set((await listColumns(db)).map((c) => c.table))];
  const parts = tables.map(
    (table) => sql`select ${table} as name, count(*)::int as n from ${sql.identifier(table)}`,
  );
  const result = await db.execute(sql.join(parts, sql` union all `));
  return Object.fromEntries(
    rowsOf<{ name: string; n: number }>(result).map((row) => [row.name, Number(row.n)]),
  );
}
