import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiRoutes } from '@exam/contract';
import { writeBackupFile, backupToFile } from '../backup/backup-file';
import type { BackupSummary } from '../backup/backup-format';
import { backupFileName, describeSchema, totalRows } from '../backup/backup-format';
import { readBackupFile } from '../backup/backup-reader';
import type { RestoreReport } from '../backup/restore';
import { restoreBackup } from '../backup/restore';
import type { Config } from '../config/config';
import { loadConfig } from '../config/config';
import type { DatabaseHandle } from '../db/database';
import { openDatabase, pgliteFolder, pgliteLockFile } from '../db/open-database';
import { lockHolder } from '../db/pglite-lock';
import { openPostgres } from '../db/postgres';
import { readLocalAdminToken } from '../modules/admin/local-admin-token';
import { readServerAddress, SERVER_ADDRESS_FILE } from '../modules/admin/server-address';

export const DB_USAGE = `Usage: npm run db -- <command>

  backup [FILE]                     a consistent backup of the whole database, while the server runs
  restore FILE [--force]            restore a backup into an empty database (--force: replace one)
  verify FILE                       check a backup file without restoring it
  move-to-postgres DATABASE_URL [--force]
                                    copy the embedded database into an empty PostgreSQL database

The database is the server's: DATABASE_URL when set, otherwise the embedded one in DATA_DIR.
FILE defaults to BACKUP_DIR (or the current folder)/exam-prep-backup-<UTC time>.jsonl.gz.
A relative FILE is taken from the folder the command was typed in.`;

/** A problem the operator can fix, printed as its message alone (exit 1). */
export class CliError extends Error {
  override name = 'CliError';
}

export interface Output {
  out(line: string): void;
}

/** The application_name of this command's PostgreSQL connections (not an API server's). */
const CLI_APPLICATION_NAME = 'exam-prep-db';

const count = (value: number) => value.toLocaleString('en-US');

