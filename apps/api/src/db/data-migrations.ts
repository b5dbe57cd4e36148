import type { Database } from './database';
import { cleanStoredNames } from './data-migrations/clean-names';
import { dataMigrations } from './schema';

/**
 * Changes to stored data made by code after the SQL migrations, where SQL cannot do the same
 * thing on both databases (Unicode normalisation and case folding, script detection: PGlite's
 * lower() folds ASCII only). Each runs once, in one transaction with the row that records it.
 * Append only; never rename one that has shipped.
 */
export interface DataMigration {
  name: string;
  /** Does the work inside the transaction; returns counts for the log. */
  run(tx: Database): Promise<Record<string, number>>;
}

export const DATA_MIGRATIONS: readonly DataMigration[] = [
  // Issue 17, finding 9: names normalised, hidden characters and mixed alphabets repaired.
  { name: '0006_clean_names', run: cleanStoredNames },
];

export interface DataMigrationReport {
  name: string;
  counts: Record<string, number>;
}

/**
 * Runs the migrations not yet recorded, in order. Claiming the name first makes a second process
 * wait on the row and then skip (on PostgreSQL migrateDatabase also holds its advisory lock).
 */
export async function runDataMigrations(
  db: Database,
  migrations: readonly DataMigration[] = DATA_MIGRATIONS,
): Promise<DataMigrationReport[]> {
  const applied: DataMigrationReport[] = [];
  for (const migration of migrations) {
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(dataMigrations)
        .values({ name: migration.name })
        .onConflictDoNothing()
        .returning({ name: dataMigrations.name });
      if (!claimed) return;
      applied.push({ name: migration.name, counts: await migration.run(tx) });
    });
  }
  return applied;
}
