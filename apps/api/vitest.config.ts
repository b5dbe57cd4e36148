import { configDefaults, defineConfig } from 'vitest/config';

// API tests build the real app in-process (app.inject) on a fresh database per test file, cloned
// from a migrated snapshot made once by the global setup: PGlite by default, PostgreSQL when
// TEST_DATABASE_URL is set (scripts/with-postgres.mjs). Each PGlite costs ~700 MiB, hence two
// workers at most.
export default defineConfig({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // The crash-and-restart suite runs for minutes on its own config (test/crash/vitest.config.ts).
    exclude: [...configDefaults.exclude, 'test/crash/**'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    // Its own group: projects sharing a group must share maxWorkers. Runs after the pure suites.
    sequence: { groupOrder: 1 },
    globalSetup: ['test/global-setup.ts'],
    // A bound on a hung test, not a speed check: a bank import on a loaded 2-core machine can pass 20 s.
    testTimeout: 40_000,
    hookTimeout: 60_000,
  },
});
