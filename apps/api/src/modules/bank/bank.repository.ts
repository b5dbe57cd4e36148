import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { figures, lessons, questions, topics } from '../../db/schema';

export type NewQuestionRow = typeof questions.$inferInsert;
export type NewFigureRow = typeof figures.$inferInsert;
export type QuestionRow = typeof questions.$inferSelect;

/** Rows per INSERT: large enough to be fast, small enough to stay under parameter limits. */
const BATCH_SIZE = 200;

export async function findQuestion(db: Database, id: string): Promise<QuestionRow | undefined> {
  const [row] = await db.select().from(questions).where(eq(questions.id, id));
  return row;
}

/** A question with its lesson's name (for reviews of finished attempts). */
export async function findQuestionWithLesson(db: Database, id: string) {
  const [row] = await db
    .select({ question: questions, lessonName: lessons.name })
    .from(questions)
    .innerJoin(lessons, eq(lessons.id, questions.lessonId))
    .where(eq(questions.id, id));
  return row;
}

export function countQuestions(db: Database): Promise<number> {
  return db.$count(questions);
}

/** The topic's id, created when new. */
export async function ensureTopic(db: Database, name: string): Promise<string> {
  await db.insert(topics).values({ name }).onConflictDoNothing({ target: topics.name });
  const [row] = await db.select({ id: topics.id }).from(topics).where(eq(topics.name, name));
  if (!row) throw new Error(`topic ${name} missing after insert`);
  return row.id;
}

/** A topic's lessons with their teaching positions. */
export function listTopicLessonRows(db: Database, topicId: string) {
  return db
    .select({ id: lessons.id, name: lessons.name, position: lessons.position })
    .from(lessons)
    .where(eq(lessons.topicId, topicId));
}

/** Lesson ids by name, each created (at its position) when new. */
export async function ensureLessons(
  db: Database,
  topicId: string,
  wanted: readonly { name: string; position: number }[],
): Promise<Map<string, string>> {
  if (wanted.length > 0) {
    await db
      .insert(lessons)
      .values(wanted.map((lesson) => ({ topicId, ...lesson })))
      .onConflictDoNothing({ target: [lessons.topicId, lessons.name] });
  }
  const rows = await db
    .select({ id: lessons.id, name: lessons.name })
    .from(lessons)
    .where(eq(lessons.topicId, topicId));
  return new Map(rows.map((row) => [row.name, row.id]));
}

export async function insertFigures(db: Database, rows: readonly NewFigureRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await db
      .insert(figures)
      .values(rows.slice(start, start + BATCH_SIZE))
      .onConflictDoNothing({ target: figures.id });
  }
}

/** Inserts questions; one already stored (same variant key) is skipped. Returns how many were new. */
export async function insertQuestions(
  db: Database,
  rows: readonly NewQuestionRow[],
): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const result = await db
      .insert(questions)
      .values(rows.slice(start, start + BATCH_SIZE))
      .onConflictDoNothing({ target: questions.variantKey })
      .returning({ id: questions.id });
    inserted += result.length;
  }
  return inserted;
}

/** The topic's lessons in teaching order. */
export function listLessons(db: Database, topicName: string) {
  return db
    .select({ id: lessons.id, name: lessons.name })
    .from(lessons)
    .innerJoin(topics, eq(topics.id, lessons.topicId))
    .where(eq(topics.name, topicName))
    .orderBy(asc(lessons.position), asc(lessons.name));
}

export async function findFigure(db: Database, id: string) {
  const [row] = await db.select().from(figures).where(eq(figures.id, id));
  return row;
}

export function findFigures(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(figures)
    .where(inArray(figures.id, [...ids]));
}

/** Active questions with their lesson name, in lesson order then insertion order. */
export function listActiveQuestions(db: Database) {
  return db
    .select({ question: questions, lessonName: lessons.name, lessonPosition: lessons.position })
    .from(questions)
    .innerJoin(lessons, eq(lessons.id, questions.lessonId))
    .where(eq(questions.status, 'active'))
    .orderBy(asc(lessons.position), asc(questions.createdAt), asc(questions.variantKey));
}

export async function countFigures(db: Database): Promise<number> {
  return db.$count(figures);
}

/** Questions of one lesson (a few, for previews). */
/** Up to `limit` questions of a lesson, one variant of each template before any second one. */
export function sampleQuestions(db: Database, lessonId: string, limit: number) {
  return db
    .select()
    .from(questions)
    .where(and(eq(questions.lessonId, lessonId), eq(questions.status, 'active')))
    .orderBy(
      sql`row_number() over (partition by coalesce(${questions.templateId}, ${questions.id}::text) order by ${questions.variantKey})`,
      asc(questions.templateId),
      asc(questions.variantKey),
    )
    .limit(limit);
}

export const distinctTemplateCount = async (db: Database): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${questions.templateId})::int` })
    .from(questions)
    .where(eq(questions.status, 'active'));
  return row?.n ?? 0;
};
