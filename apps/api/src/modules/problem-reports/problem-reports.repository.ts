import type { ProblemReason, Resolution, ReportStatus } from '@exam/contract';
import { and, desc, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { lessons, questionReports, questions, users } from '../../db/schema';
import { questionPreviewSql } from './question-preview';

/** node-postgres returns `{ rows }`, PGlite through Drizzle may return the rows themselves. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * Whether the student was shown the question: an answer row of one of their exams, trials or
 * practice sessions, or the question their running exam, trial or practice session shows now.
 * Each branch starts from the student's own attempts (indexed by user), then the attempt's
 * answers by (attempt, question) (a unique index).
 */
export async function wasShownTo(
  db: Database,
  userId: string,
  questionId: string,
): Promise<boolean> {
  const result = await db.execute<{ shown: boolean }>(sql`
    select exists (
      select 1 from exam_answers ea join exams e on e.id = ea.exam_id
        where e.user_id = ${userId} and ea.question_id = ${questionId}
      union all
      select 1 from trial_answers ta join trials t on t.id = ta.trial_id
        where t.user_id = ${userId} and ta.question_id = ${questionId}
      union all
      select 1 from practice_answers pa join practice_sessions p on p.id = pa.session_id
        where p.user_id = ${userId} and pa.question_id = ${questionId}
      union all
      select 1 from exams
        where user_id = ${userId} and status = 'running' and current_question_id = ${questionId}
      union all
      select 1 from practice_sessions
        where user_id = ${userId} and status = 'running' and current_question_id = ${questionId}
      union all
      select 1 from trials
        where user_id = ${userId} and status = 'running'
          and question_ids ->> (question_number - 1) = ${questionId}::text
    ) as shown`);
  return rowsOf<{ shown: boolean }>(result)[0]?.shown === true;
}

/** Inserts an open report; undefined when the student already has one open on the question. */
export async function insertReport(
  db: Database,
  values: {
    userId: string;
    questionId: string;
    reason: ProblemReason;
    text: string;
    createdAt: Date;
  },
): Promise<{ id: string } | undefined> {
  // The partial unique index (user, question) where open decides, race-free.
  const [row] = await db
    .insert(questionReports)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: questionReports.id });
  return row;
}

const myReportColumns = {
  id: questionReports.id,
  questionId: questionReports.questionId,
  questionPreview: questionPreviewSql(questions.text),
  reason: questionReports.reason,
  text: questionReports.text,
  status: questionReports.status,
  resolution: questionReports.resolution,
  resolutionNote: questionReports.resolutionNote,
  createdAt: questionReports.createdAt,
  resolvedAt: questionReports.resolvedAt,
};

export type MyReportRow = Awaited<ReturnType<typeof listReportsOf>>[number];

/** The student's own reports, newest first (a student writes a handful: no pages). */
export function listReportsOf(db: Database, userId: string, reportId?: string) {
  return db
    .select(myReportColumns)
    .from(questionReports)
    .innerJoin(questions, eq(questions.id, questionReports.questionId))
    .where(
      and(
        eq(questionReports.userId, userId),
        reportId === undefined ? undefined : eq(questionReports.id, reportId),
      ),
    )
    .orderBy(desc(questionReports.createdAt), desc(questionReports.id));
}

/**
 * One page of the admin queue in one status, newest first, keyset on (created_at, id), with the
 * question's preview, lesson and status, the reporter's name, and how many other open reports
 * the question has. `total` counts the whole status.
 */
export async function listReportPage(
  db: Database,
  options: {
    status: ReportStatus;
    after?: { createdAt: Date; id: string } | undefined;
    limit: number;
    /** Only this report (whatever its status): the answer of a resolve. */
    only?: string;
  },
) {
  const { after } = options;
  const rows = await db
    .select({
      id: questionReports.id,
      questionId: questionReports.questionId,
      questionStatus: questions.status,
      questionPreview: questionPreviewSql(questions.text),
      lessonName: lessons.name,
      reason: questionReports.reason,
      text: questionReports.text,
      reportedBy: users.username,
      status: questionReports.status,
      resolution: questionReports.resolution,
      resolutionNote: questionReports.resolutionNote,
      createdAt: questionReports.createdAt,
      resolvedAt: questionReports.resolvedAt,
      sameQuestionOpen: sql<number>`(
        select count(*)::int from question_reports others
          where others.question_id = ${questionReports.questionId}
            and others.status = 'open' and others.id <> ${questionReports.id})`,
    })
    .from(questionReports)
    .innerJoin(questions, eq(questions.id, questionReports.questionId))
    .innerJoin(lessons, eq(lessons.id, questions.lessonId))
    .innerJoin(users, eq(users.id, questionReports.userId))
    .where(
      and(
        options.only === undefined
          ? eq(questionReports.status, options.status)
          : eq(questionReports.id, options.only),
        after === undefined
          ? undefined
          : or(
              lt(questionReports.createdAt, after.createdAt),
              and(eq(questionReports.createdAt, after.createdAt), lt(questionReports.id, after.id)),
            ),
      ),
    )
    .orderBy(desc(questionReports.createdAt), desc(questionReports.id))
    .limit(options.limit + 1);
  const total = await db.$count(questionReports, eq(questionReports.status, options.status));
  return { rows, total };
}

/** The report row, locked for the resolving transaction. */
export async function lockReport(db: Database, reportId: string) {
  const [row] = await db
    .select({
      id: questionReports.id,
      status: questionReports.status,
      questionId: questionReports.questionId,
    })
    .from(questionReports)
    .where(eq(questionReports.id, reportId))
    .for('update');
  return row;
}

export async function markResolved(
  db: Database,
  reportId: string,
  values: { resolution: Resolution; note: string; resolvedBy: string; resolvedAt: Date },
) {
  await db
    .update(questionReports)
    .set({
      status: 'resolved',
      resolution: values.resolution,
      resolutionNote: values.note,
      resolvedBy: values.resolvedBy,
      resolvedAt: values.resolvedAt,
    })
    .where(eq(questionReports.id, reportId));
}

/** Retires a question that is not retired yet; whether it changed. */
export async function retireQuestion(db: Database, questionId: string, at: Date) {
  const rows = await db
    .update(questions)
    .set({ status: 'retired', updatedAt: at })
    .where(and(eq(questions.id, questionId), ne(questions.status, 'retired')))
    .returning({ id: questions.id });
  return rows.length > 0;
}
