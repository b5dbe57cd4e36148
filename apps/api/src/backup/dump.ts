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
import { countRows, readCatalog, readSequences, selectRowsSql } from './catalog';
import { appliedMigrations, readJournal } from './schema-version';
import type { SqlSession } from './sql-session';
import { inTransaction } from './sql-session';

/** Rows fetched per round trip: bounds memory whatever the table's size. */
export const FETCH_ROWS = 1_000;

/**
 * Writes lines to a stream, waiting whenever it asks to (backpressure), and failing at once when
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

  async write(line: string): Promise<void> {
    if (this.failure) throw this.failure;
    if (this.out.write(`${line}\n`)) return;
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
  const emit = async (line: string) => {
    whole.update(`${line}\n`);
    await sink.write(line);
  };
  await emit(manifestLine(manifest));
  options.onManifest?.();
  const trailer: Trailer = { rows: 0, tables: {}, sha256: '' };
  for (const table of tables) {
    await emit(tableLine(table.name));
    const { rows, sha256 } = await forEachRow(session, table, (line) => emit(line));
    trailer.tables[table.name] = { rows, sha256 };
    trailer.rows += rows;
  }
  trailer.sha256 = whole.digest('hex');
  await sink.write(trailerLine(trailer));
  return { manifest, trailer };
}

/**
 * Reads a table's rows through a cursor in the session's transaction, FETCH_ROWS at a time, as
 * JSON lines; returns their count and the SHA-256 of the lines. Restore calls it on the restored
 * table to compare with the backup's trailer.
 */
export async function forEachRow(
  session: SqlSession,
  table: CatalogTable,
  each: (line: string) => Promise<void> | void,
): Promise<{ rows: number; sha256: string }> {
  const hash = createHash('sha256');
  let rows = 0;
  await session.query(`declare backup_rows no scroll cursor for ${selectRowsSql(table)}`);
  for (;;) {
    const batch = await session.query(`fetch forward ${FETCH_ROWS} from backup_rows`);
    for (const row of batch) {
      const line = JSON.stringify(row);
      hash.update(`${line}\n`);
      rows += 1;
      await each(line);
    }
    if (batch.length < FETCH_ROWS) break;
  }
  await session.query('close backup_rows');
  return { rows, sha256: hash.digest('hex') };
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
