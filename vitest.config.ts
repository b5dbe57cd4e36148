import { defineConfig } from 'vitest/config';

// Each workspace keeps its own vitest.config.ts; Playwright specs (e2e/*.spec.ts) are never picked up.
// Two workers for the pure suites: Vitest's default is one less than the cores, which on the
// 2-core CI machine ran the bank, web and contract suites one file at a time. The API project
// sets its own two (test groups must agree within a group).
export default defineConfig({
  test: { projects: ['packages/*', 'apps/*', 'scripts'], maxWorkers: 2 },
});
