import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'cat', include: ['src/**/*.test.ts'], environment: 'node' },
});
