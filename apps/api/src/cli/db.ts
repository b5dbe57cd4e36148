/**
 * `npm run db -- <command>`: backups that restore, and the move from the embedded database to
 * PostgreSQL (decision 022; docs/deployment.md "Backups and moving to PostgreSQL").
 *   backup [FILE]   verify FILE   restore FILE [--force]   move-to-postgres DATABASE_URL [--force]
 * It reads the server's configuration (DATA_DIR, DATABASE_URL, BACKUP_DIR) from the environment.
 * Every refusal is one line saying why; nothing is written when a command refuses.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BackupFileError } from '../backup/backup-reader';
import { RestoreRefusedError } from '../backup/restore';
import { loadConfig } from '../config/config';
import {
  backupCommand,
  CliError,
  DB_USAGE,
  moveToPostgresCommand,
  restoreCommand,
  verifyCommand,
} from './db-commands';
import { runCommand } from './run-command';

const io = { out: (line: string) => console.log(line) };

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { force: { type: 'boolean', default: false }, help: { type: 'boolean' } },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${DB_USAGE}`);
    return 2;
  }
  const [command, argument, ...extra] = parsed.positionals;
  if (parsed.values.help || command === 'help') {
    console.log(DB_USAGE);
    return 0;
  }
  const needsArgument =
    command === 'restore' || command === 'verify' || command === 'move-to-postgres';
  const known = needsArgument || command === 'backup';
  if (!known || extra.length > 0 || (needsArgument && !argument)) {
    console.error(DB_USAGE);
    return 2;
  }
  const force = parsed.values.force === true;
  if (force && command !== 'restore' && command !== 'move-to-postgres') {
    console.error(`--force applies to restore and move-to-postgres only\n\n${DB_USAGE}`);
    return 2;
  }
  const config = loadConfig(process.env);
  // npm runs scripts in the repository's root; a FILE is meant from where the command was typed.
  const here = process.env.INIT_CWD ?? process.cwd();
  const file = argument === undefined ? undefined : resolve(here, argument);
  switch (command) {
    case 'backup':
      await backupCommand(config, file, io, here);
      break;
    case 'verify':
      await verifyCommand(file as string, io);
      break;
    case 'restore':
      await restoreCommand(config, file as string, force, io);
      break;
    default:
      await moveToPostgresCommand(config, argument as string, force, io);
  }
  return 0;
}

/** Problems the operator can fix: their message alone, on one line. */
runCommand(
  () => main(process.argv.slice(2)),
  [CliError, BackupFileError, RestoreRefusedError],
  (error) =>
    error instanceof BackupFileError || error instanceof RestoreRefusedError ? 'Refused: ' : '',
);
