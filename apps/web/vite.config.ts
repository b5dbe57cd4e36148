import type { IncomingMessage } from 'node:http';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileCatalogs } from './config/compile-catalogs.ts';
import { initialBundleBudget } from './config/initial-bundle-budget.ts';
import { precompress } from './config/precompress.ts';
import { preloadFonts } from './config/preload-fonts.ts';

const API_TARGET = 'http://127.0.0.1:3000';

/**
 * `/api/auth/google/callback` is both an API call and a screen (docs/product.md §7): a browser
 * navigation (Accept: text/html) gets the SPA from the dev server, the app's own fetch
 * (Accept: application/json) goes to the API.
 */
function serveSpaForBrowserNavigation(req: IncomingMessage): string | undefined {
  const accept = req.headers.accept ?? '';
  if (req.url?.startsWith('/api/auth/google/callback') && accept.includes('text/html')) {
    return '/index.html';
  }
  return undefined;
}

export default defineConfig({
  plugins: [
    compileCatalogs(),
    react(),
    initialBundleBudget({
      label: '/login',
      routeModule: /src[\\/]features[\\/]auth[\\/]routes[\\/]login\.tsx$/,
      // 160 kB until the interface spoke two languages; its English words, the language switch and
      // the server messages' table cost /login 4.1 kB (docs/decisions/048).
      maxGzipBytes: 164 * 1024,
    }),
    preloadFonts(),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    // dist/.vite/manifest.json: which chunks each screen loads, read by bench/web/bundle-sizes.ts.
    manifest: true,
    rolldownOptions: {
      // The contract's modules only declare constants and schemas. Marking them free of side
      // effects lets a screen that needs a message or a route path skip zod and every schema.
      treeshake: {
        moduleSideEffects: (id: string) =>
          /[\\/]packages[\\/]contract[\\/]src[\\/]/.test(id) ? false : undefined,
      },
      output: {
        codeSplitting: {
          groups: [
            // Needed by every screen and rarely changing: one long-cached chunk.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            // The login screen and everything it imports (MUI core, emotion, the API client) in
            // one chunk: a first visit downloads a few large files rather than thirty small ones,
            // which compresses better (about 10 kB less gzip than automatic splitting).
            {
              name: 'login',
              test: /src[\\/]features[\\/]auth[\\/]routes[\\/]login\.tsx$/,
              priority: 2,
            },
            // Only the screens that validate with the shared schemas load zod.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: API_TARGET, bypass: serveSpaForBrowserNavigation },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: API_TARGET, bypass: serveSpaForBrowserNavigation },
    },
  },
});
