import type { Plugin } from 'vite';

/** The Latin Roboto files every screen draws with (main.tsx imports weights 400, 500, 700). */
const FIRST_SCREEN_FONTS = /^assets\/roboto-latin-(400|500|700)-normal-[\w-]+\.woff2$/;

/**
 * Adds `<link rel="preload">` for the Latin Roboto files to the built index.html. Otherwise the
 * browser learns of them only once the stylesheet is parsed and the text that uses them is laid
 * out; on a phone they arrived after the first paint, and the swap to the real font moved the
 * dashboard's past exams (Lighthouse: layout shift 0.12, "Web font loaded").
 */
export function preloadFonts(): Plugin {
  return {
    name: 'preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {}).filter((name) =>
          FIRST_SCREEN_FONTS.test(name),
        );
        if (files.length === 0) {
          throw new Error('preload-fonts: no Roboto woff2 file in the bundle (renamed?)');
        }
        return files.sort().map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            href: `/${file}`,
            crossorigin: '',
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