function size(bytes: number | undefined): string {
  if (bytes === undefined) return '?';
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const seconds = (startedAt: number) => `${((performance.now() - startedAt) / 1000).toFixed(1)} s`;

/** postgres://user@host:port/db, without the password, for messages. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const user = parsed.username ? `${decodeURIComponent(parsed.username)}@` : '';
    return `${user}${parsed.host}${parsed.pathname}`;
  } catch {
    return 'the DATABASE_URL given';
  }
}

/** One line for a connection failure (AggregateError when a name has several addresses). */
function connectionProblem(error: unknown): string {
  const inner = error instanceof AggregateError ? (error.errors[0] as unknown) : error;
  if (inner instanceof Error)
    return inner.message || (inner as NodeJS.ErrnoException).code || inner.name;
  return String(inner);
}

/**
 * A pool on DATABASE_URL that has answered once: a wrong address, password or database name is
 * reported here in one line, before any work starts.
 */
export async function connectPostgres(url: string): Promise<DatabaseHandle> {
  const handle = openPostgres(url, undefined, { applicationName: CLI_APPLICATION_NAME });
  try {
    await handle.client.query('select 1');
    return handle;
  } catch (error) {
    await handle.close();
    throw new CliError(
      `Cannot connect to PostgreSQL (${describeDatabaseUrl(url)}): ${connectionProblem(error)}`,
    );
  }
}

function summaryLines(summary: BackupSummary, how: string): string[] {
  const { manifest, trailer } = summary;
  return [
    `  made      ${manifest.createdAt} from ${manifest.source === 'pglite' ? 'the embedded database' : 'PostgreSQL'}${how ? ` ${how}` : ''}`,
    `  schema    ${describeSchema(manifest.schema)}`,
    `  contents  ${manifest.tables.length} tables, ${count(totalRows(manifest))} rows${summary.bytes === undefined ? '' : `, ${size(summary.bytes)}`}`,
    `  SHA-256   ${trailer.sha256}`,
  ];
}

/** `backup [FILE]` */
export async function backupCommand(
  config: Config,
  file: string | undefined,
  io: Output,
  here: string = process.cwd(),
) {
  const target = file ?? join(config.backup.dir ?? here, backupFileName(new Date()));
  if (existsSync(target)) {
    throw new CliError(`${target} already exists: give another file name, or move that file away`);
  }
  const started = performance.now();
  let summary: BackupSummary;
  let how: string;
  if (config.databaseUrl) {
    const handle = await connectPostgres(config.databaseUrl);
    try {
      summary = await backupToFile(handle, target);
    } finally {
      await handle.close();
    }
    how = `(${describeDatabaseUrl(config.databaseUrl)}, one REPEATABLE READ snapshot)`;
  } else {
    const holder = await lockHolder(pgliteLockFile(config.dataDir));
    if (holder !== undefined) {
      summary = await backupThroughServer(config.dataDir, holder, target);
      how = `through the running server (pid ${holder})`;
    } else {
      if (!existsSync(pgliteFolder(config.dataDir))) {
        throw new CliError(
          `There is no embedded database in ${config.dataDir}: nothing to back up (set DATA_DIR, or DATABASE_URL for PostgreSQL)`,
        );
      }
      const handle = await openDatabase(config);
      try {
        summary = await backupToFile(handle, target);
      } finally {
        await handle.close();
      }
      how = '(no server running: read directly)';
    }
  }
  io.out(`Backup written and verified: ${target}`);
  for (const line of summaryLines(summary, how)) io.out(line);
  io.out(`  took      ${seconds(started)}`);
}

/**
 * The embedded database of a running server can only be read by that server: ask it, with the
 * local admin token, for GET /api/admin/backup, and write what it sends the safe way
 * (writeBackupFile: FILE.partial, synced, verified, renamed).
 */
async function backupThroughServer(
  dataDir: string,
  pid: number,
  file: string,
): Promise<BackupSummary> {
  const address = await readServerAddress(dataDir);
  if (!address || address.pid !== pid) {
    throw new CliError(
      `The server (pid ${pid}) has the embedded database open but has not said where it listens (${join(dataDir, SERVER_ADDRESS_FILE)}): wait until it has started, then try again`,
    );
  }
  const token = await readLocalAdminToken(dataDir);
  if (!token) {
    throw new CliError(
      `There is no admin token in ${dataDir} (admin-token): restart the server once to create it`,
    );
  }
  return writeBackupFile(file, async (out) => {
    const url = `${address.url}${ApiRoutes.admin.backup}`;
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } }).catch(
      (error: unknown) => {
        throw new CliError(
          `Cannot reach the server at ${address.url}: ${connectionProblem((error as Error).cause ?? error)}`,
        );
      },
    );
    if (response.status !== 200 || !response.body) {
      const text = await response.text().catch(() => '');
      let message = text.slice(0, 200);
      try {
        message = (JSON.parse(text) as { message?: string }).message ?? message;
      } catch {
        // Not our JSON error: keep the text.
      }
      throw new CliError(`The server refused the backup (${response.status}): ${message}`);
    }
    try {
      for await (const chunk of response.body) {
        if (!out.write(chunk)) {
          await new Promise<void>((resolve, reject) => {
            out.once('drain', resolve);
            out.once('error', reject);
          });
        }
      }
    } catch (error) {
      throw new CliError(
        `The server stopped sending the backup before its end (${connectionProblem((error as Error).cause ?? error)}): no backup was written; see the server's log`,
      );
    }
  });
}

/** `verify FILE` */
export async function verifyCommand(file: string, io: Output) {
  const started = performance.now();
  const summary = { ...(await readBackupFile(file)), bytes: (await stat(file)).size };
  io.out(`${file} is a complete backup: every row is there and the checksums match`);
  for (const line of summaryLines(summary, '')) io.out(line);
  io.out(`  took      ${seconds(started)}`);
}

function restoreLines(report: RestoreReport): string[] {
  const replaced = {
    nothing: 'it was empty',
    'seeded tables': 'it held only the seeded cities and question bank, now replaced',
    data: 'everything it held was replaced (--force)',
  }[report.replaced];
  return [
    `  rows      ${report.manifest.tables.length} tables, ${count(report.trailer.rows)} rows, each table read back with the backup's row count and SHA-256`,
    `  target    ${replaced}`,
    `  schema    backup ${describeSchema(report.manifest.schema)}${
      report.migratedAfter.length > 0
        ? `, then migrated to ${report.schemaNow.version} (${report.migratedAfter.join(', ')})`
        : ''
    }`,
  ];
}

