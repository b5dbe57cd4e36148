import { ApiRoutes, fillRoute } from '@exam/contract';
import type { ExamDetails, ExamInProgress, ExamProgress } from '@exam/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  examAnswers,
  exams,
  lessons,
  practiceAnswers,
  practiceSessions,
  questions,
  topics,
  trialAnswers,
  trials,
} from '../src/db/schema';
import { answer, startExam, TOPIC } from './helpers/exam';
import type { CreatedUser } from './helpers/factories';
import { createUser } from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';

/**
 * Issue 17, finding 4 (decision 012, "Answers already shown"): an exam never serves a student a
 * question whose correct answer that student has been shown (a finished exam's details, a
 * finished trial's report, a checked practice question) while the bank has questions they have
 * not seen. The probe that found it abandoned exams to collect their answers: over 12 exams, 32
 * of 36 served questions had already been revealed.
 */
let t: TestApp;
let bank: { id: string; lessonId: string }[];
beforeAll(async () => {
  t = await createTestApp();
  bank = await t.db
    .select({ id: questions.id, lessonId: questions.lessonId })
    .from(questions)
    .innerJoin(lessons, eq(lessons.id, questions.lessonId))
    .innerJoin(topics, eq(topics.id, lessons.topicId))
    .where(and(eq(questions.status, 'active'), eq(topics.name, TOPIC)))
    .orderBy(asc(lessons.position), asc(questions.id));
});
afterAll(() => t.close());

/** Answers (wrongly) until the exam has served `count` questions or ends; the ids served. */
async function takeQuestions(user: CreatedUser, exam: ExamInProgress, count: number) {
  const served = [exam.question.id];
  let progress: ExamProgress = exam;
  while (!progress.completed && served.length < count) {
    progress = await answer(t, user.token, progress, 'wrong');
    if (!progress.completed) served.push(progress.question.id);
  }
  return { served, progress };
}

