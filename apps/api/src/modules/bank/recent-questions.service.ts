import type { Database } from '../../db/database';
import { listRecentAttemptQuestions } from './recent-questions.repository';

/**
 * How many of a student's latest attempts (exams, trials and practice sessions in the topic) a
 * new question avoids repeating (docs/decisions/031).
 */
export const RECENT_ATTEMPTS = 5;

export interface RecentQuestions {
  /** Questions met in the student's last RECENT_ATTEMPTS attempts in the topic. */
  lastAttempts: ReadonlySet<string>;
  /** Questions met in the student's latest exam and latest trial in the topic, however old. */
  previousExamOrTrial: ReadonlySet<string>;
}

/**
 * The questions a selection should not repeat for this student. `exceptAttemptId`: the attempt
 * being taken, whose own questions its selection already knows (so the five are the ones before).
 * Read inside the caller's transaction, so an answer given a moment ago counts at once.
 */
export async function recentQuestionsOf(
  db: Database,
  userId: string,
  topic: string,
  exceptAttemptId?: string,
): Promise<RecentQuestions> {
  const rows = await listRecentAttemptQuestions(db, {
    userId,
    topic,
    attempts: RECENT_ATTEMPTS,
    exceptAttemptId,
  });
  const lastAttempts = new Set<string>();
  const previousExamOrTrial = new Set<string>();
  for (const row of rows) {
    if (row.rank <= RECENT_ATTEMPTS) lastAttempts.add(row.questionId);
    if (row.kind !== 'practice' && row.kindRank === 1) previousExamOrTrial.add(row.questionId);
  }
  return { lastAttempts, previousExamOrTrial };
}
