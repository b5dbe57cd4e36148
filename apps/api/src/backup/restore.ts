import type { DatabaseHandle } from '../db/database';
import { isDatabaseUnavailable } from '../db/errors';
import { MIGRATION_LOCK_ID } from '../db/migrate';
import { API_APPLICATION_NAME } from '../db/postgres';
import type { BackupRow, BackupSummary, BackupTable, Manifest, Trailer } from './backup-format';
import { describeSchema, totalRows } from './backup-format';
import { BackupFileError, readBackupFile } from './backup-reader';
import type { CatalogTable } from './catalog';
import { countRows, readCatalog } from './catalog';
import { toCopyText } from './copy-text';
import { forEachRow } from './dump';
import type { JournalMigration } from './schema-version';
import {
  appliedMigrations,
  applyMigrations,
  compareWithJournal,
  dropMigrationObjects,
  migrationObjects,
  readJournal,
  tagAt,
} from './schema-version';
import type { SqlSession } from './sql-session';
import { inTransaction, quoteIdent } from './sql-session';

/** The database cannot take this backup now; nothing was written. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

/**
 * Tables a server fills by itself at its first start (the governorates, the shipped question
 * bank): a target holding only these counts as empty, since the backup holds its own copy. A
 * row anywhere else (a student, a school, an exam, a session) is somebody's data.
 */
// bank_version: its one row is written by migration 0011 (issue 23).
export const SEEDED_TABLES = [
  'cities',
  'topics',
  'lessons',
  'questions',
  'figures',
  'bank_version',
];

export interface RestoreOptions {
  /** Replace a target that holds data. */
  force?: boolean;
  /** The product's migrations (tests point it elsewhere). */
  migrationsFolder?: string;
  /** Progress lines for the operator. */
  log?: (line: string) => void;
  /** The file's verification, when the caller did it already (before opening the target). */
  verified?: BackupSummary;
}

export interface RestoreReport {
  manifest: Manifest;
  trailer: Trailer;
  /** What the target held before: nothing, only the seeded tables, or data (with --force). */
  replaced: 'nothing' | 'seeded tables' | 'data';
  /** Migrations run after loading the rows (a backup from an older version), by tag. */
  migratedAfter: string[];
  /** The schema version the database has now. */
  schemaNow: { version: number; latest: string | null };
}

/**
 * Restores a backup file into the handle's database, in one transaction: anything wrong with
 * the file, the target or the load rolls everything back and leaves the target as it was.
 *
 * 1. The file is read and verified whole first (readBackupFile): a truncated, damaged or edited
 *    file is refused before the database is touched.
 * 2. Its schema version must be one of this product's: a backup from a newer version is refused.
 * 3. The target must be empty (or hold only the seeded tables) unless `force`; on PostgreSQL no
 *    API server may be connected to it, and the migration lock keeps servers from starting.
 * 4. The schema is brought to exactly the backup's version (kept when it already is, else
 *    dropped and rebuilt from the migrations), and its tables and columns must be the
 *    manifest's.
 * 5. The tables' keys, indexes and foreign keys are dropped, the rows loaded (the file's
 *    checksums checked again as they stream), the keys, indexes and foreign keys built again (the
 *    foreign keys check every row), then every table is read back and its row count and SHA-256
 *    compared with the backup's; sequences are set where they stood.
 * 6. A backup from an older version is then migrated to this one, like a server start would.
 */
export async function restoreBackup(
  handle: DatabaseHandle,
  file: string,
  options: RestoreOptions = {},
): Promise<RestoreReport> {
  const log = options.log ?? (() => undefined);
  const { manifest, trailer } = options.verified ?? (await readBackupFile(file));
  log(
    `Verified ${file}: ${manifest.tables.length} tables, ${totalRows(manifest).toLocaleString('en-US')} rows, schema ${describeSchema(manifest.schema)}, made ${manifest.createdAt} on ${manifest.source}`,
  );
  const journal = readJournal(options.migrationsFolder);
  const fromBackup = compareWithJournal(manifest.schema.migrations, journal);
  if (fromBackup.newer.length > 0) {
    throw new RestoreRefusedError(
      `This backup was made by a newer version of the product (schema ${manifest.schema.version}, ${fromBackup.newer.length} migration(s) unknown here; this version knows ${journal.length}): update the product, then restore`,
    );
  }
  if (fromBackup.foreign.length > 0) {
    throw new RestoreRefusedError(
      "This backup's schema history does not match this product's migrations: it was not made by this product",
    );
  }
  const version = fromBackup.version;

  return inTransaction(handle, 'write', async (session) => {
    if (handle.kind === 'postgres') {
      // Servers migrate under this lock at start: none can start while the restore runs.
      await session.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
      await refuseConnectedServers(session);
    }
    const replaced = await prepareSchema(session, journal, version, options);
    const catalog = await readCatalog(session);
    const tables = matchTables(manifest, catalog, options.migrationsFolder);

    log(`Loading ${totalRows(manifest).toLocaleString('en-US')} rows into ${tables.size} tables`);
    const loadStarted = performance.now();
    const statements = new Map(
      [...tables].map(([name, table]) => [name, insertSql(table)] as const),
    );
    const recreate = await dropKeysAndIndexes(session, [...tables.keys()]);
    await loadRows(async () => {
      await readBackupFile(file, {
        rows: (table: BackupTable, rows: BackupRow[]) =>
          session.copyIn
            ? session.copyIn(
                table.name,
                table.columns.map((column) => column.name),
                toCopyText(rows),
              )
            : session
                .query(statements.get(table.name) ?? '', [JSON.stringify(rows)])
                .then(() => undefined),
      });
      for (const statement of recreate) await session.query(statement);
    });
    log(
      `Loaded, keys, indexes and foreign keys built and checked (${seconds(loadStarted)}); reading every table back`,
    );

    for (const table of manifest.tables) {
      const restored = await forEachRow(session, tables.get(table.name) as CatalogTable, () => {});
      const expected = trailer.tables[table.name];
      if (restored.rows !== expected?.rows || restored.sha256 !== expected.sha256) {
        throw new Error(
          `Table ${table.name} reads back differently after loading (${restored.rows} rows, ${expected?.rows ?? 0} expected): nothing was restored`,
        );
      }
    }
    await restoreSequences(session, manifest);
    log(`Read back every table: row counts and SHA-256 match the backup`);

    const migratedAfter = await applyMigrations(session, journal, version, journal.length);
    if (migratedAfter.length > 0) log(`Migrated to this version: ${migratedAfter.join(', ')}`);
    return {
      manifest,
      trailer,
      replaced,
      migratedAfter,
      schemaNow: { version: journal.length, latest: tagAt(journal, journal.length) },
    };
  });
}

