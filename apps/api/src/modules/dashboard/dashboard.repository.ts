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
 * names come from the bank caches (decision 028). Times come back as epoch milliseconds
 * (float8), which the drivers hand over as numbers: thousands of answers would otherwise cost a
 * Date parse each.
 */

/** One answer as mastery, the streak and the daily goal read it. */
export interface AnswerFact {
  kind: 'exam' | 'trial' | 'practice';
  questionId: string;
  lessonId: string;
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

/**
 * Every answer of the student that counts: exam and trial answers with `scored` (late and
 * unanswered ones count for nothing), and every checked practice answer; oldest first.
 */
export async function listAnswerFacts(db: Database, userId: string): Promise<AnswerFact[]> {
  const result = await db.execute(sql`
    select 'practice' as kind, a.question_id, a.lesson_id,
        (extract(epoch from a.checked_at) * 1000)::float8 as at_ms,
        a.is_correct as correct, (a.first_answer is not null and a.is_correct) as second_try,
        a.hints_used
      from ${practiceAnswers} a join ${practiceSessions} s on s.id = a.session_id
      where s.user_id = ${userId}
    union all
    select 'exam', a.question_id, a.lesson_id,
        (extract(epoch from a.answered_at) * 1000)::float8, a.is_correct, false, 0
      from ${examAnswers} a join ${exams} e on e.id = a.exam_id
      where e.user_id = ${userId} and a.scored
    union all
    select 'trial', a.question_id, a.lesson_id,
        (extract(epoch from a.answered_at) * 1000)::float8, a.is_correct, false, 0
      from ${trialAnswers} a join ${trials} t on t.id = a.trial_id
      where t.user_id = ${userId} and a.scored
    order by at_ms`);
  return rowsOf<{
    kind: AnswerFact['kind'];
    question_id: string;
    lesson_id: string;
    at_ms: number;
    correct: boolean;
    second_try: boolean;
    hints_used: number;
  }>(result).map((row) => ({
    kind: row.kind,
    questionId: row.question_id,
    lessonId: row.lesson_id,
    atMs: Number(row.at_ms),
    correct: row.correct,
    secondTry: row.second_try,
    hintsUsed: Number(row.hints_used),
  }));
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
