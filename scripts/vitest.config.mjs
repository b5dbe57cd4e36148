import { defineConfig } from 'vitest/config';

// The tests of the project's own scripts (plain Node: the preflight, the Node version check).
export default defineConfig({
  test: { name: 'scripts', include: ['test/**/*.test.mjs'], environment: 'node' },
});