/** API servers connected to the target would keep serving from their own picture of it. */
async function refuseConnectedServers(session: SqlSession): Promise<void> {
  const [row] = await session.query(
    `select count(*)::int from pg_stat_activity
     where datname = current_database() and application_name = $1 and pid <> pg_backend_pid()`,
    [API_APPLICATION_NAME],
  );
  const connected = Number(row?.[0] ?? 0);
  if (connected > 0) {
    throw new RestoreRefusedError(
      `${connected} connection(s) of running API servers are open on this database: stop every server first, restore, then start them`,
    );
  }
}

/**
 * Checks the target is empty (or `force`), then leaves it with exactly the backup's schema
 * version and no rows in the product's tables.
 */
async function prepareSchema(
  session: SqlSession,
  journal: JournalMigration[],
  version: number,
  options: RestoreOptions,
): Promise<RestoreReport['replaced']> {
  const applied = await appliedMigrations(session, journal);
  const target = compareWithJournal(applied, journal);
  if (target.newer.length > 0 || target.foreign.length > 0) {
    throw new RestoreRefusedError(
      'The target database was migrated by another (newer) version of the product: restore with that version, or into an empty database',
    );
  }
  const ours = new Set(
    migrationObjects(options.migrationsFolder).tables.map((name) => name.replace(/^public\./, '')),
  );
  const existing = (await readCatalog(session)).filter((table) => ours.has(table.name));
  const occupied: string[] = [];
  let seeded = false;
  for (const table of existing) {
    const rows = await countRows(session, table.name);
    if (rows === 0) continue;
    if (SEEDED_TABLES.includes(table.name)) seeded = true;
    else occupied.push(`${table.name} (${rows} rows)`);
  }
  if (occupied.length > 0 && !options.force) {
    throw new RestoreRefusedError(
      `The target database is not empty: ${occupied.join(', ')}. A restore replaces everything in it: add --force to do that`,
    );
  }

  if (applied.length === version && applied.length > 0) {
    // Already at the backup's version: empty the tables, keeping them (and any grants on them).
    if (existing.length > 0) {
      await session.query(`truncate table ${existing.map((t) => quoteIdent(t.name)).join(', ')}`);
    }
  } else {
    if (applied.length > 0 || existing.length > 0) {
      await dropMigrationObjects(session, options.migrationsFolder);
    }
    await applyMigrations(session, journal, 0, version);
    // Rows a migration writes itself (0011's bank_version row) come from the backup instead.
    const made = (await readCatalog(session)).filter((table) => ours.has(table.name));
    if (made.length > 0) {
      await session.query(`truncate table ${made.map((t) => quoteIdent(t.name)).join(', ')}`);
    }
  }
  return occupied.length > 0 ? 'data' : seeded ? 'seeded tables' : 'nothing';
}

/**
 * A load the database rejects (a duplicate key, a broken reference, a value its type refuses: a
 * file edited and sealed again, or a database changed by hand before its backup) is a refusal
 * with the database's reason, in one line; the transaction rolls it all back.
 */
