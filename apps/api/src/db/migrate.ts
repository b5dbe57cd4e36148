import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseHandle } from './database';

/** The generated SQL migrations (apps/api/drizzle), found relative to this file, not the cwd. */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Arbitrary constant naming this app's migration lock among PostgreSQL advisory locks. A restore
 * (backup/restore.ts) holds it too, so no server migrates or starts in the middle of one.
 */
export const MIGRATION_LOCK_ID = 72_616_001;

/**
 * Applies pending migrations; the same SQL files run on both drivers. On PostgreSQL an advisory
 * lock serialises processes starting together, which would otherwise race to create the tables.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.drizzle, { migrationsFolder });
    return;
  }
  const lockClient = await handle.client.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePostgres(handle.drizzle, { migrationsFolder });
  } finally {
    await lockClient
      .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
      .catch(() => undefined);
    lockClient.release();
  }
}
