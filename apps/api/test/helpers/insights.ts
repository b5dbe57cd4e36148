import { asc, eq } from 'drizzle-orm';
import { lessons, practiceAnswers, practiceSessions, questions, users } from '../../src/db/schema';
import { TOPIC } from './exam';
import { type CreatedUser, createUser } from './factories';
import type { TestApp } from './test-app';

/** An account made admin straight in the database (the roles CLI's effect). */
export async function createAdmin(t: TestApp): Promise<CreatedUser> {
  const admin = await createUser(t, { username: 'Bank Admin' });
  await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  return admin;
}

/** Active questions of the bank in a stable order. */
export async function activeQuestions(t: TestApp, count: number) {
  const rows = await t.db
    .select({ id: questions.id, lessonId: questions.lessonId, lessonName: lessons.name })
    .from(questions)
    .innerJoin(lessons, eq(lessons.id, questions.lessonId))
    .where(eq(questions.status, 'active'))
    .orderBy(asc(questions.id))
    .limit(count);
  if (rows.length < count) throw new Error(`the bank has fewer than ${count} active questions`);
  return rows;
}

export interface SeededAnswer {
  question: { id: string; lessonId: string };
  correct: boolean;
  seconds?: number;
}

/** A finished practice session with these checked answers, written straight to the database. */
export async function seedPracticeSession(
  t: TestApp,
  userId: string,
  answers: readonly SeededAnswer[],
  at: Date = t.clock.now(),
) {
  const [session] = await t.db
    .insert(practiceSessions)
    .values({
      userId,
      topic: TOPIC,
      seed: 1,
      startedAt: new Date(at.getTime() - 60 * 60_000),
      finishedAt: at,
      status: 'finished',
      totalAnswered: answers.length,
      correctCount: answers.filter((answer) => answer.correct).length,
    })
    .returning({ id: practiceSessions.id });
  if (!session) throw new Error('no session');
  if (answers.length > 0) {
    await t.db.insert(practiceAnswers).values(
      answers.map((answer, index) => ({
        sessionId: session.id,
        position: index + 1,
        questionId: answer.question.id,
        lessonId: answer.question.lessonId,
        servedAt: new Date(at.getTime() - (answers.length - index) * 60_000),
        checkedAt: new Date(at.getTime() - (answers.length - index) * 60_000 + 30_000),
        userAnswer: answer.correct ? 'right' : 'wrong',
        isCorrect: answer.correct,
        timeSpentSeconds: answer.seconds ?? 30,
        firstTryCorrect: answer.correct,
      })),
    );
  }
  return session.id;
}
