import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { compileCatalogs } from './config/compile-catalogs';

export default defineConfig({
  // The catalogs compiled as in the build, so the tests run the messages the browser gets.
  plugins: [compileCatalogs(), react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // Screen tests type into many MUI fields; jsdom on a 2-core machine needs the headroom.
    testTimeout: 30_000,
  },
});
