import { and, asc, countDistinct, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  examAnswers,
  exams,
  lessons,
  practiceAnswers,
  practiceSessions,
  questions,
  topics,
} from '../../db/schema';
import type { PracticeItem, PracticeResponse } from './practice.choice';

export type PracticeSessionRow = typeof practiceSessions.$inferSelect;
export type NewPracticeSessionRow = typeof practiceSessions.$inferInsert;
export type PracticeAnswerRow = typeof practiceAnswers.$inferSelect;
export type NewPracticeAnswerRow = typeof practiceAnswers.$inferInsert;

/** The columns of a question the practice choice reads (PracticeItem); the review's pool too. */
export const itemColumns = {
  id: questions.id,
  lessonId: questions.lessonId,
  templateId: questions.templateId,
  type: questions.type,
  a: questions.irtA,
  b: questions.irtB,
  c: questions.irtC,
};

/** Every topic with its number of lessons and of active questions. */
export function listTopicCounts(db: Database) {
  return db
    .select({
      name: topics.name,
      lessons: countDistinct(lessons.id),
      questions: countDistinct(questions.id),
    })
    .from(topics)
    .leftJoin(lessons, eq(lessons.topicId, topics.id))
    .leftJoin(questions, and(eq(questions.lessonId, lessons.id), eq(questions.status, 'active')))
    .groupBy(topics.name)
    .orderBy(asc(topics.name));
}

/** Every lesson with active questions, with its topic and count, in teaching order. */
export function listLessonCounts(db: Database) {
  return db
    .select({
      topic: topics.name,
      id: lessons.id,
      name: lessons.name,
      questions: countDistinct(questions.id),
    })
    .from(lessons)
    .innerJoin(topics, eq(topics.id, lessons.topicId))
    .innerJoin(questions, and(eq(questions.lessonId, lessons.id), eq(questions.status, 'active')))
    .groupBy(topics.name, lessons.id, lessons.name, lessons.position)
    .orderBy(asc(lessons.position), asc(lessons.name));
}

/** The topic's active questions: a topic session's pool. */
export function listTopicPool(db: Database, topic: string): Promise<PracticeItem[]> {
  return db
    .select(itemColumns)
    .from(questions)
    .innerJoin(lessons, eq(lessons.id, questions.lessonId))
    .innerJoin(topics, eq(topics.id, lessons.topicId))
    .where(and(eq(questions.status, 'active'), eq(topics.name, topic)))
    .orderBy(asc(questions.id));
}

/** The lesson's active questions in the topic: a lesson session's pool (empty: no such lesson). */
export function listLessonPool(
  db: Database,
  topic: string,
  lessonId: string,
): Promise<PracticeItem[]> {
  return db
    .select(itemColumns)
    .from(questions)
    .innerJoin(lessons, eq(lessons.id, questions.lessonId))
    .innerJoin(topics, eq(topics.id, lessons.topicId))
    .where(and(eq(questions.status, 'active'), eq(topics.name, topic), eq(lessons.id, lessonId)))
    .orderBy(asc(questions.id));
}

export async function findLessonName(db: Database, id: string): Promise<string | undefined> {
  const [row] = await db.select({ name: lessons.name }).from(lessons).where(eq(lessons.id, id));
  return row?.name;
}

/** The given questions (a mistakes or review session's fixed queue), whatever their status now. */
export async function listItems(db: Database, ids: readonly string[]): Promise<PracticeItem[]> {
  if (ids.length === 0) return [];
  return db
    .select(itemColumns)
    .from(questions)
    .where(inArray(questions.id, [...ids]))
    .orderBy(asc(questions.id));
}

