/**
 * `npm run bank -- <command>`: the question bank's command line (import, export, stats,
 * preview). It opens the database exactly as the server does (DATA_DIR or DATABASE_URL),
 * migrates and seeds it first, and refuses a PGlite folder a running server holds.
 */
import { loadConfig } from '../config/config';
import { migrateDatabase } from '../db/migrate';
import { runCommand } from './run-command';
import { openDatabase } from '../db/open-database';
import { seedCities } from '../db/seed';
import { seedQuestionBank } from '../modules/bank/bank.service';
import { runBankCommand, USAGE } from './bank-commands';

async function main(args: string[]): Promise<number> {
  if (args.length === 0 || args[0] === '--help' || args[0] === 'help') {
    console.log(USAGE);
    return args.length === 0 ? 2 : 0;
  }
  const config = loadConfig(process.env);
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    // Same state as after a server start, so a later start does not skip the seed bank.
    await seedCities(database.db);
    await seedQuestionBank(database.db);
    return await runBankCommand(database.db, args, {
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  } finally {
    await database.close();
  }
}

runCommand(() => main(process.argv.slice(2)));
