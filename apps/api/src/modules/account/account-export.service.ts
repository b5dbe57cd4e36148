import { ACCOUNT_EXPORT_FORMAT } from '@exam/contract';
import type { AccountExport, AnswerExport, ScoredAnswerExport } from '@exam/contract';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { BankCaches } from '../attempt/bank-caches';
// issue 23: classes
import { listMyClasses, listTeacherClasses } from '../classes/classes.repository';
import { lessonMasteryAt } from '../dashboard/dashboard.service';
import { loadLessonCatalogue } from '../dashboard/lesson-catalogue';
import {
  findAccount,
  listEmailVerifications,
  listExamAnswers,
  listExams,
  listIdentities,
  listPasswordResets,
  listPracticeAnswers,
  listPracticeSessions,
  // issue 23 (insights): problem reports
  listProblemReports,
  listReviewCards,
  listSessions,
  listTrialAnswers,
  listTrials,
} from './account-export.repository';

type Deps = { db: Database; clock: Clock; bankCaches: BankCaches };

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

interface AnswerRowBase {
  position: number;
  questionId: string;
  userAnswer: string;
  isCorrect: boolean;
  servedAt: Date;
  timeSpentSeconds: number;
}

function answerOf(
  row: { answer: AnswerRowBase; questionText: string | null; lessonName: string | null },
  answeredAt: Date,
): AnswerExport {
  return {
    position: row.answer.position,
    questionId: row.answer.questionId,
    questionText: row.questionText ?? '',
    lessonName: row.lessonName,
    userAnswer: row.answer.userAnswer,
    isCorrect: row.answer.isCorrect,
    servedAt: iso(row.answer.servedAt),
    answeredAt: iso(answeredAt),
    timeSpentSeconds: row.answer.timeSpentSeconds,
  };
}

/**
 * A timed attempt's answer: its correctness only once the attempt has ended. While an exam or a
 * trial runs, its own screens never say which answers were right (the exam's details open at
 * the end), so neither does the export (issue 17, finding 5).
 */
function timedAnswerOf(
  row: {
    answer: AnswerRowBase & { answeredAt: Date; scored: boolean };
    questionText: string | null;
    lessonName: string | null;
  },
  ended: boolean,
): ScoredAnswerExport {
  return {
    ...answerOf(row, row.answer.answeredAt),
    isCorrect: ended ? row.answer.isCorrect : null,
    scored: row.answer.scored,
  };
}

/** Groups rows by the attempt id they belong to, keeping their order. */
function byAttempt<T>(rows: T[], attemptOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = attemptOf(row);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return groups;
}

/**
 * Everything the product holds about the user (GDPR art. 15 and 20): the account, its place,
 * linked social accounts, sign-ins, reset requests, e-mail verification links, and every exam, trial and practice session
 * with its answers, each lesson's mastery level, the spaced review's cards, the classes the
 * account is in and those it teaches. Never a secret: no password hash, no session id or token, no reset token
 * hash or verification token hash, and no correct answer the student has not already been shown
 * (the bank's answers stay out altogether); a running exam or trial without correctness or
 * estimates until it ends. Read in one repeatable-read transaction, so the parts agree with each other.
 */
