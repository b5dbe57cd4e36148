import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { lessons, questions, topics } from '../../db/schema';
import type { QuestionRow } from '../bank/question-row';

/** Raw rows of `db.execute`: node-postgres answers `{ rows }`, PGlite an array-like result. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

export interface QuestionListFilter {
  lessonId?: string | undefined;
  type?: 'MCQ' | 'short_answer' | undefined;
  status?: 'active' | 'retired' | 'draft' | undefined;
  text?: string | undefined;
  minReports?: number | undefined;
}

/** Where a page starts: after this (updated_at, id), newest change first. */
export interface ListCursor {
  updatedAt: string;
  id: string;
}

/** `%`, `_` and the escape character itself match literally in ILIKE. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const openReportsOf = (questionId: SQL | string) =>
  sql<number>`(select count(*)::int from question_reports r
    where r.question_id = ${questionId} and r.status = 'open')`;

function filterOf(filter: QuestionListFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.lessonId) parts.push(sql`q.lesson_id = ${filter.lessonId}`);
  if (filter.type) parts.push(sql`q.type = ${filter.type}`);
  if (filter.status) parts.push(sql`q.status = ${filter.status}`);
  if (filter.text) parts.push(sql`q.text ilike ${likePattern(filter.text)} escape '\\'`);
  if (filter.minReports && filter.minReports > 0) {
    // One pass over the open reports (their status index), not a count per question.
    parts.push(sql`q.id in (select r.question_id from question_reports r where r.status = 'open'
      group by r.question_id having count(*) >= ${filter.minReports})`);
  }
  return parts.length > 0 ? sql.join(parts, sql` and `) : undefined;
}

export interface ListedQuestion {
  id: string;
  lesson_id: string;
  lesson_name: string;
  type: 'MCQ' | 'short_answer';
  status: 'active' | 'retired' | 'draft';
  head: string;
  version: number;
  has_figure: boolean;
  open_reports: number;
  imported: boolean;
  /** updated_at to the microsecond, as the cursor names it. */
  cursor_at: string;
}

/**
 * One page of the console's list, newest change first, keyset-paged on (updated_at, id) with
 * the index questions_updated_at_id_idx: a page costs the same at the start and deep in the bank.
 */
export async function listQuestionPage(
  db: Database,
  filter: QuestionListFilter,
  cursor: ListCursor | null,
  limit: number,
): Promise<ListedQuestion[]> {
  const where = filterOf(filter);
  const after = cursor
    ? sql`(q.updated_at, q.id) < (${cursor.updatedAt}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  const conditions = [where, after].filter((part): part is SQL => part !== undefined);
  const result = await db.execute(sql`
    select q.id, q.lesson_id, l.name as lesson_name, q.type, q.status,
      left(q.text, 400) as head, q.version, (q.graph <> '') as has_figure,
      ${openReportsOf(sql`q.id`)} as open_reports, q.imported,
      to_char(q.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at
    from questions q join lessons l on l.id = q.lesson_id
    ${conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``}
    order by q.updated_at desc, q.id desc
    limit ${limit}`);
  return rowsOf<ListedQuestion>(result);
}

export async function countQuestionList(db: Database, filter: QuestionListFilter) {
  const where = filterOf(filter);
  const result = await db.execute(sql`
    select count(*)::int as n from questions q ${where ? sql`where ${where}` : sql``}`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/**
 * Times served per question, over the question and every earlier version of it (previous_id
 * walked back): exam, trial and practice answers.
 */
export async function servedCounts(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with recursive chain(root, id, previous_id) as (
      select id, id, previous_id from questions where id in (${list})
      union all
      select c.root, q.id, q.previous_id from chain c join questions q on q.id = c.previous_id
    ), answered(question_id) as (
      select question_id from exam_answers where question_id in (select id from chain)
      union all
      select question_id from trial_answers where question_id in (select id from chain)
      union all
      select question_id from practice_answers where question_id in (select id from chain)
    )
    select c.root as id, count(a.question_id)::int as n
    from chain c left join answered a on a.question_id = c.id
    group by c.root`);
  return new Map(rowsOf<{ id: string; n: number }>(result).map((row) => [row.id, row.n]));
}

/**
 * Whether this row was ever shown to a student: any answer to it, or the question a running
 * exam or practice session is on, or one of a running trial's questions (a trial's form is
 * drawn when it starts).
 */