/** Active questions of the given templates in the topic (candidates for a mistakes session). */
export async function listTemplateVariants(
  db: Database,
  topic: string,
  templateIds: readonly string[],
): Promise<PracticeItem[]> {
  if (templateIds.length === 0) return [];
  return db
    .select(itemColumns)
    .from(questions)
    .innerJoin(lessons, eq(lessons.id, questions.lessonId))
    .innerJoin(topics, eq(topics.id, lessons.topicId))
    .where(
      and(
        eq(questions.status, 'active'),
        eq(topics.name, topic),
        inArray(questions.templateId, [...templateIds]),
      ),
    )
    .orderBy(asc(questions.id));
}

/** The student's scored answers in the topic, exams and practice, with the items' parameters. */
export async function listResponses(
  db: Database,
  userId: string,
  topic: string,
): Promise<PracticeResponse[]> {
  const fromExams = await db
    .select({
      lessonId: questions.lessonId,
      a: questions.irtA,
      b: questions.irtB,
      c: questions.irtC,
      correct: examAnswers.isCorrect,
    })
    .from(examAnswers)
    .innerJoin(exams, eq(exams.id, examAnswers.examId))
    .innerJoin(questions, eq(questions.id, examAnswers.questionId))
    .where(and(eq(exams.userId, userId), eq(exams.topic, topic), eq(examAnswers.scored, true)));
  const fromPractice = await db
    .select({
      lessonId: questions.lessonId,
      a: questions.irtA,
      b: questions.irtB,
      c: questions.irtC,
      // The first try is what the student could do unaided (issue 22: a second try is weaker).
      correct: practiceAnswers.firstTryCorrect,
    })
    .from(practiceAnswers)
    .innerJoin(practiceSessions, eq(practiceSessions.id, practiceAnswers.sessionId))
    .innerJoin(questions, eq(questions.id, practiceAnswers.questionId))
    .where(and(eq(practiceSessions.userId, userId), eq(practiceSessions.topic, topic)));
  return [...fromExams, ...fromPractice];
}

/** Ids of every question the student has answered (exams and practice). */
export async function listAnsweredQuestionIds(db: Database, userId: string): Promise<Set<string>> {
  const fromExams = await db
    .select({ id: examAnswers.questionId })
    .from(examAnswers)
    .innerJoin(exams, eq(exams.id, examAnswers.examId))
    .where(eq(exams.userId, userId));
  const fromPractice = await db
    .select({ id: practiceAnswers.questionId })
    .from(practiceAnswers)
    .innerJoin(practiceSessions, eq(practiceSessions.id, practiceAnswers.sessionId))
    .where(eq(practiceSessions.userId, userId));
  return new Set([...fromExams, ...fromPractice].map((row) => row.id));
}

/** The questions of an attempt in order, with their template and whether they were missed. */
export function listExamOutcomes(db: Database, examId: string) {
  return db
    .select({
      questionId: examAnswers.questionId,
      templateId: questions.templateId,
      missed: sql<boolean>`not ${examAnswers.isCorrect} and ${examAnswers.userAnswer} <> ''`,
    })
    .from(examAnswers)
    .innerJoin(questions, eq(questions.id, examAnswers.questionId))
    .where(eq(examAnswers.examId, examId))
    .orderBy(asc(examAnswers.position));
}

export function listPracticeOutcomes(db: Database, sessionId: string) {
  return db
    .select({
      questionId: practiceAnswers.questionId,
      templateId: questions.templateId,
      // Not right at the first try: a right second try is still a mistake to practise (issue 22).
      missed: sql<boolean>`not ${practiceAnswers.firstTryCorrect}`,
    })
    .from(practiceAnswers)
    .innerJoin(questions, eq(questions.id, practiceAnswers.questionId))
    .where(eq(practiceAnswers.sessionId, sessionId))
    .orderBy(asc(practiceAnswers.position));
}

export async function findFinishedExam(db: Database, id: string, userId: string) {
  const [row] = await db
    .select()
    .from(exams)
    .where(and(eq(exams.id, id), eq(exams.userId, userId), eq(exams.status, 'finished')));
  return row;
}

