/**
 * The benchmark's database, prepared in this process before the server starts (PGlite admits
 * one process): migrated and seeded as a server start would, with signed-in students and, for
 * the dashboard, students who already have a history of finished exams.
 */
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { TOPICS } from '@exam/contract';
import type { DatabaseHandle } from '../../apps/api/src/db/database';
import { migrateDatabase } from '../../apps/api/src/db/migrate';
import { openDatabase } from '../../apps/api/src/db/open-database';
import { seedCities } from '../../apps/api/src/db/seed';
import { seedQuestionBank } from '../../apps/api/src/modules/bank/bank.service';
import type { BankItem } from '../../apps/api/test/crash/harness/answering';
import { loadBank } from '../../apps/api/test/crash/harness/answering';
import { ThrowawayPostgres } from '../../apps/api/test/crash/harness/throwaway-postgres';
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
      handle,
      cohorts.dashboard.map((student) => student.userId),
      sizes.historyPerStudent,
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

/**
 * Gives each user `perStudent` finished exams, each with ANSWERS_PER_EXAM scored answers and a
 * per-lesson report, in two INSERT ... SELECT statements (exams, then their answers): rows as
 * the exam service leaves them when an exam ends, made in well under a second for hundreds of
 * students instead of minutes of real exams.
 */
async function makeHistories(
  handle: DatabaseHandle,
  userIds: readonly string[],
  perStudent: number,
): Promise<void> {
  if (userIds.length === 0 || perStudent === 0) return;
  const topic = TOPICS[0];
  const users = sql.raw(`'{${userIds.join(',')}}'::uuid[]`);
  await handle.db.execute(sql`
    insert into exams (user_id, topic, status, seed, started_at, deadline, finished_at,
      stop_reason, theta, se, performance, detailed_performance, average_time_spent,
      total_questions, correct_answers)
    select u.id, ${topic}, 'finished', n,
      now() - make_interval(days => n, mins => 30), now() - make_interval(days => n) + interval '30 minutes',
      now() - make_interval(days => n), 'target-se', 0.1 * (n % 7), 0.3, 0.4 + 0.02 * (n % 20),
      (select coalesce(jsonb_agg(jsonb_build_object('lessonId', l.id, 'lessonName', l.name,
        'score', 0.5, 'answered', 2) order by l.position), '[]'::jsonb) from lessons l),
      41.5, ${ANSWERS_PER_EXAM}, 12
    from unnest(${users}) as u(id) cross join generate_series(1, ${perStudent}) as n`);
  await handle.db.execute(sql`
    insert into exam_answers (exam_id, position, question_id, lesson_id, served_at, answered_at,
      user_answer, is_correct, scored, time_spent_seconds)
    select e.id, q.position, q.id, q.lesson_id, e.started_at, e.started_at + interval '40 seconds',
      q.answer, q.position % 3 <> 0, true, 40
    from exams e
    cross join (
      select id, lesson_id, answer, row_number() over (order by id)::int as position
      from questions where status = 'active' order by id limit ${ANSWERS_PER_EXAM}
    ) q
    where e.user_id = any(${users}) and e.status = 'finished'`);
}
