import { defineConfig } from 'vitest/config';

// Each workspace keeps its own vitest.config.ts; Playwright specs (e2e/*.spec.ts) are never picked up.
export default defineConfig({
  test: { projects: ['packages/*', 'apps/*', 'scripts'] },
});
