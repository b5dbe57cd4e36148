import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { figures, lessons, questions, shippedBank, topics } from '../../db/schema';
import type { QuestionRow } from './question-row';

export type NewQuestionRow = typeof questions.$inferInsert;
export type NewFigureRow = typeof figures.$inferInsert;

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

/**
 * A shipped (template-made) question: an imported one may carry the template id its export
 * named, and is still not the sync's to keep or retire.
 */
const isShipped = () => and(isNotNull(questions.templateId), eq(questions.imported, false));

/** Template-made questions, active or retired: whether the shipped bank was ever seeded. */
export function countShippedQuestions(db: Database): Promise<number> {
  return db.$count(questions, isShipped());
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

/**
 * Puts a topic's lessons in teaching order: the bank's lessons at their index in `bankNames`,
 * every other lesson (from an import) after them, in the order they had. A new release of the
 * bank may insert lessons between old ones; without this, old databases kept the old positions.
 */
export async function orderLessons(
  db: Database,
  topicId: string,
  bankNames: readonly string[],
): Promise<void> {
  const rows = await listTopicLessonRows(db, topicId);
  const bankIndex = new Map(bankNames.map((name, index) => [name, index]));
  const others = rows
    .filter((row) => !bankIndex.has(row.name))
    .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));
  const wanted = new Map<string, number>([
    ...rows.flatMap((row) => {
      const index = bankIndex.get(row.name);
      return index === undefined ? [] : [[row.id, index] as [string, number]];
    }),
    ...others.map((row, rank) => [row.id, bankNames.length + rank] as [string, number]),
  ]);
  for (const row of rows) {
    const position = wanted.get(row.id);
    if (position !== undefined && position !== row.position) {
      await db.update(lessons).set({ position }).where(eq(lessons.id, row.id));
    }
  }
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
      // One active row per variant key (a retired row may share it).
      .onConflictDoNothing({ target: questions.variantKey, where: sql`status = 'active'` })
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

/** Active questions with their lesson and topic, in topic, lesson and insertion order. */
export function listActiveQuestions(db: Database) {
  return db
    .select({
      question: questions,
      lessonName: lessons.name,
      lessonPosition: lessons.position,
      topicName: topics.name,
    })
    .from(questions)
    .innerJoin(lessons, eq(lessons.id, questions.lessonId))
    .innerJoin(topics, eq(topics.id, lessons.topicId))
    .where(eq(questions.status, 'active'))
    .orderBy(
      asc(topics.name),
      asc(lessons.position),
      asc(questions.createdAt),
      asc(questions.variantKey),
    );
}

export function listTopics(db: Database) {
  return db.select({ id: topics.id, name: topics.name }).from(topics);
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

/** The shipped (template-made) questions still active, with their figure's description. */
export function listShippedQuestions(db: Database) {
  return db
    .select({ question: questions, figure: figures.description })
    .from(questions)
    .leftJoin(figures, sql`${questions.graph} = '/api/graph/' || ${figures.id}`)
    .where(and(isShipped(), eq(questions.status, 'active')));
}

/** Retires questions: they leave exams, trials and practice, and their rows stay for history. */
export async function retireQuestions(db: Database, ids: readonly string[]): Promise<void> {
  for (let start = 0; start < ids.length; start += BATCH_SIZE) {
    await db
      .update(questions)
      .set({ status: 'retired' })
      .where(inArray(questions.id, ids.slice(start, start + BATCH_SIZE)));
  }
}

/**
 * What may change in place on a shipped question: how it is drawn and explained, its hints and
 * worked steps, and what `bank stats` reads about it (docs/decisions/036).
 */
export type QuestionPresentation = Pick<
  NewQuestionRow,
  | 'graph'
  | 'variantKey'
  | 'explanation'
  | 'distractorTags'
  | 'familyId'
  | 'hints'
  | 'steps'
  | 'frame'
  | 'multiStep'
  | 'inContext'
>;

export async function updateQuestionPresentation(
  db: Database,
  id: string,
  presentation: QuestionPresentation,
): Promise<void> {
  await db.update(questions).set(presentation).where(eq(questions.id, id));
}

const SHIPPED_BANK_ROW = 'shipped';

export async function findShippedFingerprint(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ fingerprint: shippedBank.fingerprint })
    .from(shippedBank)
    .where(eq(shippedBank.id, SHIPPED_BANK_ROW));
  return row?.fingerprint ?? null;
}

export async function saveShippedFingerprint(db: Database, fingerprint: string): Promise<void> {
  await db
    .insert(shippedBank)
    .values({ id: SHIPPED_BANK_ROW, fingerprint })
    .onConflictDoUpdate({
      target: shippedBank.id,
      set: { fingerprint, syncedAt: new Date() },
    });
}

/** Serialises shipped-bank syncs of several API processes starting at once (one transaction). */
export async function lockShippedBankSync(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(7319001)`);
}
