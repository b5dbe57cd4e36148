import { eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  examAnswers,
  exams,
  passwordResets,
  practiceAnswers,
  practiceSessions,
  // issue 23 (insights): problem reports
  questionReports,
  rateLimits,
  reviewCards,
  sessions,
  trialAnswers,
  trials,
  userIdentities,
  users,
} from '../../db/schema';
import { keyOf } from '../rate-limit/rate-limit.service';

/** Rows removed per table by one account deletion (logged and documented, never the ids). */
export type PurgeCounts = Record<string, number>;

/** The end of every rate-limit key for a subject, whatever the rule (':' + its hash). */
const subjectPart = (subject: string) => keyOf({ name: '' }, subject);

async function count(rows: Promise<unknown[]>): Promise<number> {
  return (await rows).length;
}

/**
 * Deletes every row that refers to the user, then the user. The foreign keys would cascade from
 * `users` anyway; each table is named here so the counts are known and a table added later
 * without a cascade fails loudly (its foreign key blocks the final delete) instead of keeping
 * data. Rate-limit windows are keyed by a hash of the e-mail or the user id (any rule), so the
 * ones that hash this account's are removed too; per-IP windows are not the user's alone and stay.
 * Runs inside the caller's transaction, after the user row was locked.
 */
export async function purgeUser(
  db: Database,
  user: { id: string; email: string },
): Promise<PurgeCounts> {
  const examIds = db.select({ id: exams.id }).from(exams).where(eq(exams.userId, user.id));
  const trialIds = db.select({ id: trials.id }).from(trials).where(eq(trials.userId, user.id));
  const practiceIds = db
    .select({ id: practiceSessions.id })
    .from(practiceSessions)
    .where(eq(practiceSessions.userId, user.id));
  const removed: PurgeCounts = {};
  // What each delete returns: one value per removed row, counted.
  const id = { one: sql<number>`1` };
  removed.exam_answers = await count(
    db.delete(examAnswers).where(inArray(examAnswers.examId, examIds)).returning(id),
  );
  removed.exams = await count(db.delete(exams).where(eq(exams.userId, user.id)).returning(id));
  removed.trial_answers = await count(
    db.delete(trialAnswers).where(inArray(trialAnswers.trialId, trialIds)).returning(id),
  );
  removed.trials = await count(db.delete(trials).where(eq(trials.userId, user.id)).returning(id));
  removed.practice_answers = await count(
    db.delete(practiceAnswers).where(inArray(practiceAnswers.sessionId, practiceIds)).returning(id),
  );
  removed.practice_sessions = await count(
    db.delete(practiceSessions).where(eq(practiceSessions.userId, user.id)).returning(id),
  );
  // issue 23 (insights): the user's problem reports (an admin's resolutions of others' reports
  // keep the report; resolved_by is set null by its foreign key).
  removed.question_reports = await count(
    db.delete(questionReports).where(eq(questionReports.userId, user.id)).returning(id),
  );
  removed.review_cards = await count(
    db.delete(reviewCards).where(eq(reviewCards.userId, user.id)).returning(id),
  );
  removed.user_identities = await count(
    db.delete(userIdentities).where(eq(userIdentities.userId, user.id)).returning(id),
  );
  removed.password_resets = await count(
    db.delete(passwordResets).where(eq(passwordResets.userId, user.id)).returning(id),
  );
  // Deleting the session rows revokes every token at once: authentication needs a live row.
  removed.sessions = await count(
    db.delete(sessions).where(eq(sessions.userId, user.id)).returning(id),
  );
  removed.rate_limits = await count(
    db
      .delete(rateLimits)
      .where(
        or(
          like(rateLimits.key, `%${subjectPart(user.id)}`),
          like(rateLimits.key, `%${subjectPart(user.email)}`),
        ),
      )
      .returning(id),
  );
  removed.users = await count(db.delete(users).where(eq(users.id, user.id)).returning(id));
  return removed;
}