async function loadRows(load: () => Promise<void>): Promise<void> {
  try {
    await load();
  } catch (error) {
    if (error instanceof BackupFileError || isDatabaseUnavailable(error)) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new RestoreRefusedError(
      `The database refused the backup's rows (${reason}): nothing was restored`,
      { cause: error },
    );
  }
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * Drops the primary keys, unique and exclusion constraints, foreign keys and other indexes of
 * the tables about to be loaded, and returns the statements that build them again, as the
 * catalogue defines them (same names and definitions): filling tables first and building each
 * index once afterwards is about twice as fast as maintaining every index row by row (what
 * pg_restore does too). The foreign keys, added last, check every restored row.
 */
async function dropKeysAndIndexes(session: SqlSession, tables: string[]): Promise<string[]> {
  const constraints = await session.query(
    `select t.relname, c.conname, pg_get_constraintdef(c.oid), c.contype
     from pg_constraint c
     join pg_class t on t.oid = c.conrelid
     join pg_namespace n on n.oid = t.relnamespace
     left join pg_class r on r.oid = c.confrelid
     where n.nspname = 'public' and c.contype in ('p', 'u', 'x', 'f')
       and (t.relname = any($1::text[]) or (c.contype = 'f' and r.relname = any($1::text[])))
     order by c.contype = 'f' desc, t.relname, c.conname`,
    [tables],
  );
  const indexes = await session.query(
    `select ic.relname, pg_get_indexdef(i.indexrelid)
     from pg_index i
     join pg_class t on t.oid = i.indrelid
     join pg_namespace n on n.oid = t.relnamespace
     join pg_class ic on ic.oid = i.indexrelid
     where n.nspname = 'public' and t.relname = any($1::text[])
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.contype in ('p', 'u', 'x'))
     order by ic.relname`,
    [tables],
  );
  // Foreign keys first (they depend on the keys they reference), then the keys, then indexes.
  for (const [table, name] of constraints) {
    await session.query(
      `alter table ${quoteIdent(String(table))} drop constraint ${quoteIdent(String(name))}`,
    );
  }
  for (const [name] of indexes) await session.query(`drop index ${quoteIdent(String(name))}`);
  const add = ([table, name, definition]: unknown[]) =>
    `alter table ${quoteIdent(String(table))} add constraint ${quoteIdent(String(name))} ${String(definition)}`;
  return [
    ...constraints.filter((row) => row[3] !== 'f').map(add),
    ...indexes.map(([, definition]) => String(definition)),
    ...constraints.filter((row) => row[3] === 'f').map(add),
  ];
}

/** The migrated target's tables must be the manifest's, column for column. */
function matchTables(
  manifest: Manifest,
  catalog: CatalogTable[],
  migrationsFolder: string | undefined,
): Map<string, CatalogTable> {
  const byName = new Map(catalog.map((table) => [table.name, table]));
  const tables = new Map<string, CatalogTable>();
  for (const table of manifest.tables) {
    const target = byName.get(table.name);
    const same =
      target !== undefined &&
      target.columns.length === table.columns.length &&
      target.columns.every(
        (column, index) =>
          column.name === table.columns[index]?.name && column.type === table.columns[index]?.type,
      );
    if (!target || !same) {
      throw new BackupFileError(
        `The backup's table ${table.name} does not match schema ${describeSchema(manifest.schema)} of this product: the manifest was edited, or the database it came from had been changed by hand`,
      );
    }
    tables.set(table.name, target);
  }
  const ours = migrationObjects(migrationsFolder).tables.map((name) =>
    name.replace(/^public\./, ''),
  );
  const missing = catalog.filter((table) => ours.includes(table.name) && !tables.has(table.name));
  if (missing.length > 0) {
    throw new BackupFileError(
      `The backup has no table ${missing.map((table) => table.name).join(', ')}, which schema ${describeSchema(manifest.schema)} has: the manifest was edited`,
    );
  }
  return tables;
}

/**
 * On PostgreSQL, one INSERT per batch (PGlite takes COPY's text format, copy-text.ts, faster
 * there): the rows travel as one JSON parameter (arrays of text or null) and each
 * value goes through its column type's input function, the inverse of the `::text` that wrote
 * it. OVERRIDING SYSTEM VALUE keeps identity columns' stored values.
 */
function insertSql(table: CatalogTable): string {
  const columns = table.columns.map((column) => quoteIdent(column.name)).join(', ');
  const values = table.columns.map((column, index) => `(r->>${index})::${column.type}`).join(', ');
  return `insert into ${quoteIdent(table.name)} (${columns}) overriding system value select ${values} from json_array_elements($1::json) as r`;
}

/**
 * Each owned sequence continues where the source's stood, and never below the largest value
 * restored, so new rows cannot collide with restored ones.
 */
async function restoreSequences(session: SqlSession, manifest: Manifest): Promise<void> {
  for (const sequence of manifest.sequences) {
    const [row] = await session.query(
      `select pg_get_serial_sequence($1, $2), max(${quoteIdent(sequence.column)})::text from ${quoteIdent(sequence.table)}`,
      [`public.${quoteIdent(sequence.table)}`, sequence.column],
    );
    const name = row?.[0];
    if (typeof name !== 'string') continue;
    const largest = typeof row?.[1] === 'string' ? BigInt(row[1]) : undefined;
    const ahead = largest !== undefined && largest > BigInt(sequence.lastValue);
    await session.query('select setval($1::regclass, $2::bigint, $3)', [
      name,
      ahead ? String(largest) : sequence.lastValue,
      ahead ? true : sequence.isCalled,
    ]);
  }
}