export async function wasServed(db: Database, id: string): Promise<boolean> {
  const result = await db.execute(sql`
    select (
      exists (select 1 from exam_answers where question_id = ${id})
      or exists (select 1 from trial_answers where question_id = ${id})
      or exists (select 1 from practice_answers where question_id = ${id})
      or exists (select 1 from exams where status = 'running' and current_question_id = ${id})
      or exists (select 1 from practice_sessions
        where status = 'running' and current_question_id = ${id})
      or exists (select 1 from trials
        where status = 'running' and question_ids @> jsonb_build_array(${id}::text))
    ) as served`);
  return rowsOf<{ served: boolean }>(result)[0]?.served === true;
}

/** Answers to this one row (the detail's `served`) plus the running attempts showing it. */
export async function servedCountOfRow(db: Database, id: string): Promise<number> {
  const result = await db.execute(sql`
    select
      (select count(*) from exam_answers where question_id = ${id})
      + (select count(*) from trial_answers where question_id = ${id})
      + (select count(*) from practice_answers where question_id = ${id})
      + (select count(*) from exams where status = 'running' and current_question_id = ${id})
      + (select count(*) from practice_sessions
          where status = 'running' and current_question_id = ${id})
      as n`);
  return Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);
}

export async function openReportCount(db: Database, id: string): Promise<number> {
  const result = await db.execute(sql`select ${openReportsOf(id)} as n`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

export interface VersionRow {
  id: string;
  version: number;
  status: 'active' | 'retired' | 'draft';
  created_at: string;
  edited_by: string | null;
}

/** Every version of a question's chain (previous_id walked both ways), oldest first. */
export async function versionChain(db: Database, id: string): Promise<VersionRow[]> {
  const result = await db.execute(sql`
    with recursive back(id, previous_id) as (
      select id, previous_id from questions where id = ${id}
      union
      select q.id, q.previous_id from back b join questions q on q.id = b.previous_id
    ), fwd(id) as (
      select id from questions where id = ${id}
      union
      select q.id from fwd f join questions q on q.previous_id = f.id
    )
    select q.id, q.version, q.status,
      to_char(q.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
      q.edited_by
    from questions q where q.id in (select id from back union select id from fwd)
    order by q.version, q.created_at`);
  return rowsOf<VersionRow>(result);
}

/** The question, locked until the transaction ends. */
export async function lockQuestion(db: Database, id: string): Promise<QuestionRow | undefined> {
  const [row] = await db.select().from(questions).where(eq(questions.id, id)).for('update');
  return row;
}

/** A newer version of this row exists (some row names it as its previous one). */
export async function hasNewerVersion(db: Database, id: string): Promise<boolean> {
  return (await db.$count(questions, eq(questions.previousId, id))) > 0;
}

/** Another active row with this variant key (the unique index allows one). */
export async function activeVariantHolder(
  db: Database,
  variantKey: string,
  exceptId: string | null,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: questions.id })
    .from(questions)
    .where(
      and(
        eq(questions.variantKey, variantKey),
        eq(questions.status, 'active'),
        exceptId ? sql`${questions.id} <> ${exceptId}` : undefined,
      ),
    );
  return row?.id;
}

/** A question with its lesson and topic names (the export line's). */
export async function findQuestionForExport(db: Database, id: string) {
  const [row] = await db
    .select({ question: questions, lessonName: lessons.name, topicName: topics.name })
    .from(questions)
    .innerJoin(lessons, eq(lessons.id, questions.lessonId))
    .innerJoin(topics, eq(topics.id, lessons.topicId))
    .where(eq(questions.id, id));
  return row;
}

/** Questions to export, filtered, in the order the CLI's export writes them. */
export function listQuestionsForExport(
  db: Database,
  filter: { status?: 'active' | 'retired' | 'draft' | undefined; lessonId?: string | undefined },
) {
  return db
    .select({ question: questions, lessonName: lessons.name, topicName: topics.name })
    .from(questions)
    .innerJoin(lessons, eq(lessons.id, questions.lessonId))
    .innerJoin(topics, eq(topics.id, lessons.topicId))
    .where(
      and(
        filter.status ? eq(questions.status, filter.status) : undefined,
        filter.lessonId ? eq(questions.lessonId, filter.lessonId) : undefined,
      ),
    )
    .orderBy(topics.name, lessons.position, questions.createdAt, questions.variantKey);
}
