import { z } from 'zod';

/**
 * The backup file (docs/decisions/022-backups-and-moving-to-postgres.md): gzip-compressed JSON
 * Lines, read and written as a stream.
 *
 *   {"manifest": {...}}             what it holds: schema version, tables, columns, row counts
 *   {"table": "cities"}             then, per table in load order (parents before children):
 *   ["<uuid>", "Cairo", null, ...]  one line per row, every value in PostgreSQL's text form
 *   ...
 *   {"end": {...}}                  row counts and SHA-256 per table, and the SHA-256 of every
 *                                   byte before this line: a file without it is unfinished
 *
 * Values are the columns' text output (`col::text`) under fixed session settings (UTC, ISO
 * dates, shortest exact floats), so every type round-trips exactly through its input function,
 * on PGlite and PostgreSQL alike, and NULL (JSON null) stays distinct from a JSON 'null' value.
 */
export const BACKUP_FORMAT = 'exam-prep-backup';
export const BACKUP_FORMAT_VERSION = 1;

/** Names of backups written by `npm run db -- backup` without FILE and by the schedule. */
export const BACKUP_FILE_PREFIX = 'exam-prep-backup-';
export const BACKUP_FILE_SUFFIX = '.jsonl.gz';
/** A backup being written; renamed to its final name only once complete, synced and verified. */
export const PARTIAL_SUFFIX = '.partial';

/** `exam-prep-backup-20261124-025500Z.jsonl.gz`: sorts by time, no characters shells dislike. */
export function backupFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '')
    .replace('T', '-');
  return `${BACKUP_FILE_PREFIX}${stamp}${BACKUP_FILE_SUFFIX}`;
}

const ColumnSchema = z.strictObject({
  name: z.string().min(1),
  /** format_type(): 'uuid', 'timestamp with time zone', 'real', 'jsonb', ... */
  type: z.string().min(1),
});
export type BackupColumn = z.infer<typeof ColumnSchema>;

const TableSchema = z.strictObject({
  name: z.string().min(1),
  columns: z.array(ColumnSchema).min(1),
  rows: z.number().int().nonnegative(),
});
export type BackupTable = z.infer<typeof TableSchema>;

/** One applied drizzle migration: `when` and `hash` as in drizzle.__drizzle_migrations. */
const MigrationSchema = z.strictObject({
  when: z.number().int(),
  hash: z.string(),
  /** The journal's tag ('0005_social_sign_in'); null for one this product does not know. */
  tag: z.string().nullable(),
});
export type AppliedMigration = z.infer<typeof MigrationSchema>;

/** A sequence owned by a column (serial or identity): where it stood when the backup was made. */
const SequenceSchema = z.strictObject({
  table: z.string().min(1),
  column: z.string().min(1),
  lastValue: z.string().regex(/^-?\d+$/),
  isCalled: z.boolean(),
});
export type BackupSequence = z.infer<typeof SequenceSchema>;

export const ManifestSchema = z.strictObject({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  /** When the snapshot was taken (ISO 8601, UTC). */
  createdAt: z.iso.datetime(),
  source: z.enum(['pglite', 'postgres']),
  schema: z.strictObject({
    /** The number of migrations applied. */
    version: z.number().int().nonnegative(),
    /** The tag of the last one (null: none, or one this product does not know). */
    latest: z.string().nullable(),
    migrations: z.array(MigrationSchema),
  }),
  tables: z.array(TableSchema),
  sequences: z.array(SequenceSchema),
});
export type Manifest = z.infer<typeof ManifestSchema>;

const Sha256Schema = z.string().regex(/^[0-9a-f]{64}$/);

export const TrailerSchema = z.strictObject({
  rows: z.number().int().nonnegative(),
  tables: z.record(
    z.string(),
    z.strictObject({ rows: z.number().int().nonnegative(), sha256: Sha256Schema }),
  ),
  /** SHA-256 of every byte of the uncompressed file before the trailer line. */
  sha256: Sha256Schema,
});
export type Trailer = z.infer<typeof TrailerSchema>;

/** One row: each column's text form, or null. */
export type BackupRow = (string | null)[];

export const manifestLine = (manifest: Manifest) => JSON.stringify({ manifest });
export const tableLine = (name: string) => JSON.stringify({ table: name });
export const trailerLine = (end: Trailer) => JSON.stringify({ end });

/** What a complete, verified backup holds, for printing and for the health details. */
export interface BackupSummary {
  manifest: Manifest;
  trailer: Trailer;
  /** Size of the file (compressed), when it is a file. */
  bytes?: number;
}

export function totalRows(manifest: Manifest): number {
  return manifest.tables.reduce((sum, table) => sum + table.rows, 0);
}

/** "6 (0005_social_sign_in)" */
export function describeSchema(schema: Manifest['schema']): string {
  return schema.latest ? `${schema.version} (${schema.latest})` : String(schema.version);
}
