/**
 * The benchmark's database, prepared in this process before the server starts (PGlite admits
 * one process): migrated and seeded as a server start would, with signed-in students and, for
 * the dashboard, students who already have a history of finished exams.
 */
import { join } from 'node:path';
import { migrateDatabase } from '../../apps/api/src/db/migrate';
import { openDatabase } from '../../apps/api/src/db/open-database';
import { seedCities } from '../../apps/api/src/db/seed';
import { seedQuestionBank } from '../../apps/api/src/modules/bank/bank.service';
import type { BankItem } from '../../apps/api/test/crash/harness/answering';
import { loadBank } from '../../apps/api/test/crash/harness/answering';
import { ThrowawayPostgres } from '../../apps/api/test/crash/harness/throwaway-postgres';
import { makeHistories } from '../support/seed-history';
import type { SeededStudent } from '../support/seed-students';
import { seedStudents } from '../support/seed-students';

export type DatabaseKind = 'postgres' | 'pglite';

export interface Cohorts {
  exam: SeededStudent[];
  practice: SeededStudent[];
  dashboard: SeededStudent[];
}

export interface BenchDatabase {
  kind: DatabaseKind;
  /** The server's DATA_DIR (PGlite lives in it). */
  dataDir: string;
  databaseUrl: string | undefined;
  postgres: ThrowawayPostgres | undefined;
  bank: Map<string, BankItem>;
  cohorts: Cohorts;
  /** Finished exams made per dashboard student. */
  historyPerStudent: number;
  /** Answers per finished exam of that history. */
  answersPerExam: number;
}

export interface CohortSizes {
  exam: number;
  practice: number;
  dashboard: number;
  historyPerStudent: number;
}

/** Answers per made-up finished exam: a typical exam's length (SE 0.30 is reached near 20). */
const ANSWERS_PER_EXAM = 20;

/**
 * Starts a private PostgreSQL cluster (postgres) or uses the server's data folder (pglite), then
 * migrates, seeds and creates the cohorts. The caller destroys `postgres` when done.
 */
export async function prepareDatabase(
  kind: DatabaseKind,
  runDir: string,
  postgresPort: number,
  sessionSecret: string,
  sizes: CohortSizes,
): Promise<BenchDatabase> {
  const dataDir = join(runDir, 'data');
  const postgres = kind === 'postgres' ? new ThrowawayPostgres(postgresPort) : undefined;
  if (postgres) await postgres.init();
  const databaseUrl = postgres?.url;
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    await migrateDatabase(handle);
    await seedCities(handle.db);
    await seedQuestionBank(handle.db);
    const seed = (prefix: string, count: number) =>
      seedStudents(handle.db, { count, sessionSecret, prefix });
    const cohorts: Cohorts = {
      exam: await seed('exam', sizes.exam),
      practice: await seed('practice', sizes.practice),
      dashboard: await seed('dashboard', sizes.dashboard),
    };
    await makeHistories(
      handle.db,
      cohorts.dashboard.map((student) => student.userId),
      sizes.historyPerStudent,
      ANSWERS_PER_EXAM,
    );
    return {
      kind,
      dataDir,
      databaseUrl,
      postgres,
      bank: await loadBank(handle.db),
      cohorts,
      historyPerStudent: sizes.historyPerStudent,
      answersPerExam: ANSWERS_PER_EXAM,
    };
  } catch (error) {
    await postgres?.destroy();
    throw error;
  } finally {
    await handle.close();
  }
}
