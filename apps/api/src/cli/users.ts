/**
 * `npm run users -- <command>`: accounts and roles on the server (issue 23, decision 044).
 *   role EMAIL ROLE     list [--role ROLE]
 * It opens the database as the server does (DATA_DIR, or DATABASE_URL for PostgreSQL). On
 * PostgreSQL it runs beside a running server (the role is read on every request, so the change
 * applies at once); the embedded database belongs to one process, so while a server holds the
 * data folder it says the server must be stopped first, and changes nothing.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Role } from '@exam/contract';
import { loadConfig } from '../config/config';
import { migrateDatabase } from '../db/migrate';
import { runCommand } from './run-command';
import { openDatabase, pgliteFolder, pgliteLockFile } from '../db/open-database';
import { lockHolder } from '../db/pglite-lock';
import { systemClock } from '../lib/clock';
import { listCommand, parseRole, roleCommand, USERS_USAGE, UsersCliError } from './users-commands';

const io = { out: (line: string) => console.log(line) };

type Command = { name: 'role'; email: string; role: Role } | { name: 'list'; role?: Role };

function parseCommand(argv: string[]): Command | undefined {
  const parsed = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { role: { type: 'string' }, help: { type: 'boolean' } },
  });
  const [name, ...rest] = parsed.positionals;
  if (parsed.values.help) return undefined;
  if (name === 'role' && rest.length === 2 && parsed.values.role === undefined) {
    return { name, email: rest[0] ?? '', role: parseRole(rest[1]) };
  }
  if (name === 'list' && rest.length === 0) {
    return {
      name,
      ...(parsed.values.role === undefined ? {} : { role: parseRole(parsed.values.role) }),
    };
  }
  throw new UsersCliError(USERS_USAGE);
}

async function main(argv: string[]): Promise<number> {
  let command: Command | undefined;
  try {
    command = parseCommand(argv);
  } catch (error) {
    console.error(
      error instanceof UsersCliError
        ? error.message
        : `${(error as Error).message}\n\n${USERS_USAGE}`,
    );
    return error instanceof UsersCliError && error.message !== USERS_USAGE ? 1 : 2;
  }
  if (!command) {
    console.log(USERS_USAGE);
    return 0;
  }
  const config = loadConfig(process.env);
  if (!config.databaseUrl) {
    const holder = await lockHolder(pgliteLockFile(config.dataDir));
    if (holder !== undefined) {
      throw new UsersCliError(
        `The server (pid ${holder}) has the embedded database in ${config.dataDir} open: stop the server first, run this again, then start it. Nothing was changed.`,
      );
    }
    if (!existsSync(pgliteFolder(config.dataDir))) {
      throw new UsersCliError(
        `There is no embedded database in ${config.dataDir} (set DATA_DIR, or DATABASE_URL for PostgreSQL). Nothing was changed.`,
      );
    }
  }
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    if (command.name === 'role') {
      await roleCommand({ db: database.db, clock: systemClock }, command.email, command.role, io);
    } else {
      await listCommand(database.db, command.role, io);
    }
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(() => main(process.argv.slice(2)), [UsersCliError]);
