import { join } from 'node:path';
import type { DatabaseHandle } from '../../../src/db/database';
import { migrateDatabase } from '../../../src/db/migrate';
import { openDatabase } from '../../../src/db/open-database';
import { seedCities } from '../../../src/db/seed';
import { seedQuestionBank } from '../../../src/modules/bank/bank.service';
import type { BankItem } from './answering';
import { loadBank } from './answering';
import { freeSuitePort } from './ports';
import { ThrowawayPostgres } from './throwaway-postgres';

export type DatabaseKind = 'pglite' | 'postgres';

/** Where the server under test keeps its data, and how this process opens it to check it. */
export interface TestDatabase {
  kind: DatabaseKind;
  /** DATA_DIR of the server (PGlite's folder is inside it). */
  dataDir: string;
  databaseUrl: string | undefined;
  /** The private cluster on PostgreSQL, to stop and start it. */
  postgres: ThrowawayPostgres | undefined;
  /** Opens the database in this process (PGlite: only while no server holds its lock). */
  open(): Promise<DatabaseHandle>;
  /** Stops the private cluster, if any. */
  dispose(): Promise<void>;
}

/**
 * Creates the run's database, migrated and seeded as the server's start would, and reads the
 * question bank the students need to answer (before the server starts: PGlite admits one
 * process). On PostgreSQL a private cluster is started for this run alone.
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  runDir: string,
  avoidPorts: readonly number[],
): Promise<{ database: TestDatabase; bank: Map<string, BankItem> }> {
  const dataDir = join(runDir, 'data');
  let postgres: ThrowawayPostgres | undefined;
  if (kind === 'postgres') {
    postgres = new ThrowawayPostgres(await freeSuitePort(avoidPorts));
    try {
      await postgres.init();
    } catch (error) {
      await postgres.destroy();
      throw error;
    }
  }
  const databaseUrl = postgres?.url;
  const database: TestDatabase = {
    kind,
    dataDir,
    databaseUrl,
    postgres,
    open: () => openDatabase({ databaseUrl, dataDir }),
    dispose: async () => postgres?.destroy(),
  };
  try {
    const handle = await database.open();
    try {
      await migrateDatabase(handle);
      await seedCities(handle.db);
      await seedQuestionBank(handle.db);
      return { database, bank: await loadBank(handle.db) };
    } finally {
      await handle.close();
    }
  } catch (error) {
    await database.dispose();
    throw error;
  }
}
