import { join } from 'node:path';
import { e2eEnv } from '../e2e-env';

/**
 * The XSS test's own server (e2e/support/start-xss-server.ts): the real app on a database whose
 * bank holds only the hostile corpus, so a practice session walks every hostile question and no
 * other test ever meets one. Port 3240 by default (the main stack uses 3210-3214, mail 3225).
 */
const port = e2eEnv.port + 30;
const stateDir = `${e2eEnv.stateDir}-xss`;

export const xssEnv = {
  port,
  baseUrl: `http://localhost:${port}`,
  // Outside e2eEnv.stateDir: the main stack empties that folder when it starts.
  stateDir,
  dataDir: join(stateDir, 'data'),
  /** The bank preview page (`npm run bank -- preview`) of the hostile bank. */
  previewDir: join(stateDir, 'preview'),
};
