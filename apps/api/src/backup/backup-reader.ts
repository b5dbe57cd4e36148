import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { BackupRow, BackupSummary, BackupTable, Manifest, Trailer } from './backup-format';
import { ManifestSchema, TrailerSchema } from './backup-format';

/**
 * A backup that must not be restored, with the reason in words an operator can act on. Nothing
 * has been written when it is thrown by verification; during a restore it rolls everything back.
 */
export class BackupFileError extends Error {
  override name = 'BackupFileError';
}

/** What a restore does with the rows as they are read (verification alone passes nothing). */
export interface BackupVisitor {
  manifest?(manifest: Manifest): Promise<void> | void;
  /** A batch of one table's rows, in file order. */
  rows?(table: BackupTable, rows: BackupRow[]): Promise<void> | void;
}

/** Rows handed to the visitor at once: at most this many, or this many bytes of lines. */
const BATCH_ROWS = 1_000;
const BATCH_BYTES = 1024 * 1024;

const NEWLINE = 0x0a;

/** Complete lines (without their newline) of a byte stream; a last line without one is kept. */
async function* splitLines(
  chunks: AsyncIterable<Buffer>,
): AsyncGenerator<{ line: Buffer; complete: boolean }> {
  let pending: Buffer[] = [];
  for await (const chunk of chunks) {
    let start = 0;
    for (let end = chunk.indexOf(NEWLINE); end >= 0; end = chunk.indexOf(NEWLINE, start)) {
      const piece = chunk.subarray(start, end);
      yield {
        line: pending.length > 0 ? Buffer.concat([...pending, piece]) : piece,
        complete: true,
      };
      pending = [];
      start = end + 1;
    }
    if (start < chunk.length) pending.push(chunk.subarray(start));
  }
  if (pending.length > 0) yield { line: Buffer.concat(pending), complete: false };
}