async function detailsOf(user: CreatedUser, examId: string): Promise<ExamDetails> {
  const response = await t.get(fillRoute(ApiRoutes.exam.details, { id: examId }), {
    token: user.token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ExamDetails>();
}

describe('questions whose answer the student has been shown', () => {
  it('are not served again when exams are abandoned to collect their answers (12 rounds)', async () => {
    const student = await createUser(t);
    const revealed = new Map<string, string>();
    let previous: { examId: string; served: string[] } | undefined;
    for (let round = 1; round <= 12; round += 1) {
      // Starting an exam finishes the running one ('replaced'): its details open at once.
      const exam = await startExam(t, student.token);
      if (previous) {
        const details = await detailsOf(student, previous.examId);
        // The answered ones: the question left on screen is not part of a replaced exam.
        expect(details.questions.map((question) => question.id)).toEqual(
          previous.served.slice(0, -1),
        );
        for (const question of details.questions) {
          revealed.set(question.id, question.correctAnswer);
        }
      }
      const { served } = await takeQuestions(student, exam, 3);
      const again = served.filter((id) => revealed.has(id));
      expect(again, `round ${round}: served with a revealed answer`).toEqual([]);
      previous = { examId: exam.examId, served };
    }
    expect(revealed.size).toBe(22);
  });

  it('are not served from any source (exam details, trial report, practice) while unseen ones remain', async () => {
    const student = await createUser(t);
    // Two unseen questions per lesson; every other question is revealed by one of the sources.
    const perLesson = new Map<string, number>();
    const unseen = new Set<string>();
    const shown: { id: string; lessonId: string }[] = [];
    for (const question of bank) {
      const n = perLesson.get(question.lessonId) ?? 0;
      perLesson.set(question.lessonId, n + 1);
      if (n < 2) unseen.add(question.id);
      else shown.push(question);
    }
    expect(shown.length).toBeGreaterThan(unseen.size);
    const third = Math.ceil(shown.length / 3);
    await revealThroughExam(student, shown.slice(0, third));
    await revealThroughTrial(student, shown.slice(third, 2 * third));
    await revealThroughPractice(student, shown.slice(2 * third));

    const exam = await startExam(t, student.token);
    const { served } = await takeQuestions(student, exam, unseen.size);
    expect(served.length).toBeGreaterThan(perLesson.size);
    const revealedServed = served.filter((id) => !unseen.has(id));
    expect(revealedServed).toEqual([]);
  });

  it('are served again once no unseen question is left, so an exam still runs', async () => {
    const student = await createUser(t);
    await revealThroughPractice(student, bank);
    const exam = await startExam(t, student.token);
    const { served } = await takeQuestions(student, exam, 5);
    expect(served).toHaveLength(5);
  });

  it('do not include the questions of a running trial (no answer shown yet)', async () => {
    const student = await createUser(t);
    // Every question but one per lesson was practised; the rest sit in a running trial.
    const perLesson = new Set<string>();
    const inRunningTrial: { id: string; lessonId: string }[] = [];
    const practised: { id: string; lessonId: string }[] = [];
    for (const question of bank) {
      if (perLesson.has(question.lessonId)) practised.push(question);
      else {
        perLesson.add(question.lessonId);
        inRunningTrial.push(question);
      }
    }
    await revealThroughPractice(student, practised);
    await revealThroughTrial(student, inRunningTrial, 'running');
    const exam = await startExam(t, student.token);
    const { served } = await takeQuestions(student, exam, 3);
    const trialIds = new Set(inRunningTrial.map((question) => question.id));
    expect(served.every((id) => trialIds.has(id))).toBe(true);
  });
});

// Attempts written straight to the database: what the student would have been shown by taking
// them through the API, without taking hundreds of questions one request at a time.

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);

async function revealThroughExam(user: CreatedUser, shown: { id: string; lessonId: string }[]) {
  const [exam] = await t.db
    .insert(exams)
    .values({
      userId: user.user.id,
      topic: TOPIC,
      status: 'finished',
      seed: 1,
      startedAt: at(120),
      deadline: at(60),
      finishedAt: at(90),
      stopReason: 'replaced',
    })
    .returning();
  if (!exam) throw new Error('no exam');
  await t.db.insert(examAnswers).values(
    shown.map((question, i) => ({
      examId: exam.id,
      position: i + 1,
      questionId: question.id,
      lessonId: question.lessonId,
      servedAt: at(100),
      answeredAt: at(99),
      userAnswer: 'x',
      isCorrect: false,
      scored: true,
      timeSpentSeconds: 60,
    })),
  );
}

async function revealThroughTrial(
  user: CreatedUser,
  shown: { id: string; lessonId: string }[],
  status: 'finished' | 'running' = 'finished',
) {
  const [trial] = await t.db
    .insert(trials)
    .values({
      userId: user.user.id,
      topic: TOPIC,
      status,
      seed: 1,
      questionIds: shown.map((question) => question.id),
      startedAt: at(status === 'finished' ? 80 : 1),
      deadline: at(status === 'finished' ? 55 : -24),
      finishedAt: status === 'finished' ? at(56) : null,
      stopReason: status === 'finished' ? 'completed' : null,
      questionNumber: shown.length,
    })
    .returning();
  if (!trial) throw new Error('no trial');
  await t.db.insert(trialAnswers).values(
    shown.slice(0, status === 'finished' ? shown.length : shown.length - 1).map((question, i) => ({
      trialId: trial.id,
      position: i + 1,
      questionId: question.id,
      lessonId: question.lessonId,
      servedAt: at(70),
      answeredAt: at(70),
      userAnswer: 'x',
      isCorrect: false,
      scored: true,
      timeSpentSeconds: 10,
    })),
  );
}

async function revealThroughPractice(user: CreatedUser, shown: { id: string; lessonId: string }[]) {
  const [session] = await t.db
    .insert(practiceSessions)
    .values({
      userId: user.user.id,
      topic: TOPIC,
      status: 'finished',
      seed: 1,
      startedAt: at(50),
      finishedAt: at(40),
      correctCount: 0,
      totalAnswered: shown.length,
    })
    .returning();
  if (!session) throw new Error('no practice session');
  await t.db.insert(practiceAnswers).values(
    shown.map((question, i) => ({
      sessionId: session.id,
      position: i + 1,
      questionId: question.id,
      lessonId: question.lessonId,
      servedAt: at(45),
      checkedAt: at(45),
      userAnswer: 'x',
      isCorrect: false,
      firstTryCorrect: false,
      timeSpentSeconds: 5,
    })),
  );
}
