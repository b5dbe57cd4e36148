import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Text files worth compressing. Fonts are left alone: woff2 is compressed already and browsers
 * that read KaTeX's stylesheet never fall back to its ttf copies.
 */
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy next to every built text file. The API serves the
 * built app with @fastify/static's `preCompressed`, which sends the copy the browser accepts:
 * compressing once at build time at the highest levels costs nothing per request, and a phone
 * on a slow network downloads about a third of the bytes.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((fileName) => COMPRESSIBLE.test(fileName));
      await Promise.all(
        files.map(async (fileName) => {
          const path = join(outDir, fileName);
          const bytes = await readFile(path);
          if (bytes.length < MIN_BYTES) return;
          // zlib's thread pool compresses the files in parallel.
          const brotli = await brotliAsync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          });
          await writeFile(`${path}.br`, brotli);
          await writeFile(`${path}.gz`, await gzipAsync(bytes, { level: 9 }));
        }),
      );
    },
  };
}
