import type { BackupColumn, BackupSequence } from './backup-format';
import type { SqlSession } from './sql-session';
import { quoteIdent } from './sql-session';

/**
 * The tables of the database's `public` schema as the catalogue describes them: what a backup
 * copies, and what a restore checks the migrated target against. Read from the catalogue, so a
 * table or column added by a later migration is backed up without editing this file.
 */
export interface CatalogTable {
  name: string;
  /** Stored columns in their order (generated columns are computed again, never copied). */
  columns: (BackupColumn & { collatable: boolean })[];
  /** Primary-key columns, in key order (empty: no primary key; rows are ordered by all columns). */
  primaryKey: string[];
  /** Tables this one references (foreign keys), itself excluded. */
  parents: string[];
}

export async function readCatalog(session: SqlSession): Promise<CatalogTable[]> {
  const columns = await session.query(`
    select c.relname, a.attname, format_type(a.atttypid, a.atttypmod), a.attcollation <> 0
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid
    where n.nspname = 'public' and c.relkind = 'r' and not c.relispartition
      and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    order by c.relname, a.attnum`);
  const keys = await session.query(`
    select c.relname, a.attname
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey::int2[])
    where n.nspname = 'public' and i.indisprimary
    order by c.relname, array_position(i.indkey::int2[], a.attnum)`);
  const references = await session.query(`
    select distinct child.relname, parent.relname
    from pg_constraint k
    join pg_class child on child.oid = k.conrelid
    join pg_class parent on parent.oid = k.confrelid
    join pg_namespace n on n.oid = child.relnamespace
    where k.contype = 'f' and n.nspname = 'public' and child.oid <> parent.oid`);

  const tables = new Map<string, CatalogTable>();
  for (const [table, name, type, collatable] of columns) {
    const key = String(table);
    const entry = tables.get(key) ?? { name: key, columns: [], primaryKey: [], parents: [] };
    entry.columns.push({ name: String(name), type: String(type), collatable: collatable === true });
    tables.set(key, entry);
  }
  for (const [table, column] of keys) tables.get(String(table))?.primaryKey.push(String(column));
  for (const [child, parent] of references) tables.get(String(child))?.parents.push(String(parent));
  return loadOrder([...tables.values()]);
}

/**
 * Parents before children (Kahn's algorithm, ties by name), so rows can be inserted in file
 * order with every foreign key checked as it goes. A cycle cannot be ordered: it is an error
 * rather than a backup that could not be restored.
 */
export function loadOrder(tables: CatalogTable[]): CatalogTable[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const placed = new Set<string>();
  const ordered: CatalogTable[] = [];
  const remaining = [...tables].sort((a, b) => (a.name < b.name ? -1 : 1));
  while (remaining.length > 0) {
    const index = remaining.findIndex((table) =>
      table.parents.every((parent) => placed.has(parent) || !byName.has(parent)),
    );
    if (index < 0) {
      throw new Error(
        `The foreign keys between ${remaining.map((t) => t.name).join(', ')} form a cycle`,
      );
    }
    const [next] = remaining.splice(index, 1);
    if (!next) break;
    placed.add(next.name);
    ordered.push(next);
  }
  return ordered;
}

/**
 * Every stored column as text, in a fixed order: the primary key, text compared byte by byte
 * (COLLATE "C"), so PGlite and PostgreSQL, whatever their locale, list rows identically and the
 * per-table checksums of a backup and of its restore can be compared. The table is aliased
 * `row_source` and the order names its columns through the alias: a bare `id` in ORDER BY would
 * mean the output column `id::text` (a sort of every row, never the primary key's index).
 */
export function selectRowsSql(table: CatalogTable): string {
  const { select, order } = selectRowsParts(table);
  return `${select} order by ${order}`;
}

/** The alias of the table in selectRowsParts. */
export const ROW_SOURCE = 'row_source';

/** A column of the aliased table, with COLLATE "C" when it is text-like. */
export function orderedColumn(column: CatalogTable['columns'][number]): string {
  const name = `${ROW_SOURCE}.${quoteIdent(column.name)}`;
  return column.collatable ? `${name} collate "C"` : name;
}

/** selectRowsSql in two parts, for a caller that adds a WHERE between them. */
export function selectRowsParts(table: CatalogTable): { select: string; order: string } {
  const list = table.columns
    .map((column) => `${ROW_SOURCE}.${quoteIdent(column.name)}::text`)
    .join(', ');
  const keyColumns =
    table.primaryKey.length > 0
      ? table.primaryKey.map((name) => table.columns.find((c) => c.name === name))
      : table.columns;
  const order = keyColumns.filter((column) => column !== undefined).map(orderedColumn);
  return {
    select: `select ${list} from ${quoteIdent(table.name)} as ${ROW_SOURCE}`,
    order: order.join(', '),
  };
}

/** Sequences owned by a column of a public table (serial and identity columns). */
export async function readSequences(session: SqlSession): Promise<BackupSequence[]> {
  const owned = await session.query(`
    select c.relname, a.attname, s.sequence
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid
    cross join lateral (
      select pg_get_serial_sequence(quote_ident(n.nspname) || '.' || quote_ident(c.relname), a.attname) as sequence
    ) s
    where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
      and s.sequence is not null
    order by c.relname, a.attnum`);
  const sequences: BackupSequence[] = [];
  for (const [table, column, sequence] of owned) {
    // pg_get_serial_sequence returns the name already quoted where needed.
    const [state] = await session.query(
      `select last_value::text, is_called from ${String(sequence)}`,
    );
    sequences.push({
      table: String(table),
      column: String(column),
      lastValue: String(state?.[0]),
      isCalled: state?.[1] === true,
    });
  }
  return sequences;
}

/** Rows per table (exact counts, in the transaction's snapshot). */
export async function countRows(session: SqlSession, table: string): Promise<number> {
  const [row] = await session.query(`select count(*)::int from ${quoteIdent(table)}`);
  return Number(row?.[0] ?? 0);
}
