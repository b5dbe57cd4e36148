import { createHash } from 'node:crypto';
import type { Writable } from 'node:stream';
import type { DatabaseHandle } from '../db/database';
import type { BackupTable, Manifest, Trailer } from './backup-format';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  manifestLine,
  tableLine,
  trailerLine,
} from './backup-format';
import type { CatalogTable } from './catalog';
import {
  countRows,
  orderedColumn,
  readCatalog,
  readSequences,
  selectRowsParts,
  selectRowsSql,
} from './catalog';
import { appliedMigrations, readJournal } from './schema-version';
import type { SqlSession } from './sql-session';
import { inTransaction } from './sql-session';
import { parseCopyText, sqlLiteral } from './copy-text';

/** Rows fetched per round trip: bounds memory whatever the table's size. */
export const FETCH_ROWS = 1_000;

/**
 * Writes text to a stream, waiting whenever it asks to (backpressure), and failing at once when
 * it is closed or fails, so that a backup whose reader went away ends its transaction instead
 * of waiting forever (on PGlite every other query waits for that transaction).
 */
export class LineSink {
  private failure: Error | undefined;

  constructor(private readonly out: Writable) {
    const fail = (error?: Error) => {
      this.failure ??= error ?? new Error('The backup stream was closed before the backup ended');
    };
    out.once('error', fail);
    out.once('close', () => fail());
  }

  /** One line (a newline is added). */
  write(line: string): Promise<void> {
    return this.writeText(`${line}\n`);
  }

  /** Text made of whole lines, each ending with its newline. */
  async writeText(text: string): Promise<void> {
    if (this.failure) throw this.failure;
    if (this.out.write(text)) return;
    await new Promise<void>((resolve, reject) => {
      const done = () => {
        this.out.off('drain', done);
        this.out.off('close', done);
        this.out.off('error', done);
        if (this.failure) reject(this.failure);
        else resolve();
      };
      this.out.on('drain', done);
      this.out.on('close', done);
      this.out.on('error', done);
    });
  }
}

/**
 * Dumps every table of the public schema through `sink`, inside the session's transaction (a
 * snapshot): the manifest, each table's rows in a fixed order, then the trailer with the
 * checksums. `onManifest` runs once the manifest is written (the transaction holds its
 * snapshot by then), so an HTTP answer can be committed to only when the backup has started.
 */
export async function dumpTables(
  session: SqlSession,
  sink: LineSink,
  options: { source: DatabaseHandle['kind']; now: Date; onManifest?: () => void },
): Promise<{ manifest: Manifest; trailer: Trailer }> {
  const journal = readJournal();
  const migrations = await appliedMigrations(session, journal);
  const tables = await readCatalog(session);
  const manifestTables: BackupTable[] = [];
  for (const table of tables) {
    manifestTables.push({
      name: table.name,
      columns: table.columns.map(({ name, type }) => ({ name, type })),
      rows: await countRows(session, table.name),
    });
  }
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: options.now.toISOString(),
    source: options.source,
    schema: {
      version: migrations.length,
      latest: migrations.at(-1)?.tag ?? null,
      migrations,
    },
    tables: manifestTables,
    sequences: await readSequences(session),
  };

  const whole = createHash('sha256');
  const emit = async (text: string) => {
    whole.update(text);
    await sink.writeText(text);
  };
  await emit(`${manifestLine(manifest)}\n`);
  options.onManifest?.();
  const trailer: Trailer = { rows: 0, tables: {}, sha256: '' };
  for (const table of tables) {
    await emit(`${tableLine(table.name)}\n`);
    const { rows, sha256 } = await forEachRow(session, table, emit);
    trailer.tables[table.name] = { rows, sha256 };
    trailer.rows += rows;
  }
  trailer.sha256 = whole.digest('hex');
  await sink.write(trailerLine(trailer));
  return { manifest, trailer };
}

/**
 * Reads a table's rows in the session's transaction, in the fixed order of selectRowsSql, as JSON
 * lines (each batch handed over as one text, every line ending with its newline: one hash update
 * and one stream write per batch, not per row); returns their count and the SHA-256 of the lines.
 * Restore calls it on the restored table to compare with the backup's trailer. On PGlite the
 * rows come through COPY in key order, COPY_ROWS at a time (copyBatches); elsewhere through a
 * cursor, FETCH_ROWS at a time. Both give each column's text output, so the lines are the same.
 */
export async function forEachRow(
  session: SqlSession,
  table: CatalogTable,
  each: (lines: string) => Promise<void> | void,
): Promise<{ rows: number; sha256: string }> {
  const hash = createHash('sha256');
  let rows = 0;
  const take = async (batch: unknown[][]) => {
    if (batch.length === 0) return;
    let text = '';
    for (const row of batch) text += `${JSON.stringify(row)}\n`;
    hash.update(text);
    rows += batch.length;
    await each(text);
  };
  if (session.copyOut) {
    for await (const batch of copyBatches(session, table)) await take(batch);
    return { rows, sha256: hash.digest('hex') };
  }
  await session.query(`declare backup_rows no scroll cursor for ${selectRowsSql(table)}`);
  for (;;) {
    const batch = await session.query(`fetch forward ${FETCH_ROWS} from backup_rows`);
    await take(batch);
    if (batch.length < FETCH_ROWS) break;
  }
  await session.query('close backup_rows');
  return { rows, sha256: hash.digest('hex') };
}

/** Rows per COPY on PGlite: about 4.4 MB of text for exam answers (222 bytes a row). */
export const COPY_ROWS = 20_000;

/**
 * A table through `COPY (...) TO '/dev/blob'` in primary-key order, one page after another
 * (keyset pagination: the rows after the last key seen; COPY takes no parameters, so the key is
 * written as literals). A table without a primary key comes in one COPY.
 */
async function* copyBatches(
  session: SqlSession,
  table: CatalogTable,
): AsyncGenerator<(string | null)[][]> {
  const copyOut = session.copyOut?.bind(session);
  if (!copyOut) return;
  const { select, order } = selectRowsParts(table);
  if (table.primaryKey.length === 0) {
    yield parseCopyText(await copyOut(`${select} order by ${order}`));
    return;
  }
  const keys = table.primaryKey.map((name) => {
    const index = table.columns.findIndex((column) => column.name === name);
    const column = table.columns[index];
    if (!column) throw new Error(`${table.name}: primary key column ${name} not found`);
    return {
      index,
      left: orderedColumn(column),
      type: column.type,
      collate: column.collatable ? ' collate "C"' : '',
    };
  });
  let after: (string | null)[] | undefined;
  for (;;) {
    const where = after
      ? ` where (${keys.map((key) => key.left).join(', ')}) > (${keys
          .map((key) => `${sqlLiteral(String(after?.[key.index]))}::${key.type}${key.collate}`)
          .join(', ')})`
      : '';
    const batch = parseCopyText(
      await copyOut(`${select}${where} order by ${order} limit ${COPY_ROWS}`),
    );
    yield batch;
    if (batch.length < COPY_ROWS) return;
    after = batch.at(-1);
  }
}

/** A whole backup in one snapshot transaction of the handle's database. */
export function dumpDatabase(
  handle: DatabaseHandle,
  out: Writable,
  options: { now: Date; onManifest?: () => void },
): Promise<{ manifest: Manifest; trailer: Trailer }> {
  const sink = new LineSink(out);
  return inTransaction(handle, 'snapshot', (session) =>
    dumpTables(session, sink, { source: handle.kind, ...options }),
  );
}
