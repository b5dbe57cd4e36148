import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { DataMigrationReport } from './data-migrations';
import { runDataMigrations } from './data-migrations';
import type { DatabaseHandle } from './database';

/** The generated SQL migrations (apps/api/drizzle), found relative to this file, not the cwd. */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Arbitrary constant naming this app's migration lock among PostgreSQL advisory locks. A restore
 * (backup/restore.ts) holds it too, so no server migrates or starts in the middle of one.
 */
export const MIGRATION_LOCK_ID = 72_616_001;

/**
 * Applies pending migrations: the SQL files (the same on both drivers), then the data migrations
 * written in code (data-migrations.ts), which it returns for the log. On PostgreSQL an advisory
 * lock serialises processes starting together, which would otherwise race to create the tables.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<DataMigrationReport[]> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.drizzle, { migrationsFolder });
    return runDataMigrations(handle.db);
  }
  const lockClient = await handle.client.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePostgres(handle.drizzle, { migrationsFolder });
    return await runDataMigrations(handle.db);
  } finally {
    await lockClient
      .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
      .catch(() => undefined);
    lockClient.release();
  }
}