export async function exportAccount(
  { db, clock, bankCaches }: Deps,
  userId: string,
  currentSessionId: string,
): Promise<AccountExport | undefined> {
  // The lessons and items come from the bank caches, built outside the transaction (PGlite has
  // one connection, which the transaction holds).
  const catalogue = await loadLessonCatalogue(bankCaches);
  return db.transaction(
    async (tx) => {
      const account = await findAccount(tx, userId);
      if (!account) return undefined;
      // One after another: a transaction is one connection (PGlite has only one anyway).
      const identities = await listIdentities(tx, userId);
      const sessionRows = await listSessions(tx, userId);
      const resets = await listPasswordResets(tx, userId);
      const verifications = await listEmailVerifications(tx, userId);
      const examRows = await listExams(tx, userId);
      const trialRows = await listTrials(tx, userId);
      const practiceRows = await listPracticeSessions(tx, userId);
      const examAnswers = byAttempt(
        await listExamAnswers(
          tx,
          examRows.map((exam) => exam.id),
        ),
        (row) => row.answer.examId,
      );
      const trialAnswers = byAttempt(
        await listTrialAnswers(
          tx,
          trialRows.map((trial) => trial.id),
        ),
        (row) => row.answer.trialId,
      );
      const now = clock.now();
      const mastery = await lessonMasteryAt({ db: tx, bankCaches }, catalogue, userId, now);
      const cards = await listReviewCards(tx, userId);
      // issue 23 (insights): problem reports
      const reports = await listProblemReports(tx, userId);
      // issue 23: classes
      const memberships = await listMyClasses(tx, userId);
      const taught = await listTeacherClasses(tx, userId);
      const practiceAnswers = byAttempt(
        await listPracticeAnswers(
          tx,
          practiceRows.map((session) => session.id),
        ),
        (row) => row.answer.sessionId,
      );

      return {
        format: ACCOUNT_EXPORT_FORMAT,
        exportedAt: iso(now),
        account: {
          id: account.id,
          username: account.username,
          email: account.email,
          hasPassword: account.passwordHash !== null,
          emailVerifiedAt: isoOrNull(account.emailVerifiedAt),
          language: account.language,
          city: account.city,
          school: account.school,
          createdAt: iso(account.createdAt),
          updatedAt: iso(account.updatedAt),
        },
        socialIdentities: identities.map((identity) => ({
          ...identity,
          createdAt: iso(identity.createdAt),
          lastUsedAt: iso(identity.lastUsedAt),
        })),
        sessions: sessionRows.map((session) => ({
          createdAt: iso(session.createdAt),
          expiresAt: iso(session.expiresAt),
          revokedAt: isoOrNull(session.revokedAt),
          rememberMe: session.rememberMe,
          current: session.id === currentSessionId,
        })),
        passwordResets: resets.map((reset) => ({
          createdAt: iso(reset.createdAt),
          expiresAt: iso(reset.expiresAt),
          usedAt: isoOrNull(reset.usedAt),
        })),
        emailVerifications: verifications.map((verification) => ({
          createdAt: iso(verification.createdAt),
          expiresAt: iso(verification.expiresAt),
          usedAt: isoOrNull(verification.usedAt),
        })),
        exams: examRows.map((exam) => {
          // A running exam's running estimate would tell, answer by answer, which were right.
          const ended = exam.status === 'finished';
          return {
            id: exam.id,
            topic: exam.topic,
            status: exam.status,
            startedAt: iso(exam.startedAt),
            deadline: iso(exam.deadline),
            finishedAt: isoOrNull(exam.finishedAt),
            timerExpired: exam.timerExpired,
            stopReason: exam.stopReason,
            performance: ended ? exam.performance : null,
            theta: ended ? exam.theta : null,
            standardError: ended ? exam.se : null,
            totalQuestions: exam.totalQuestions,
            correctAnswers: ended ? exam.correctAnswers : null,
            averageTimeSpent: exam.averageTimeSpent,
            lessons: ended ? exam.detailedPerformance : [],
            answers: (examAnswers.get(exam.id) ?? []).map((row) => timedAnswerOf(row, ended)),
          };
        }),
        trials: trialRows.map((trial) => {
          const ended = trial.status === 'finished';
          return {
            id: trial.id,
            topic: trial.topic,
            status: trial.status,
            startedAt: iso(trial.startedAt),
            deadline: iso(trial.deadline),
            finishedAt: isoOrNull(trial.finishedAt),
            timerExpired: trial.timerExpired,
            stopReason: trial.stopReason,
            questionCount: trial.questionIds.length,
            correctAnswers: ended ? trial.correctAnswers : null,
            averageTimeSpent: trial.averageTimeSpent,
            timeTakenSeconds: trial.timeTaken,
            answers: (trialAnswers.get(trial.id) ?? []).map((row) => timedAnswerOf(row, ended)),
          };
        }),
        practiceSessions: practiceRows.map((session) => ({
          id: session.id,
          topic: session.topic,
          status: session.status,
          source: session.source,
          sourceId: session.sourceId,
          lessonId: session.lessonId,
          startedAt: iso(session.startedAt),
          finishedAt: isoOrNull(session.finishedAt),
          correctCount: session.correctCount,
          totalAnswered: session.totalAnswered,
          answers: (practiceAnswers.get(session.id) ?? []).map((row) => ({
            ...answerOf(row, row.answer.checkedAt),
            reason: row.answer.reason,
            hintsUsed: row.answer.hintsUsed,
            firstTryCorrect: row.answer.firstTryCorrect,
            firstAnswer: row.answer.firstAnswer,
          })),
        })),
        mastery: mastery.map((lesson) => ({
          lessonId: lesson.lessonId,
          lessonName: lesson.lessonName,
          level: lesson.level,
          answered: lesson.answered,
          firstTryCorrect: lesson.firstTryCorrect,
          lastAnsweredAt: lesson.lastAnsweredAt,
        })),
        reviewCards: cards.map((card) => ({
          ...card,
          due: iso(card.due),
          lastReviewedAt: iso(card.lastReviewedAt),
          createdAt: iso(card.createdAt),
        })),
        // issue 23 (insights): problem reports
        problemReports: reports.map((report) => ({
          ...report,
          createdAt: iso(report.createdAt),
          resolvedAt: isoOrNull(report.resolvedAt),
        })),
        // issue 23: classes
        classMemberships: memberships.map((membership) => ({
          ...membership,
          joinedAt: iso(membership.joinedAt),
        })),
        classesTaught: taught.map((taughtClass) => ({
          ...taughtClass,
          students: Number(taughtClass.students),
          createdAt: iso(taughtClass.createdAt),
        })),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
