import { and, asc, desc, eq, exists, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  examAnswers,
  exams,
  lessons,
  practiceAnswers,
  practiceSessions,
  questions,
  topics,
  trialAnswers,
  trials,
} from '../../db/schema';

export type ExamRow = typeof exams.$inferSelect;
export type NewExamRow = typeof exams.$inferInsert;
export type ExamAnswerRow = typeof examAnswers.$inferSelect;
export type NewExamAnswerRow = typeof examAnswers.$inferInsert;

/** The topic's active questions with their lesson, lessons in teaching order. */
export function listTopicQuestions(db: Database, topic: string) {
  return db
    .select({
      id: questions.id,
      lessonId: questions.lessonId,
      type: questions.type,
      templateId: questions.templateId,
      a: questions.irtA,
      b: questions.irtB,
      c: questions.irtC,
      lessonName: lessons.name,
      lessonPosition: lessons.position,
    })
    .from(questions)
    .innerJoin(lessons, eq(lessons.id, questions.lessonId))
    .innerJoin(topics, eq(topics.id, lessons.topicId))
    .where(and(eq(questions.status, 'active'), eq(topics.name, topic)))
    .orderBy(asc(lessons.position), asc(lessons.name), asc(questions.createdAt), asc(questions.id));
}

/**
 * Exposure counters of a topic as the engine keeps them: sessions = exams started, counts = the
 * exams each question was served in (answered, or being shown now).
 */
export async function loadExposure(
  db: Database,
  topic: string,
): Promise<{ sessions: number; counts: Record<string, number> }> {
  const sessions = await db.$count(exams, eq(exams.topic, topic));
  const result = await db.execute<{ question_id: string; n: number }>(sql`
    select question_id, count(distinct exam_id)::int as n from (
      select ${examAnswers.questionId} as question_id, ${examAnswers.examId} as exam_id
        from ${examAnswers} join ${exams} on ${exams.id} = ${examAnswers.examId}
        where ${exams.topic} = ${topic}
      union
      select ${exams.currentQuestionId}, ${exams.id} from ${exams}
        where ${exams.topic} = ${topic} and ${exams.currentQuestionId} is not null
    ) served group by question_id`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    question_id: string;
    n: number;
  }[];
  return { sessions, counts: Object.fromEntries(rows.map((row) => [row.question_id, row.n])) };
}

/** The caller's exam, locked until the transaction ends (undefined when missing or not theirs). */
export async function lockExam(
  db: Database,
  id: string,
  userId: string,
): Promise<ExamRow | undefined> {
  const [row] = await db
    .select()
    .from(exams)
    .where(and(eq(exams.id, id), eq(exams.userId, userId)))
    .for('update');
  return row;
}

export async function lockExamById(db: Database, id: string): Promise<ExamRow | undefined> {
  const [row] = await db.select().from(exams).where(eq(exams.id, id)).for('update');
  return row;
}

export async function findExam(
  db: Database,
  id: string,
  userId: string,
): Promise<ExamRow | undefined> {
  const [row] = await db
    .select()
    .from(exams)
    .where(and(eq(exams.id, id), eq(exams.userId, userId)));
  return row;
}

export function listRunningExams(db: Database, userId: string) {
  return db
    .select()
    .from(exams)
    .where(and(eq(exams.userId, userId), eq(exams.status, 'running')))
    .orderBy(desc(exams.startedAt));
}

/** Ids of running exams whose deadline is before `before` (optionally one user's). */
export async function listOverdueExamIds(
  db: Database,
  before: Date,
  userId?: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: exams.id })
    .from(exams)
    .where(
      and(
        eq(exams.status, 'running'),
        lt(exams.deadline, before),
        userId === undefined ? undefined : eq(exams.userId, userId),
      ),
    );
  return rows.map((row) => row.id);
}

export async function insertExam(db: Database, row: NewExamRow): Promise<ExamRow> {
  const [created] = await db.insert(exams).values(row).returning();
  if (!created) throw new Error('exam insert returned nothing');
  return created;
}

export async function updateExam(
  db: Database,
  id: string,
  patch: Partial<NewExamRow>,
): Promise<ExamRow> {
  const [updated] = await db.update(exams).set(patch).where(eq(exams.id, id)).returning();
  if (!updated) throw new Error(`exam ${id} missing on update`);
  return updated;
}

export function listAnswers(db: Database, examId: string): Promise<ExamAnswerRow[]> {
  return db
    .select()
    .from(examAnswers)
    .where(eq(examAnswers.examId, examId))
    .orderBy(asc(examAnswers.position));
}

export async function insertAnswer(db: Database, row: NewExamAnswerRow): Promise<ExamAnswerRow> {
  const [created] = await db.insert(examAnswers).values(row).returning();
  if (!created) throw new Error('answer insert returned nothing');
  return created;
}

/** The caller's finished exams with at least one scored answer, newest first. */
export function listPastExams(db: Database, userId: string) {
  return db
    .select()
    .from(exams)
    .where(
      and(
        eq(exams.userId, userId),
        eq(exams.status, 'finished'),
        exists(
          db
            .select({ one: sql`1` })
            .from(examAnswers)
            .where(and(eq(examAnswers.examId, exams.id), eq(examAnswers.scored, true))),
        ),
      ),
    )
    .orderBy(desc(exams.finishedAt), desc(exams.startedAt));
}

/**
 * An exam's answers with each question's stored answer, text and lesson name (for the details of
 * a finished exam).
 */
export function listAnswersWithCorrect(db: Database, examId: string) {
  return db
    .select({
      answer: examAnswers,
      correctAnswer: questions.answer,
      text: questions.text,
      lessonName: lessons.name,
    })
    .from(examAnswers)
    .innerJoin(questions, eq(questions.id, examAnswers.questionId))
    .innerJoin(lessons, eq(lessons.id, questions.lessonId))
    .where(eq(examAnswers.examId, examId))
    .orderBy(asc(examAnswers.position));
}

/** True when the question was served in one of the user's finished exams. */
export async function wasInFinishedExam(
  db: Database,
  userId: string,
  questionId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: examAnswers.id })
    .from(examAnswers)
    .innerJoin(exams, eq(exams.id, examAnswers.examId))
    .where(
      and(
        eq(examAnswers.questionId, questionId),
        eq(exams.userId, userId),
        eq(exams.status, 'finished'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Ids of the questions whose correct answer the student has been shown (decision 012, "Answers
 * already shown"): every question of their finished exams (the details list them all with the
 * correct answer), the questions reached in their finished trials (the report does the same),
 * and every practice question they checked (Show Answer). Each part reads through an index on
 * the owner and one on the attempt.
 */
export async function listRevealedQuestionIds(db: Database, userId: string): Promise<string[]> {
  const result = await db.execute<{ question_id: string }>(sql`
    select ${examAnswers.questionId} as question_id
      from ${examAnswers} join ${exams} on ${exams.id} = ${examAnswers.examId}
      where ${exams.userId} = ${userId} and ${exams.status} = 'finished'
    union
    select ${trialAnswers.questionId}
      from ${trialAnswers} join ${trials} on ${trials.id} = ${trialAnswers.trialId}
      where ${trials.userId} = ${userId} and ${trials.status} = 'finished'
    union
    select ${practiceAnswers.questionId}
      from ${practiceAnswers}
      join ${practiceSessions} on ${practiceSessions.id} = ${practiceAnswers.sessionId}
      where ${practiceSessions.userId} = ${userId}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    question_id: string;
  }[];
  return rows.map((row) => row.question_id);
}