function parseLine(line: Buffer, where: string): unknown {
  try {
    return JSON.parse(line.toString('utf8')) as unknown;
  } catch {
    throw new BackupFileError(`${where} is not valid JSON: the file is damaged`);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Node's zlib errors, in the operator's words. */
function describeZlibError(error: NodeJS.ErrnoException): string {
  if (error.code === 'Z_BUF_ERROR') {
    return 'The file ends in the middle of its compressed data: it is truncated (an interrupted backup or copy)';
  }
  if (/incorrect header check|unknown compression method/.test(error.message)) {
    return 'The file is not a gzip-compressed backup (made by npm run db -- backup)';
  }
  return `The compressed data is damaged (${error.message})`;
}

/**
 * Reads a backup file from start to end, checking everything a restore relies on: the manifest,
 * the tables in its order with their declared columns and row counts, and the trailer's
 * checksums against the bytes actually read. Throws BackupFileError with the reason at the first
 * problem. Rows go to the visitor in batches while reading (restore); without one this is the
 * verification of a file.
 */
export async function readBackupFile(
  file: string,
  visitor: BackupVisitor = {},
): Promise<BackupSummary> {
  let manifest: Manifest | undefined;
  let trailer: Trailer | undefined;
  const whole = createHash('sha256');
  const tableHashes = new Map<string, { rows: number; sha256: string }>();
  let tableIndex = -1;
  let current:
    { table: BackupTable; rows: number; hash: ReturnType<typeof createHash> } | undefined;
  let batch: BackupRow[] = [];
  let batchBytes = 0;
  let lineNumber = 0;

  const flush = async () => {
    if (current && batch.length > 0 && visitor.rows) await visitor.rows(current.table, batch);
    batch = [];
    batchBytes = 0;
  };
  const closeTable = async () => {
    if (!current) return;
    await flush();
    if (current.rows !== current.table.rows) {
      throw new BackupFileError(
        `Table ${current.table.name} has ${current.rows} rows where the manifest says ${current.table.rows}: the file is damaged or was edited`,
      );
    }
    tableHashes.set(current.table.name, { rows: current.rows, sha256: current.hash.digest('hex') });
    current = undefined;
  };

  const consume = async (chunks: AsyncIterable<Buffer>) => {
    for await (const { line, complete } of splitLines(chunks)) {
      lineNumber += 1;
      const where = `Line ${lineNumber}`;
      if (trailer) {
        throw new BackupFileError(`${where} comes after the end marker: the file was edited`);
      }
      if (!complete) {
        throw new BackupFileError(
          'The file ends in the middle of a line, before its end marker: it is truncated (an interrupted backup or copy)',
        );
      }
      if (!manifest) {
        const value = parseLine(line, where);
        const parsed = ManifestSchema.safeParse(isRecord(value) ? value.manifest : undefined);
        if (!parsed.success) {
          throw new BackupFileError(
            'The file does not start with a backup manifest: it is not a backup of this product, or its format version is unknown',
          );
        }
        manifest = parsed.data;
        whole.update(line).update('\n');
        await visitor.manifest?.(manifest);
        continue;
      }
      if (line[0] === 0x5b /* [ */ && current) {
        const row = parseLine(line, where);
        const { table } = current;
        if (
          !Array.isArray(row) ||
          row.length !== table.columns.length ||
          !row.every((value) => value === null || typeof value === 'string')
        ) {
          throw new BackupFileError(
            `${where} is not a row of ${table.name} (${table.columns.length} values expected): the file is damaged`,
          );
        }
        current.rows += 1;
        if (current.rows > table.rows) {
          throw new BackupFileError(
            `Table ${table.name} has more rows than the manifest's ${table.rows}: the file was edited`,
          );
        }
        whole.update(line).update('\n');
        current.hash.update(line).update('\n');
        batch.push(row as BackupRow);
        batchBytes += line.length;
        if (batch.length >= BATCH_ROWS || batchBytes >= BATCH_BYTES) await flush();
        continue;
      }
      const value = parseLine(line, where);
      if (isRecord(value) && typeof value.table === 'string') {
        await closeTable();
        tableIndex += 1;
        const expected = manifest.tables[tableIndex];
        if (!expected || expected.name !== value.table) {
          throw new BackupFileError(
            `${where} starts table ${value.table} where the manifest lists ${expected?.name ?? 'no more tables'}: the file was edited`,
          );
        }
        current = { table: expected, rows: 0, hash: createHash('sha256') };
        whole.update(line).update('\n');
        continue;
      }
      if (isRecord(value) && 'end' in value) {
        await closeTable();
        const parsed = TrailerSchema.safeParse(value.end);
        if (!parsed.success) throw new BackupFileError(`${where}: the end marker is damaged`);
        trailer = parsed.data;
        continue;
      }
      throw new BackupFileError(
        `${where} is neither a row, a table nor the end marker: the file is damaged`,
      );
    }
  };

  try {
    const info = await stat(file);
    if (info.isDirectory()) throw new BackupFileError(`${file} is a folder, not a backup file`);
    if (info.size === 0) throw new BackupFileError('The file is empty: it is not a backup');
    await pipeline(createReadStream(file), createGunzip(), consume);
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (code.startsWith('Z_')) throw new BackupFileError(describeZlibError(error as Error));
    if (code === 'ENOENT') throw new BackupFileError(`There is no file ${file}`);
    if (code === 'EACCES') throw new BackupFileError(`${file} cannot be read (permission denied)`);
    throw error;
  }

  if (!manifest) throw new BackupFileError('The file is empty: it is not a backup');
  if (!trailer) {
    throw new BackupFileError(
      'The file has no end marker: it is incomplete (an interrupted backup, or a copy cut short)',
    );
  }
  if (tableIndex + 1 !== manifest.tables.length) {
    throw new BackupFileError(
      `The file holds ${tableIndex + 1} of the manifest's ${manifest.tables.length} tables: it was edited`,
    );
  }
  const digest = whole.digest('hex');
  const differing = manifest.tables
    .filter((table) => trailer?.tables[table.name]?.sha256 !== tableHashes.get(table.name)?.sha256)
    .map((table) => table.name);
  if (digest !== trailer.sha256 || differing.length > 0) {
    throw new BackupFileError(
      `The file's SHA-256 checksum does not match its content: it was damaged or modified after it was written${
        differing.length > 0 ? ` (tables that differ: ${differing.join(', ')})` : ''
      }`,
    );
  }
  const counted = [...tableHashes.values()].reduce((sum, table) => sum + table.rows, 0);
  if (trailer.rows !== counted || Object.keys(trailer.tables).length !== manifest.tables.length) {
    throw new BackupFileError(
      'The end marker\u2019s row counts do not match the file: it was edited',
    );
  }
  return { manifest, trailer };
}
