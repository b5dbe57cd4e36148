import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  cities,
  emailVerifications,
  examAnswers,
  exams,
  lessons,
  passwordResets,
  practiceAnswers,
  practiceSessions,
  questionReports,
  questions,
  reviewCards,
  schools,
  sessions,
  trialAnswers,
  trials,
  userIdentities,
  users,
} from '../../db/schema';

/**
 * Reads everything the product holds about one user, table by table (the export's raw rows).
 * Every query is keyed by the user's id, directly or through an attempt the user owns.
 */

export function findAccount(db: Database, userId: string) {
  return db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      passwordHash: users.passwordHash,
      emailVerifiedAt: users.emailVerifiedAt,
      language: users.language,
      city: cities.name,
      school: schools.name,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .leftJoin(cities, eq(cities.id, users.cityId))
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(eq(users.id, userId))
    .then((rows) => rows[0]);
}

export function listIdentities(db: Database, userId: string) {
  return db
    .select({
      provider: userIdentities.provider,
      issuer: userIdentities.issuer,
      subject: userIdentities.subject,
      emailVerified: userIdentities.emailVerified,
      createdAt: userIdentities.createdAt,
      lastUsedAt: userIdentities.lastUsedAt,
    })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(asc(userIdentities.createdAt));
}

export function listSessions(db: Database, userId: string) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      rememberMe: sessions.rememberMe,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
}

export function listEmailVerifications(db: Database, userId: string) {
  return db
    .select({
      createdAt: emailVerifications.createdAt,
      expiresAt: emailVerifications.expiresAt,
      usedAt: emailVerifications.usedAt,
    })
    .from(emailVerifications)
    .where(eq(emailVerifications.userId, userId))
    .orderBy(asc(emailVerifications.createdAt));
}

export function listPasswordResets(db: Database, userId: string) {
  return db
    .select({
      createdAt: passwordResets.createdAt,
      expiresAt: passwordResets.expiresAt,
      usedAt: passwordResets.usedAt,
    })
    .from(passwordResets)
    .where(eq(passwordResets.userId, userId))
    .orderBy(asc(passwordResets.createdAt));
}

export function listExams(db: Database, userId: string) {
  return db.select().from(exams).where(eq(exams.userId, userId)).orderBy(asc(exams.startedAt));
}

export function listTrials(db: Database, userId: string) {
  return db.select().from(trials).where(eq(trials.userId, userId)).orderBy(asc(trials.startedAt));
}

export function listPracticeSessions(db: Database, userId: string) {
  return db
    .select()
    .from(practiceSessions)
    .where(eq(practiceSessions.userId, userId))
    .orderBy(asc(practiceSessions.startedAt));
}

/** The question text and lesson name beside each answer (null when the bank lost the row). */
const asked = { questionText: questions.text, lessonName: lessons.name };

export function listExamAnswers(db: Database, examIds: string[]) {
  if (examIds.length === 0) return Promise.resolve([]);
  return db
    .select({ answer: examAnswers, ...asked })
    .from(examAnswers)
    .leftJoin(questions, eq(questions.id, examAnswers.questionId))
    .leftJoin(lessons, eq(lessons.id, examAnswers.lessonId))
    .where(inArray(examAnswers.examId, examIds))
    .orderBy(asc(examAnswers.examId), asc(examAnswers.position));
}

export function listTrialAnswers(db: Database, trialIds: string[]) {
  if (trialIds.length === 0) return Promise.resolve([]);
  return db
    .select({ answer: trialAnswers, ...asked })
    .from(trialAnswers)
    .leftJoin(questions, eq(questions.id, trialAnswers.questionId))
    .leftJoin(lessons, eq(lessons.id, trialAnswers.lessonId))
    .where(inArray(trialAnswers.trialId, trialIds))
    .orderBy(asc(trialAnswers.trialId), asc(trialAnswers.position));
}

export function listPracticeAnswers(db: Database, sessionIds: string[]) {
  if (sessionIds.length === 0) return Promise.resolve([]);
  return db
    .select({ answer: practiceAnswers, ...asked })
    .from(practiceAnswers)
    .leftJoin(questions, eq(questions.id, practiceAnswers.questionId))
    .leftJoin(lessons, eq(lessons.id, practiceAnswers.lessonId))
    .where(inArray(practiceAnswers.sessionId, sessionIds))
    .orderBy(asc(practiceAnswers.sessionId), asc(practiceAnswers.position));
}

/** The spaced review's cards (issue 22), oldest first. */
export function listReviewCards(db: Database, userId: string) {
  return db
    .select({
      kind: reviewCards.kind,
      key: reviewCards.key,
      lessonId: reviewCards.lessonId,
      questionId: reviewCards.questionId,
      due: reviewCards.due,
      lastReviewedAt: reviewCards.lastReviewedAt,
      reviews: reviewCards.reviews,
      card: reviewCards.card,
      createdAt: reviewCards.createdAt,
    })
    .from(reviewCards)
    .where(eq(reviewCards.userId, userId))
    .orderBy(asc(reviewCards.createdAt), asc(reviewCards.kind), asc(reviewCards.key));
}

// issue 23 (insights): problem reports
/** The user's problem reports, oldest first. */
export function listProblemReports(db: Database, userId: string) {
  return db
    .select({
      id: questionReports.id,
      questionId: questionReports.questionId,
      reason: questionReports.reason,
      text: questionReports.text,
      status: questionReports.status,
      resolution: questionReports.resolution,
      resolutionNote: questionReports.resolutionNote,
      createdAt: questionReports.createdAt,
      resolvedAt: questionReports.resolvedAt,
    })
    .from(questionReports)
    .where(eq(questionReports.userId, userId))
    .orderBy(asc(questionReports.createdAt), asc(questionReports.id));
}
