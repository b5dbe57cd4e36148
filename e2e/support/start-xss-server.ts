// The XSS test's server (see xss/xss-env.ts). Before the app starts, the hostile corpus is
// imported into a fresh embedded database through the bank's real import service (an empty bank
// is never seeded once it holds questions, so this bank is the corpus alone), and the reviewers'
// preview page of that bank is written, as `npm run bank -- preview` would. Then the real server
// runs on that folder. Playwright stops this process with SIGTERM; the server child is stopped
// by its PID.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrateDatabase } from '../../apps/api/src/db/migrate';
import { openDatabase } from '../../apps/api/src/db/open-database';
import { seedCities } from '../../apps/api/src/db/seed';
import { writePreview } from '../../apps/api/src/modules/bank/bank.preview';
import { importQuestionFile } from '../../apps/api/src/modules/bank/bank.service';
import { buildHostileBank, hostileImportFile } from './xss/hostile-bank';
import { xssEnv } from './xss/xss-env';

rmSync(xssEnv.stateDir, { recursive: true, force: true });
mkdirSync(xssEnv.dataDir, { recursive: true });

const file = hostileImportFile(buildHostileBank());
// Kept beside the data for anyone who wants to import it by hand (npm run bank -- import ...).
writeFileSync(join(xssEnv.stateDir, 'xss-corpus.jsonl'), file);

const database = await openDatabase({ databaseUrl: undefined, dataDir: xssEnv.dataDir });
try {
  await migrateDatabase(database);
  await seedCities(database.db);
  const outcome = await importQuestionFile(database.db, file);
  if (!outcome.ok) {
    throw new Error(`the XSS corpus did not import: ${JSON.stringify(outcome.errors)}`);
  }
  // Every question of every lesson, not the usual sample of eight.
  await writePreview(database.db, xssEnv.previewDir, { perLesson: 1000 });
  console.log(`XSS corpus: ${outcome.inserted} questions imported, preview written`);
} finally {
  await database.close();
}

const { DATABASE_URL: _ignored, SMTP_URL: _noSmtp, ...inherited } = process.env;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  stdio: 'inherit',
  env: {
    ...inherited,
    PORT: String(xssEnv.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: xssEnv.baseUrl,
    DATA_DIR: xssEnv.dataDir,
    LOG_LEVEL: 'warn',
  },
});

function stop() {
  if (server.exitCode === null && server.pid) process.kill(server.pid, 'SIGTERM');
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
