import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'bank', include: ['src/**/*.test.ts'], environment: 'node' },
});