/** The caller's session, locked until the transaction ends (undefined when missing or not theirs). */
export async function lockSession(
  db: Database,
  id: string,
  userId: string,
): Promise<PracticeSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(practiceSessions)
    .where(and(eq(practiceSessions.id, id), eq(practiceSessions.userId, userId)))
    .for('update');
  return row;
}

export async function findSession(
  db: Database,
  id: string,
  userId: string,
): Promise<PracticeSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(practiceSessions)
    .where(and(eq(practiceSessions.id, id), eq(practiceSessions.userId, userId)));
  return row;
}

export async function insertSession(
  db: Database,
  row: NewPracticeSessionRow,
): Promise<PracticeSessionRow> {
  const [created] = await db.insert(practiceSessions).values(row).returning();
  if (!created) throw new Error('practice session insert returned nothing');
  return created;
}

export async function updateSession(
  db: Database,
  id: string,
  patch: Partial<NewPracticeSessionRow>,
): Promise<PracticeSessionRow> {
  const [updated] = await db
    .update(practiceSessions)
    .set(patch)
    .where(eq(practiceSessions.id, id))
    .returning();
  if (!updated) throw new Error(`practice session ${id} missing on update`);
  return updated;
}

export function listAnswers(db: Database, sessionId: string): Promise<PracticeAnswerRow[]> {
  return db
    .select()
    .from(practiceAnswers)
    .where(eq(practiceAnswers.sessionId, sessionId))
    .orderBy(asc(practiceAnswers.position));
}

export async function insertAnswer(
  db: Database,
  row: NewPracticeAnswerRow,
): Promise<PracticeAnswerRow> {
  const [created] = await db.insert(practiceAnswers).values(row).returning();
  if (!created) throw new Error('practice answer insert returned nothing');
  return created;
}

export async function setAnswerTime(db: Database, id: string, seconds: number): Promise<void> {
  await db
    .update(practiceAnswers)
    .set({ timeSpentSeconds: seconds })
    .where(eq(practiceAnswers.id, id));
}

/** A session's answers with their questions and lesson names, in order. */
export function listAnswersWithQuestions(db: Database, sessionId: string) {
  return db
    .select({ answer: practiceAnswers, question: questions, lessonName: lessons.name })
    .from(practiceAnswers)
    .innerJoin(questions, eq(questions.id, practiceAnswers.questionId))
    .innerJoin(lessons, eq(lessons.id, questions.lessonId))
    .where(eq(practiceAnswers.sessionId, sessionId))
    .orderBy(asc(practiceAnswers.position));
}

/** The seconds spent on a session's checked answers, summed (0 when none). */
export async function sumAnswerSeconds(db: Database, sessionId: string): Promise<number> {
  const [row] = await db
    .select({
      seconds: sql<number>`coalesce(sum(${practiceAnswers.timeSpentSeconds}), 0)::float8`,
    })
    .from(practiceAnswers)
    .where(eq(practiceAnswers.sessionId, sessionId));
  return Number(row?.seconds ?? 0);
}

/** The caller's sessions with at least one answer, newest first, with their total time. */
export function listHistory(db: Database, userId: string) {
  const totalTime = db
    .select({
      sessionId: practiceAnswers.sessionId,
      seconds: sql<number>`sum(${practiceAnswers.timeSpentSeconds})::float8`.as('seconds'),
    })
    .from(practiceAnswers)
    .groupBy(practiceAnswers.sessionId)
    .as('total_time');
  return db
    .select({ session: practiceSessions, seconds: totalTime.seconds, lessonName: lessons.name })
    .from(practiceSessions)
    .innerJoin(totalTime, eq(totalTime.sessionId, practiceSessions.id))
    .leftJoin(lessons, eq(lessons.id, practiceSessions.lessonId))
    .where(and(eq(practiceSessions.userId, userId), gt(practiceSessions.totalAnswered, 0)))
    .orderBy(desc(practiceSessions.startedAt), desc(practiceSessions.id));
}
