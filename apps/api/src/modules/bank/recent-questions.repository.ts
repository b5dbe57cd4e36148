import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { examAnswers, exams, practiceAnswers, practiceSessions, trials } from '../../db/schema';

export type AttemptKind = 'exam' | 'trial' | 'practice';

/** One question a student met in one of their attempts. */
export interface MetQuestionRow {
  kind: AttemptKind;
  /** 1 for the student's latest attempt in the topic (of any kind), 2 for the one before... */
  rank: number;
  /** The same among the attempts of this kind only. */
  kindRank: number;
  questionId: string;
}

/**
 * The questions the student met in their latest `attempts` attempts in the topic (exams, trials
 * and practice sessions together, newest first by start), and in their latest exam and latest
 * trial however old (docs/decisions/031). "Met" is what was on the student's screen: an exam's
 * answered questions and the one shown now, a trial's questions up to the one reached, a
 * practice session's checked questions and the one shown now. `exceptAttemptId` leaves out the
 * attempt being taken. One statement: each part reads through an index on the owner.
 */
export async function listRecentAttemptQuestions(
  db: Database,
  query: { userId: string; topic: string; attempts: number; exceptAttemptId?: string | undefined },
): Promise<MetQuestionRow[]> {
  const { userId, topic, attempts } = query;
  const except =
    query.exceptAttemptId === undefined ? sql`true` : sql`id <> ${query.exceptAttemptId}`;
  const result = await db.execute<{
    kind: AttemptKind;
    rank: number;
    kind_rank: number;
    question_id: string;
  }>(sql`
    with attempts as (
      select ${exams.id} as id, 'exam' as kind, ${exams.startedAt} as started_at from ${exams}
        where ${exams.userId} = ${userId} and ${exams.topic} = ${topic}
      union all
      select ${trials.id}, 'trial', ${trials.startedAt} from ${trials}
        where ${trials.userId} = ${userId} and ${trials.topic} = ${topic}
      union all
      select ${practiceSessions.id}, 'practice', ${practiceSessions.startedAt}
        from ${practiceSessions}
        where ${practiceSessions.userId} = ${userId} and ${practiceSessions.topic} = ${topic}
    ), ranked as (
      select id, kind,
        row_number() over (order by started_at desc, id desc) as rank,
        row_number() over (partition by kind order by started_at desc, id desc) as kind_rank
      from attempts where ${except}
    ), chosen as (
      select * from ranked where rank <= ${attempts} or (kind <> 'practice' and kind_rank = 1)
    )
    select chosen.kind, chosen.rank::int as rank, chosen.kind_rank::int as kind_rank,
      met.question_id
    from chosen join lateral (
      select ${examAnswers.questionId} as question_id from ${examAnswers}
        where chosen.kind = 'exam' and ${examAnswers.examId} = chosen.id
      union
      select ${exams.currentQuestionId} from ${exams}
        where chosen.kind = 'exam' and ${exams.id} = chosen.id
          and ${exams.currentQuestionId} is not null
      union
      select (reached.value #>> '{}')::uuid from ${trials},
        jsonb_array_elements(${trials.questionIds}) with ordinality as reached(value, n)
        where chosen.kind = 'trial' and ${trials.id} = chosen.id
          and reached.n <= ${trials.questionNumber}
      union
      select ${practiceAnswers.questionId} from ${practiceAnswers}
        where chosen.kind = 'practice' and ${practiceAnswers.sessionId} = chosen.id
      union
      select ${practiceSessions.currentQuestionId} from ${practiceSessions}
        where chosen.kind = 'practice' and ${practiceSessions.id} = chosen.id
          and ${practiceSessions.currentQuestionId} is not null
    ) met on true`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    kind: AttemptKind;
    rank: number;
    kind_rank: number;
    question_id: string;
  }[];
  return rows.map((row) => ({
    kind: row.kind,
    rank: row.rank,
    kindRank: row.kind_rank,
    questionId: row.question_id,
  }));
}
