/**
 * `npm run calibrate [-- --apply] [--min-responses N]`: re-estimates item parameters from the
 * answers stored in the database (docs/product.md §11) and prints what would change; `--apply` writes
 * the new parameters. It opens the database exactly as the server does (DATA_DIR or DATABASE_URL)
 * and refuses a PGlite folder a running server holds. Running servers use the new parameters
 * after a restart (each process builds its engine once).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/config';
import { migrateDatabase } from '../db/migrate';
import { runCommand } from './run-command';
import { openDatabase } from '../db/open-database';
import { seedCities } from '../db/seed';
import { seedQuestionBank } from '../modules/bank/bank.service';
import {
  calibrateBank,
  type CalibrationReport,
  DEFAULT_MIN_RESPONSES,
} from '../modules/calibration/calibration.service';

export const CALIBRATE_USAGE = `Usage: npm run calibrate -- [--apply] [--min-responses N]

Re-estimates each item family's slope a and difficulty b (3PL, guessing c kept) from the
answers in the database: one person per exam or practice session. Without --apply it only
prints the changes. Families with fewer than N answers (default ${DEFAULT_MIN_RESPONSES}) keep their parameters.`;

function formatReport(report: CalibrationReport): string[] {
  const lines = [
    `${report.persons} attempts, ${report.responses} answers, ${report.families} item families`,
    `EM: ${report.iterations} iterations, ${report.converged ? 'converged' : 'NOT converged'}`,
    `${report.updates.length} families with enough answers, ${report.skipped} left as they were`,
  ];
  for (const update of report.updates) {
    lines.push(
      `  ${update.family}: n=${update.responses}  a ${update.before.a.toFixed(2)} -> ${update.after.a.toFixed(2)}  b ${update.before.b.toFixed(2)} -> ${update.after.b.toFixed(2)} (SE ${update.after.seB.toFixed(2)})`,
    );
  }
  lines.push(
    report.applied
      ? 'Applied: restart the server to use the new parameters.'
      : report.updates.length > 0
        ? 'Nothing written (dry run): add --apply to write these parameters.'
        : 'Nothing to write.',
  );
  return lines;
}

async function main(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        apply: { type: 'boolean', default: false },
        'min-responses': { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    console.error(
      `${error instanceof Error ? error.message : String(error)}\n\n${CALIBRATE_USAGE}`,
    );
    return 2;
  }
  if (values.help) {
    console.log(CALIBRATE_USAGE);
    return 0;
  }
  const minResponses =
    values['min-responses'] === undefined ? DEFAULT_MIN_RESPONSES : Number(values['min-responses']);
  if (!Number.isInteger(minResponses) || minResponses < 1) {
    console.error(`--min-responses must be a whole number >= 1\n\n${CALIBRATE_USAGE}`);
    return 2;
  }
  const database = await openDatabase(loadConfig(process.env));
  try {
    await migrateDatabase(database);
    // Same state as after a server start (the bank CLI does the same).
    await seedCities(database.db);
    await seedQuestionBank(database.db);
    const report = await calibrateBank(database.db, { minResponses, apply: values.apply });
    for (const line of formatReport(report)) console.log(line);
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(() => main(process.argv.slice(2)));
