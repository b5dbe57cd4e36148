import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { RUN_LIMIT_MS } from './harness/limits';

// The crash-and-restart suite (docs/security/crash-restart.md): minutes long, so it is not part
// of the `api` project; scripts/test.mjs runs it as its own step with
//   npx vitest run --config apps/api/test/crash/vitest.config.ts
// One file at a time: each run owns a server, a database and all the CPU it can get.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'crash',
    include: ['*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    // Each file runs its scenario once in beforeAll. Longer than a run's own limit plus its
    // clean-up after the limit (a start under way: up to 90 s; a graceful stop: up to 30 s;
    // PostgreSQL's stop), so that a stuck run still stops its processes before Vitest gives up.
    hookTimeout: RUN_LIMIT_MS + 180_000,
    testTimeout: 60_000,
  },
});
