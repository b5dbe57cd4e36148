import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/**
 * The message catalogs: `catalog/<language>.json` in the folder whose code shows them (a feature,
 * `components/attempt`, `app`, `lib`…), id -> ICU message.
 */
export const CATALOG_FILE = /[\\/]src[\\/](?:[\w-]+[\\/])+catalog[\\/][a-z]{2}\.json$/;

/**
 * Every message of a catalog compiled to Lingui's runtime form (docs/decisions/047). A message
 * ICU cannot parse fails the build, naming its id.
 */
export function compileCatalog(catalog: Record<string, string>): Record<string, unknown> {
  const compiled: Record<string, unknown> = {};
  for (const [id, message] of Object.entries(catalog)) {
    try {
      compiled[id] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`message "${id}": ${(error as Error).message}`, { cause: error });
    }
  }
  return compiled;
}

/**
 * Compiles the catalogs when they are imported, so the browser receives ready-to-run messages
 * and never the ICU parser (7 kB gzip). The output is JSON again, which Vite's own JSON plugin
 * then turns into a module as for any other JSON file.
 */
export function compileCatalogs(): Plugin {
  return {
    name: 'compile-catalogs',
    enforce: 'pre',
    transform(code, id) {
      const [file = id, query = ''] = id.split('?');
      // `?raw` and `?url` ask for the file as it is (the catalogs' own tests read the source).
      if (!CATALOG_FILE.test(file) || /(^|&)(raw|url|inline)\b/.test(query)) return undefined;
      const catalog = JSON.parse(code) as Record<string, string>;
      return { code: JSON.stringify(compileCatalog(catalog)), map: null };
    },
  };
}
