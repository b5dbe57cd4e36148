import { defineConfig } from '@playwright/test';
import { e2eEnv } from './e2e/support/e2e-env';
import { CHROMIUM_FLAGS } from './e2e/support/chromium-flags';
import { CHROMIUM_PATH } from './scripts/outside-tools.mjs';
import { xssEnv } from './e2e/support/xss/xss-env';

// Browser tests drive Debian's Chromium against the real server (built SPA + API) on a throwaway
// data folder, with a real SMTP sink receiving its mail. Nothing is downloaded.
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: 'test-results/playwright',
  use: {
    baseURL: e2eEnv.baseUrl,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'node --import tsx e2e/support/start-stack.ts',
      url: `${e2eEnv.baseUrl}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      // The XSS corpus's own server: the hostile bank imported, its preview written, then the app.
      command: 'node --import tsx e2e/support/start-xss-server.ts',
      url: `${xssEnv.baseUrl}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      command: 'node --import tsx e2e/support/start-short-exam-server.ts',
      url: `${e2eEnv.shortExamBaseUrl}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});
