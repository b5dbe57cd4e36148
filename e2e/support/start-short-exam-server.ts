// The second browser-test server (see e2eEnv.shortExamPort): the same app with a short exam and a
// short trial, on its own embedded database. Mail is not used by the tests that run against it
// and goes to its outbox folder. Playwright stops this process with SIGTERM; the server child is stopped by PID.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { e2eEnv } from './e2e-env';

rmSync(e2eEnv.shortExamDataDir, { recursive: true, force: true });
mkdirSync(e2eEnv.shortExamDataDir, { recursive: true });

const { DATABASE_URL: _ignored, SMTP_URL: _noSmtp, ...inherited } = process.env;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  stdio: 'inherit',
  env: {
    ...inherited,
    PORT: String(e2eEnv.shortExamPort),
    HOST: '127.0.0.1',
    PUBLIC_URL: e2eEnv.shortExamBaseUrl,
    DATA_DIR: e2eEnv.shortExamDataDir,
    EXAM_DURATION_SECONDS: String(e2eEnv.shortExamSeconds),
    TRIAL_DURATION_SECONDS: String(e2eEnv.shortTrialSeconds),
    LOG_LEVEL: 'warn',
  },
});

function stop() {
  if (server.exitCode === null && server.pid) process.kill(server.pid, 'SIGTERM');
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
