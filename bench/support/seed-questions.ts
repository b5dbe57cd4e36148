/**
 * A bank topped up to a given size straight in the database, for the console's benchmarks (the
 * question list, item statistics): questions spread over the bank's lessons and a day of changes,
 * 90 % active, 7 % retired, 3 % drafts, and some open problem reports.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/database';

/** node-postgres returns `{ rows }`, PGlite through Drizzle may return the rows themselves. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

/**
 * Adds `add` questions (or as many as bring the bank to `target`), then files `reports` open
 * reports by `reporterId` on active questions; returns the bank's size.
 */
export async function topUpQuestions(
  db: Database,
  options: { target?: number; add?: number; reports: number; editorId: string },
): Promise<number> {
  const [{ n: have } = { n: 0 }] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from questions`),
  );
  const missing = options.add ?? Math.max(0, (options.target ?? have) - have);
  await db.execute(sql`
    with l as (select id, row_number() over (order by position) - 1 as i, count(*) over () as n
               from lessons)
    insert into questions (lesson_id, type, text, answer, explanation, variant_key, irt_a, irt_b,
      irt_c, status, imported, edited_by, created_at, updated_at)
    select l.id,
      case when g % 3 = 0 then 'MCQ' else 'short_answer' end,
      'Bench question ' || g || ': in triangle $ABC$, find $x$ when $' || g || 'x = ' || (g * 5) || '$.',
      '5', 'Divide both sides.',
      'Bench question ' || g,
      1, 0, 0,
      case when g % 100 < 7 then 'retired' when g % 100 < 10 then 'draft' else 'active' end,
      true, ${options.editorId}::uuid,
      now() - (g || ' seconds')::interval, now() - (g || ' seconds')::interval
    from generate_series(1, ${missing}::int) as g
    join l on l.i = g % l.n`);
  await db.execute(sql`
    insert into question_reports (user_id, question_id, reason, text)
    select ${options.editorId}::uuid, id, 'typo', 'Bench report'
    from (select id from questions where status = 'active' order by id limit ${options.reports}) q`);
  await db.execute(sql`analyze`);
  return have + missing;
}
