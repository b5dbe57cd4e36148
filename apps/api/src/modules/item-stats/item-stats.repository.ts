import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { questionPreviewSql } from '../problem-reports/question-preview';

/** node-postgres returns `{ rows }`, PGlite through Drizzle may return the rows themselves. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Below this many answers the point-biserial is not shown (null). */
export const MIN_ANSWERS_FOR_DISCRIMINATION = 10;
/** The flags need this many answers: a few unlucky answers flag nothing. */
export const MIN_ANSWERS_FOR_FLAGS = 20;
export const ALMOST_NOBODY_RIGHT = 0.1;
export const MANY_OPEN_REPORTS = 3;
export const EXPOSURE_WINDOW_DAYS = 30;

export type ItemStatsRow = {
  question_id: string;
  lesson_name: string;
  type: 'MCQ' | 'short_answer';
  status: 'active' | 'retired' | 'draft';
  preview: string;
  served: number;
  p_correct: number | null;
  point_biserial: number | null;
  median_time: number | null;
  a: number;
  b: number;
  calibrated_a: number | null;
  calibrated_b: number | null;
  exposure: number;
  open_reports: number;
  negative_discrimination: boolean;
  almost_nobody_right: boolean;
  many_reports: boolean;
  flag_count: number;
  total: number;
};

/**
 * One page of item statistics in one statement: every aggregate is computed by the database
 * (counts, share right, Pearson's correlation with a 0/1 variable = the point-biserial, the
 * median time), so nothing but the page crosses to the API.
 *
 * The ability an answer is correlated with is the attempt's: an exam's stored theta (the
 * adaptive engine's estimate); for a trial, a practice session (and an exam without a theta) the
 * log-odds of the attempt's share right, smoothed by a half answer each way
 * (ln((right + .5) / (wrong + .5))), which sits on roughly the same logit scale as theta. The
 * answer itself is part of its attempt's share (as in the classical item-total correlation); a
 * practice session's answers count as they were locked in.
 *
 * Items listed: those with at least one scored answer or an open report. Order: most flags,
 * then most served, then id (all descending); `after` is the last row's key of the page before.
 */
export async function listItemStatsPage(
  db: Database,
  options: {
    since: Date;
    lessonId?: string | undefined;
    flagged?: boolean | undefined;
    after?: readonly [number, number, string] | undefined;
    limit: number;
  },
): Promise<ItemStatsRow[]> {
  const since = options.since.toISOString();
  const lessonFilter =
    options.lessonId === undefined ? sql`true` : sql`q.lesson_id = ${options.lessonId}::uuid`;
  const flaggedFilter =
    options.flagged === undefined
      ? sql`true`
      : options.flagged
        ? sql`flag_count > 0`
        : sql`flag_count = 0`;
  const after = options.after;
  const keyset =
    after === undefined
      ? sql`true`
      : sql`(flag_count, served, question_id) < (${after[0]}::int, ${after[1]}::int, ${after[2]}::uuid)`;
  const result = await db.execute(sql`
    with attempts as (
      select exam_id as attempt, sum(is_correct::int) as right_answers, count(*) as answers
        from exam_answers where scored group by exam_id
      union all
      select trial_id, sum(is_correct::int), count(*) from trial_answers where scored group by trial_id
      union all
      select session_id, sum(is_correct::int), count(*) from practice_answers group by session_id
    ),
    share_ability as (
      select attempt, ln((right_answers + 0.5) / (answers - right_answers + 0.5))::float8 as ability
        from attempts
    ),
    answers as (
      select ea.question_id, ea.is_correct as correct, ea.time_spent_seconds as seconds,
             coalesce(e.theta::float8, sa.ability) as ability
        from exam_answers ea join exams e on e.id = ea.exam_id
        join share_ability sa on sa.attempt = ea.exam_id
        where ea.scored
      union all
      select ta.question_id, ta.is_correct, ta.time_spent_seconds, sa.ability
        from trial_answers ta join share_ability sa on sa.attempt = ta.trial_id
        where ta.scored
      union all
      select pa.question_id, pa.is_correct, pa.time_spent_seconds, sa.ability
        from practice_answers pa join share_ability sa on sa.attempt = pa.session_id
    ),
    per_item as (
      select question_id, count(*)::int as served,
             avg(correct::int)::float8 as p_correct,
             corr(correct::int::float8, ability) as r,
             percentile_cont(0.5) within group (order by seconds) as median_time
        from answers group by question_id
    ),
    recent_exams as (select id, status, current_question_id from exams where started_at >= ${since}::timestamptz),
    recent_total as (select count(*)::float8 as n from recent_exams),
    exposure as (
      select question_id, count(distinct exam_id)::float8 as exams from (
        select ea.question_id, ea.exam_id
          from exam_answers ea join recent_exams re on re.id = ea.exam_id
        union all
        select current_question_id, id from recent_exams
          where status = 'running' and current_question_id is not null
      ) served group by question_id
    ),
    open_reports as (
      select question_id, count(*)::int as n from question_reports
        where status = 'open' group by question_id
    ),
    calibrated as (
      select distinct on (change ->> 'questionId')
             (change ->> 'questionId')::uuid as question_id,
             (change -> 'a' ->> 1)::float8 as a, (change -> 'b' ->> 1)::float8 as b
        from calibration_runs run, jsonb_array_elements(run.changes) change
        where run.reverted_at is null
        order by change ->> 'questionId', run.created_at desc, run.id desc
    ),
    items as (
      select q.id as question_id, l.name as lesson_name, q.type, q.status,
             ${questionPreviewSql(sql`q.text`)} as preview,
             coalesce(pi.served, 0) as served, pi.p_correct,
             -- (least/greatest skip nulls: the null of no spread is kept by the case)
             case when pi.served >= ${MIN_ANSWERS_FOR_DISCRIMINATION} and pi.r is not null
                  then greatest(-1, least(1, pi.r)) end as point_biserial,
             pi.median_time, q.irt_a as a, q.irt_b as b,
             cal.a as calibrated_a, cal.b as calibrated_b,
             case when rt.n > 0 then least(1, coalesce(x.exams, 0) / rt.n) else 0 end as exposure,
             coalesce(rep.n, 0) as open_reports
        from questions q
        join lessons l on l.id = q.lesson_id
        left join per_item pi on pi.question_id = q.id
        left join open_reports rep on rep.question_id = q.id
        left join exposure x on x.question_id = q.id
        left join calibrated cal on cal.question_id = q.id
        cross join recent_total rt
        where (pi.question_id is not null or rep.question_id is not null) and ${lessonFilter}
    ),
    flagged as (
      select items.*,
             coalesce(point_biserial < 0 and served >= ${MIN_ANSWERS_FOR_FLAGS}, false)
               as negative_discrimination,
             coalesce(p_correct < ${ALMOST_NOBODY_RIGHT} and served >= ${MIN_ANSWERS_FOR_FLAGS}, false)
               as almost_nobody_right,
             open_reports >= ${MANY_OPEN_REPORTS} as many_reports
        from items
    ),
    counted as (
      select flagged.*,
             (negative_discrimination::int + almost_nobody_right::int + many_reports::int)
               as flag_count
        from flagged
    ),
    listed as (
      select counted.*, count(*) over ()::int as total from counted where ${flaggedFilter}
    )
    select * from listed
      where ${keyset}
      order by flag_count desc, served desc, question_id desc
      limit ${options.limit + 1}`);
  return rowsOf<ItemStatsRow>(result);
}
