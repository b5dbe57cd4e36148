import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

/** One scored response: the attempt it belongs to, the item family answered, right or wrong. */
export type ResponseRow = { person: string; family: string; correct: boolean };

/** An item family (a template's variants share parameters) with its current parameters. */
export type FamilyRow = { family: string; a: number; b: number; c: number; questions: number };

/** node-postgres returns `{ rows }`, PGlite through Drizzle may return the rows themselves. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** The family of a question: its template family, or the question itself when untemplated. */
const familyKey = sql`coalesce(q.family_id, q.id::text)`;

/**
 * Every scored exam answer and every checked practice answer, one person per attempt (ability is
 * taken as constant within an exam or a practice session, not across weeks of study).
 */
export async function listResponses(db: Database): Promise<ResponseRow[]> {
  const result = await db.execute<{ person: string; family: string; correct: boolean }>(sql`
    select 'exam:' || ea.exam_id::text as person, ${familyKey} as family, ea.is_correct as correct
      from exam_answers ea join questions q on q.id = ea.question_id
      where ea.scored
    union all
    select 'practice:' || pa.session_id::text, ${familyKey}, pa.is_correct
      from practice_answers pa join questions q on q.id = pa.question_id
    order by 1, 2`);
  return rowsOf<{ person: string; family: string; correct: boolean }>(result).map((row) => ({
    person: String(row.person),
    family: String(row.family),
    correct: row.correct === true,
  }));
}

/** The active families with their (shared) parameters: the mean over the family's rows. */
export async function listFamilies(db: Database): Promise<FamilyRow[]> {
  const result = await db.execute<{
    family: string;
    a: number;
    b: number;
    c: number;
    questions: number;
  }>(sql`
    select ${familyKey} as family, avg(q.irt_a)::float8 as a, avg(q.irt_b)::float8 as b,
           avg(q.irt_c)::float8 as c, count(*)::int as questions
      from questions q where q.status = 'active'
      group by 1 order by 1`);
  return rowsOf<FamilyRow>(result).map((row) => ({
    family: String(row.family),
    a: Number(row.a),
    b: Number(row.b),
    c: Number(row.c),
    questions: Number(row.questions),
  }));
}

/** Writes a family's new slope and difficulty to every question of the family. */
export async function updateFamily(db: Database, family: string, a: number, b: number) {
  await db.execute(sql`
    update questions q set irt_a = ${a}, irt_b = ${b}
      where ${familyKey} = ${family}`);
}
