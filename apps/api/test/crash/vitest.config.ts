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
    // Each file runs its scenario once in beforeAll; longer than a run's own limit, so a stuck
    // run still cleans up before Vitest gives up.
    hookTimeout: RUN_LIMIT_MS + 120_000,
    testTimeout: 60_000,
  },
});
