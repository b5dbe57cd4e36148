import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the browser-test stack lives. Shared by the Playwright config, the stack and the specs. */
const port = Number(process.env.E2E_PORT ?? 3210);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3225);
const stateDir = process.env.E2E_STATE_DIR ?? join(tmpdir(), `exam-prep-e2e-${port}`);

export const e2eEnv = {
  port,
  /**
   * A second API server on its own data folder whose exams last EXAM_DURATION_SECONDS =
   * shortExamSeconds and whose trials last TRIAL_DURATION_SECONDS = shortTrialSeconds, so a
   * browser test can watch the server's deadline end an exam or a trial.
   */
  shortExamPort: port + 2,
  shortExamSeconds: 25,
  shortTrialSeconds: 25,
  shortExamBaseUrl: `http://localhost:${port + 2}`,
  // Outside stateDir: the main stack empties stateDir when it starts, maybe while this one runs.
  shortExamDataDir: `${stateDir}-short-exam`,
  /**
   * The console test's own server (e2e/console.spec.ts), which the test stops and starts around
   * `npm run users`, on its own embedded data folder.
   */
  consolePort: port + 40,
  consoleDataDir: `${stateDir}-console`,
  smtpPort,
  /**
   * The local OpenID provider (oidc-provider) that stands in for Google, Microsoft and Apple.
   * On 'localhost' like the app, so its pages and the app are one site (Apple's form POST
   * carries the SameSite=Lax flow cookie over http).
   */
  identityProviderPort: port + 4,
  identityProviderUrl: `http://localhost:${port + 4}`,
  baseUrl: `http://localhost:${port}`,
  stateDir,
  dataDir: join(stateDir, 'data'),
  mailDir: join(stateDir, 'mail'),
  supportEmail: 'help@exam-prep.test',
};
