import { and, desc, eq, exists, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  examAnswers,
  exams,
  practiceAnswers,
  practiceSessions,
  trialAnswers,
  trials,
} from '../../db/schema';

/**
 * The dashboard's reads (issue 22): a few narrow queries on the student's own rows, each on an
 * index that starts with the user id. Questions and lessons are not joined: their parameters and
 * names come from the bank caches (decision 028).
 */

/** One answer as mastery, the streak and the daily goal read it. */
export interface AnswerFact {
  kind: 'exam' | 'trial' | 'practice';
  questionId: string;
  /** When it was checked (practice) or answered (exam, trial), epoch milliseconds. */
  atMs: number;
  correct: boolean;
  /** Right only at the second try (practice). */
  secondTry: boolean;
  hintsUsed: number;
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

const KINDS: readonly AnswerFact['kind'][] = ['practice', 'exam', 'trial'];

/**
 * Every answer of the student that counts: exam and trial answers with `scored` (late and
 * unanswered ones count for nothing), and every checked practice answer; oldest first.
 */
export async function listAnswerFacts(db: Database, userId: string): Promise<AnswerFact[]> {
  return (await listAnswerFactsOfUsers(db, [userId])).get(userId) ?? [];
}

/**
 * `listAnswerFacts` for many students in one query (a teacher's class, issue 23): one row per
 * student who has answered anything; a student without answers is not in the map.
 *
 * Thousands of rows cost the driver far more than the database (an object and a parser call per
 * field), so each student's answers come back as one text: an answer per line, `question id,epoch
 * ms,code`, where code = kind (0 practice, 1 exam, 2 trial) + 4 x right + 8 x second try + 16 x
 * hints. The lesson is the item's (bank caches); date_part is float arithmetic, where extract
 * would be numeric and several times slower over thousands of rows.
 */
export async function listAnswerFactsOfUsers(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, AnswerFact[]>> {
  const facts = new Map<string, AnswerFact[]>();
  if (userIds.length === 0) return facts;
  const users = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select user_id, string_agg(line, E'\n' order by at) as lines from (
      select s.user_id, a.checked_at as at,
          a.question_id || ',' || (date_part('epoch', a.checked_at) * 1000)::bigint || ','
          || (case when a.is_correct then 4 else 0 end
              + case when a.first_answer is not null and a.is_correct then 8 else 0 end
              + 16 * a.hints_used) as line
        from ${practiceAnswers} a join ${practiceSessions} s on s.id = a.session_id
        where s.user_id in (${users})
      union all
      select e.user_id, a.answered_at,
          a.question_id || ',' || (date_part('epoch', a.answered_at) * 1000)::bigint || ','
          || (case when a.is_correct then 5 else 1 end)
        from ${examAnswers} a join ${exams} e on e.id = a.exam_id
        where e.user_id in (${users}) and a.scored
      union all
      select t.user_id, a.answered_at,
          a.question_id || ',' || (date_part('epoch', a.answered_at) * 1000)::bigint || ','
          || (case when a.is_correct then 6 else 2 end)
        from ${trialAnswers} a join ${trials} t on t.id = a.trial_id
        where t.user_id in (${users}) and a.scored
    ) answers
    group by user_id`);
  for (const row of rowsOf<{ user_id: string; lines: string | null }>(result)) {
    if (row.lines) facts.set(row.user_id, parseFactLines(row.lines));
  }
  return facts;
}

function parseFactLines(lines: string): AnswerFact[] {
  return lines.split('\n').map((line) => {
    const [questionId = '', at = '0', code = '0'] = line.split(',');
    const flags = Number(code);
    return {
      kind: KINDS[flags & 3] ?? 'practice',
      questionId,
      atMs: Number(at),
      correct: (flags & 4) !== 0,
      secondTry: (flags & 8) !== 0,
      hintsUsed: flags >> 4,
    };
  });
}

/** Finished exams with at least one scored answer (as the past exams list), oldest first. */
export function listFinishedExams(db: Database, userId: string) {
  return db
    .select({
      id: exams.id,
      startedAt: exams.startedAt,
      finishedAt: exams.finishedAt,
      performance: exams.performance,
    })
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
    .orderBy(exams.finishedAt, exams.startedAt);
}

/** The running exam, if any (at most one per student), with what 'Resume' shows. */
export async function findRunningExam(db: Database, userId: string) {
  const [row] = await db
    .select({ id: exams.id, deadline: exams.deadline, questionNumber: exams.questionNumber })
    .from(exams)
    .where(and(eq(exams.userId, userId), eq(exams.status, 'running')));
  return row;
}

/** The running trial, if any (at most one per student). */
export async function findRunningTrial(db: Database, userId: string) {
  const [row] = await db
    .select({ id: trials.id, deadline: trials.deadline, questionNumber: trials.questionNumber })
    .from(trials)
    .where(and(eq(trials.userId, userId), eq(trials.status, 'running')));
  return row;
}

/** The newest running practice session with at least one answer checked. */
export async function findResumablePractice(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: practiceSessions.id,
      source: practiceSessions.source,
      lessonId: practiceSessions.lessonId,
      totalAnswered: practiceSessions.totalAnswered,
      startedAt: practiceSessions.startedAt,
    })
    .from(practiceSessions)
    .where(
      and(
        eq(practiceSessions.userId, userId),
        eq(practiceSessions.status, 'running'),
        gte(practiceSessions.totalAnswered, 1),
      ),
    )
    .orderBy(desc(practiceSessions.startedAt), desc(practiceSessions.id))
    .limit(1);
  return row;
}
