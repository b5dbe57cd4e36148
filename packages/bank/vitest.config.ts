import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'bank',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Tests that generate and gate the whole shipped bank (2,400+ items) take seconds each, more
    // on a loaded CI machine; the default 5 s failed them under load.
    testTimeout: 30_000,
  },
});
