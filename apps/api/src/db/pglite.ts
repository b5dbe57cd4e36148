import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { PgliteHandle } from './database';
import * as schema from './schema';

/**
 * Embedded PostgreSQL (WebAssembly). `dataDir` persists to a folder; `loadDataDir` starts from a
 * tarball made by `dumpDataDir()` (tests clone a migrated snapshot that way: ~0.5 s instead of a
 * 2-3 s initdb). PGlite has a single connection: one process per data folder.
 */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<PgliteHandle> {
  const client = await PGlite.create(options);
  const db = drizzle({ client, schema });
  return {
    kind: 'pglite',
    db,
    client,
    drizzle: db,
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
