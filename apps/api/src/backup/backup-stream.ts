import type { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { DatabaseHandle } from '../db/database';
import type { Manifest, Trailer } from './backup-format';
import { GZIP_OPTIONS } from './backup-file';
import { dumpDatabase } from './dump';

export interface BackupStream {
  /** The gzip bytes of the backup file, as they are produced. */
  stream: Readable;
  /** Settles when the last byte is produced (or the backup failed and the stream was destroyed). */
  done: Promise<{ manifest: Manifest; trailer: Trailer }>;
}

/**
 * Starts a backup of the handle's database as a stream (GET /api/admin/backup sends it). Resolves
 * once the snapshot is taken and the manifest written, so that a failure to start (database
 * down) is still an error answer rather than a broken download; a later failure destroys the
 * stream, which cuts the download before its end marker (never a file a restore accepts).
 */
export async function startBackupStream(
  handle: DatabaseHandle,
  now: Date = new Date(),
): Promise<BackupStream> {
  const gzip = createGzip(GZIP_OPTIONS);
  // A failure is reported through `done` (and the consumer's own pipe sees the stream end badly);
  // without a listener, a failure before anyone consumes the stream would crash the process.
  gzip.on('error', () => undefined);
  let started: () => void = () => undefined;
  const manifestWritten = new Promise<void>((resolve) => {
    started = resolve;
  });
  const done = dumpDatabase(handle, gzip, { now, onManifest: () => started() }).then(
    (result) => {
      gzip.end();
      return result;
    },
    (error: unknown) => {
      gzip.destroy(error instanceof Error ? error : new Error(String(error)));
      throw error;
    },
  );
  await Promise.race([manifestWritten, done]);
  return { stream: gzip, done };
}
