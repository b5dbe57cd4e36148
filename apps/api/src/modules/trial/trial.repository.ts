import { and, asc, desc, eq, exists, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { lessons, questions, topics, trialAnswers, trials } from '../../db/schema';
import type { BlueprintItem } from './trial.blueprint';

export type TrialRow = typeof trials.$inferSelect;
export type NewTrialRow = typeof trials.$inferInsert;
export type TrialAnswerRow = typeof trialAnswers.$inferSelect;
export type NewTrialAnswerRow = typeof trialAnswers.$inferInsert;

/** The topic's lessons in teaching order. */
export function listTopicLessons(
  db: Database,
  topic: string,
): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: lessons.id, name: lessons.name })
    .from(lessons)
    .innerJoin(topics, eq(topics.id, lessons.topicId))
    .where(eq(topics.name, topic))
    .orderBy(asc(lessons.position), asc(lessons.name));
}

/** The topic's active questions, as the blueprint draws them. */
export function listBlueprintPool(db: Database, topic: string): Promise<BlueprintItem[]> {
  return db
    .select({
      id: questions.id,
      lessonId: questions.lessonId,
      templateId: questions.templateId,
      type: questions.type,
      b: questions.irtB,
    })
    .from(questions)
    .innerJoin(lessons, eq(lessons.id, questions.lessonId))
    .innerJoin(topics, eq(topics.id, lessons.topicId))
    .where(and(eq(questions.status, 'active'), eq(topics.name, topic)))
    .orderBy(asc(questions.id));
}

/** Question ids of the caller's latest trials in the topic (newest first), for freshness. */
export async function listRecentTrialQuestionIds(
  db: Database,
  userId: string,
  topic: string,
  howMany: number,
): Promise<string[]> {
  const rows = await db
    .select({ questionIds: trials.questionIds })
    .from(trials)
    .where(and(eq(trials.userId, userId), eq(trials.topic, topic)))
    .orderBy(desc(trials.startedAt))
    .limit(howMany);
  return rows.flatMap((row) => row.questionIds);
}

/** Template ids of the given questions. */
export async function listTemplateIds(db: Database, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectDistinct({ templateId: questions.templateId })
    .from(questions)
    .where(inArray(questions.id, [...ids]));
  return rows.flatMap((row) => (row.templateId === null ? [] : [row.templateId]));
}

/** The caller's trial, locked until the transaction ends (undefined when missing or not theirs). */
export async function lockTrial(
  db: Database,
  id: string,
  userId: string,
): Promise<TrialRow | undefined> {
  const [row] = await db
    .select()
    .from(trials)
    .where(and(eq(trials.id, id), eq(trials.userId, userId)))
    .for('update');
  return row;
}

export async function lockTrialById(db: Database, id: string): Promise<TrialRow | undefined> {
  const [row] = await db.select().from(trials).where(eq(trials.id, id)).for('update');
  return row;
}

export async function findTrial(
  db: Database,
  id: string,
  userId: string,
): Promise<TrialRow | undefined> {
  const [row] = await db
    .select()
    .from(trials)
    .where(and(eq(trials.id, id), eq(trials.userId, userId)));
  return row;
}

export function listRunningTrials(db: Database, userId: string) {
  return db
    .select()
    .from(trials)
    .where(and(eq(trials.userId, userId), eq(trials.status, 'running')))
    .orderBy(desc(trials.startedAt));
}

/** Ids of running trials whose deadline is before `before` (optionally one user's). */
export async function listOverdueTrialIds(
  db: Database,
  before: Date,
  userId?: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: trials.id })
    .from(trials)
    .where(
      and(
        eq(trials.status, 'running'),
        lt(trials.deadline, before),
        userId === undefined ? undefined : eq(trials.userId, userId),
      ),
    );
  return rows.map((row) => row.id);
}

export async function insertTrial(db: Database, row: NewTrialRow): Promise<TrialRow> {
  const [created] = await db.insert(trials).values(row).returning();
  if (!created) throw new Error('trial insert returned nothing');
  return created;
}

export async function updateTrial(
  db: Database,
  id: string,
  patch: Partial<NewTrialRow>,
): Promise<TrialRow> {
  const [updated] = await db.update(trials).set(patch).where(eq(trials.id, id)).returning();
  if (!updated) throw new Error(`trial ${id} missing on update`);
  return updated;
}

export function listAnswers(db: Database, trialId: string): Promise<TrialAnswerRow[]> {
  return db
    .select()
    .from(trialAnswers)
    .where(eq(trialAnswers.trialId, trialId))
    .orderBy(asc(trialAnswers.position));
}

export async function insertAnswer(db: Database, row: NewTrialAnswerRow): Promise<TrialAnswerRow> {
  const [created] = await db.insert(trialAnswers).values(row).returning();
  if (!created) throw new Error('trial answer insert returned nothing');
  return created;
}

/** A trial's answers with each question's text, figure and stored answer (for a finished trial). */
export function listAnswersWithQuestions(db: Database, trialId: string) {
  return db
    .select({
      answer: trialAnswers,
      text: questions.text,
      graph: questions.graph,
      correctAnswer: questions.answer,
    })
    .from(trialAnswers)
    .innerJoin(questions, eq(questions.id, trialAnswers.questionId))
    .where(eq(trialAnswers.trialId, trialId))
    .orderBy(asc(trialAnswers.position));
}

/**
 * The caller's finished trials with at least one question answered or closed by the clock,
 * newest first (a trial replaced before its first answer is not an attempt worth listing).
 */
export function listPastTrials(db: Database, userId: string) {
  return db
    .select()
    .from(trials)
    .where(
      and(
        eq(trials.userId, userId),
        eq(trials.status, 'finished'),
        exists(
          db
            .select({ one: sql`1` })
            .from(trialAnswers)
            .where(eq(trialAnswers.trialId, trials.id)),
        ),
      ),
    )
    .orderBy(desc(trials.finishedAt), desc(trials.startedAt));
}

/** True when the question was reached in one of the user's finished trials. */
export async function wasInFinishedTrial(
  db: Database,
  userId: string,
  questionId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: trialAnswers.id })
    .from(trialAnswers)
    .innerJoin(trials, eq(trials.id, trialAnswers.trialId))
    .where(
      and(
        eq(trialAnswers.questionId, questionId),
        eq(trials.userId, userId),
        eq(trials.status, 'finished'),
      ),
    )
    .limit(1);
  return row !== undefined;
}
