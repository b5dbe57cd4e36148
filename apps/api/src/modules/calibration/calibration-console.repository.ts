import { desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { bankVersion, calibrationRuns, questions, users } from '../../db/schema';
import { questionPreviewSql } from '../problem-reports/question-preview';

/** node-postgres returns `{ rows }`, PGlite through Drizzle may return the rows themselves. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * What a calibration reads, in one fingerprint: how many answers (scored exam answers and
 * practice answers, as listResponses), the newest one's time, and the bank version (any change
 * of parameters or questions since). A proposal is applied only while it still matches.
 */
export async function readBasis(db: Database): Promise<string> {
  const result = await db.execute<{ answers: number; newest: string | null; version: number }>(sql`
    select
      (select count(*) from exam_answers where scored)::bigint
        + (select count(*) from practice_answers)::bigint as answers,
      greatest(
        (select max(answered_at) from exam_answers where scored),
        (select max(checked_at) from practice_answers)
      )::text as newest,
      (select version from bank_version where id = 1) as version`);
  const [row] = rowsOf<{ answers: number | string; newest: string | null; version: number }>(
    result,
  );
  const newest = row?.newest ? new Date(row.newest).getTime() : 0;
  return `v1:${String(row?.answers ?? 0)}:${newest}:${String(row?.version ?? 0)}`;
}

/**
 * Serializes calibrations with every other bank change: the bank version's row, locked until
 * the transaction ends (every bank change updates it).
 */
export async function lockBankVersion(db: Database): Promise<void> {
  await db
    .select({ id: bankVersion.id })
    .from(bankVersion)
    .where(eq(bankVersion.id, 1))
    .for('update');
}

/** The questions of the given families, with their own parameters (all statuses, as updateFamily). */
export function listFamilyQuestions(db: Database, families: readonly string[]) {
  if (families.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: questions.id,
      family: sql<string>`coalesce(${questions.familyId}, ${questions.id}::text)`,
      a: questions.irtA,
      b: questions.irtB,
      preview: questionPreviewSql(questions.text),
    })
    .from(questions)
    .where(inArray(sql`coalesce(${questions.familyId}, ${questions.id}::text)`, [...families]))
    .orderBy(questions.id);
}

/** Sets one question's parameters; returns them as stored (real columns round). */
export async function setQuestionParameters(
  db: Database,
  questionId: string,
  a: number,
  b: number,
  at: Date,
): Promise<{ a: number; b: number }> {
  const [row] = await db
    .update(questions)
    .set({ irtA: a, irtB: b, updatedAt: at })
    .where(eq(questions.id, questionId))
    .returning({ a: questions.irtA, b: questions.irtB });
  if (!row) throw new Error(`question ${questionId} vanished during calibration`);
  return row;
}

export function readQuestionParameters(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: questions.id,
      a: questions.irtA,
      b: questions.irtB,
      preview: questionPreviewSql(questions.text),
    })
    .from(questions)
    .where(inArray(questions.id, [...ids]));
}

export type StoredChange = { questionId: string; a: [number, number]; b: [number, number] };

export async function insertRun(
  db: Database,
  values: { appliedBy: string; changes: StoredChange[]; createdAt: Date },
) {
  const [row] = await db
    .insert(calibrationRuns)
    .values(values)
    .returning({ id: calibrationRuns.id });
  if (!row) throw new Error('calibration run not written');
  return row.id;
}

const appliers = alias(users, 'appliers');
const reverters = alias(users, 'reverters');

/** Runs, newest first, with the names of who applied and reverted them ('' once deleted). */
export function listRuns(db: Database, runId?: string) {
  return db
    .select({
      id: calibrationRuns.id,
      appliedAt: calibrationRuns.createdAt,
      appliedBy: sql<string>`coalesce(${appliers.username}, '')`,
      changed: sql<number>`jsonb_array_length(${calibrationRuns.changes})::int`,
      revertedAt: calibrationRuns.revertedAt,
      revertedBy: sql<string>`coalesce(${reverters.username}, '')`,
    })
    .from(calibrationRuns)
    .leftJoin(appliers, eq(appliers.id, calibrationRuns.appliedBy))
    .leftJoin(reverters, eq(reverters.id, calibrationRuns.revertedBy))
    .where(runId === undefined ? undefined : eq(calibrationRuns.id, runId))
    .orderBy(desc(calibrationRuns.createdAt), desc(calibrationRuns.id))
    .limit(200);
}

export async function lockRun(db: Database, runId: string) {
  const [row] = await db
    .select({
      id: calibrationRuns.id,
      changes: calibrationRuns.changes,
      revertedAt: calibrationRuns.revertedAt,
    })
    .from(calibrationRuns)
    .where(eq(calibrationRuns.id, runId))
    .for('update');
  return row;
}

export async function markReverted(db: Database, runId: string, by: string, at: Date) {
  await db
    .update(calibrationRuns)
    .set({ revertedAt: at, revertedBy: by })
    .where(eq(calibrationRuns.id, runId));
}