/** Refuses while a server has the embedded database open (no second process may). */
async function refuseRunningServer(dataDir: string, what: string): Promise<void> {
  const holder = await lockHolder(pgliteLockFile(dataDir));
  if (holder !== undefined) {
    throw new CliError(
      `The server (pid ${holder}) has the embedded database in ${dataDir} open: stop it first, ${what}, then start it again`,
    );
  }
}

/** `restore FILE [--force]` */
export async function restoreCommand(config: Config, file: string, force: boolean, io: Output) {
  const started = performance.now();
  // First, before any database is opened (or, for the embedded one, created): a bad file
  // leaves nothing behind.
  const verified = await readBackupFile(file);
  let handle: DatabaseHandle;
  let where: string;
  if (config.databaseUrl) {
    handle = await connectPostgres(config.databaseUrl);
    where = `PostgreSQL (${describeDatabaseUrl(config.databaseUrl)})`;
  } else {
    await refuseRunningServer(config.dataDir, 'restore');
    handle = await openDatabase(config);
    where = `the embedded database in ${config.dataDir}`;
  }
  try {
    const report = await restoreBackup(handle, file, {
      force,
      verified,
      log: (line) => io.out(line),
    });
    io.out(`Restored ${file} into ${where}`);
    for (const line of restoreLines(report)) io.out(line);
    io.out(`  took      ${seconds(started)}`);
  } finally {
    await handle.close();
  }
}

/**
 * `move-to-postgres DATABASE_URL [--force]`: a backup of the embedded database (kept in
 * BACKUP_DIR, or DATA_DIR/backups), restored into PostgreSQL and verified there. The server must
 * be stopped: answers given after the copy would stay behind.
 */
export async function moveToPostgresCommand(
  config: Config,
  databaseUrl: string,
  force: boolean,
  io: Output,
) {
  if (config.databaseUrl) {
    throw new CliError(
      'DATABASE_URL is set: this server already uses PostgreSQL. move-to-postgres copies the embedded database of DATA_DIR; run it without DATABASE_URL',
    );
  }
  // The same rules as DATABASE_URL itself (postgres:// or postgresql://).
  loadConfig({ DATABASE_URL: databaseUrl });
  await refuseRunningServer(
    config.dataDir,
    'move the database (answers given after the copy would be left behind)',
  );
  if (!existsSync(pgliteFolder(config.dataDir))) {
    throw new CliError(`There is no embedded database in ${config.dataDir}: nothing to move`);
  }
  const started = performance.now();
  const target = await connectPostgres(databaseUrl);
  try {
    const file = join(
      config.backup.dir ?? join(config.dataDir, 'backups'),
      backupFileName(new Date()),
    );
    const source = await openDatabase(config);
    let summary: BackupSummary;
    try {
      summary = await backupToFile(source, file);
    } finally {
      await source.close();
    }
    io.out(
      `Backed up the embedded database: ${file} (${count(summary.trailer.rows)} rows, ${size(summary.bytes)})`,
    );
    const report = await restoreBackup(target, file, { force, log: (line) => io.out(line) });
    io.out('');
    io.out(`Moved to PostgreSQL (${describeDatabaseUrl(databaseUrl)}) and verified:`);
    for (const line of restoreLines(report)) io.out(line);
    io.out(`  took      ${seconds(started)}`);
    io.out('');
    io.out('Start the server with this line in its environment:');
    io.out(`DATABASE_URL=${databaseUrl}`);
    io.out('');
    io.out(
      config.sessionSecret
        ? 'Signed-in students stay signed in: their sessions were copied; keep the same SESSION_SECRET.'
        : `Signed-in students stay signed in: their sessions were copied, and the signing secret stays in ${join(config.dataDir, 'secrets.json')} (keep this DATA_DIR, or set SESSION_SECRET to the value in that file; several API processes need that).`,
    );
    io.out(
      `The embedded database in ${pgliteFolder(config.dataDir)} is left as it was, and the backup above is kept: delete them once the server runs well on PostgreSQL.`,
    );
  } finally {
    await target.close();
  }
}
