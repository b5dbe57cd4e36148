import { ApiRoutes, fillRoute } from '@exam/contract';
import type {
  CheckedAnswerResponse,
  ExamProgress,
  ExamReviewQuestion,
  PracticeInProgress,
  TrialProgress,
} from '@exam/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions } from '../src/db/schema';
import { answer, startExam, TOPIC } from './helpers/exam';
import { createUser } from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';
import { answerTrial, startTrial } from './helpers/trial';

/**
 * Worked steps (issue 21) come with the explanation and only there: practice's check and its
 * review, a finished exam's and a finished trial's question review. Nothing a running attempt
 * receives carries them, and no response carries a hint.
 */
const STEPS = ['Worked step one: $x^2 = 49$.', 'Worked step two: $x = 7$.'];
const HINT = 'A hint no student may see yet.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Every active question has help, whichever one a session serves.
  await t.db
    .update(questions)
    .set({ steps: STEPS, hints: [HINT] })
    .where(eq(questions.status, 'active'));
  t.app.bankCaches.invalidate();
});
afterAll(() => t.close());

function expectNoHelp(body: string) {
  expect(body).not.toContain('Worked step');
  expect(body).not.toContain(HINT);
}

describe('worked steps in practice', () => {
  it('come with the check and the review, never with the question, and hints never', async () => {
    const student = await createUser(t);
    const started = await t.post(
      ApiRoutes.practice.start,
      { topic: TOPIC },
      { token: student.token },
    );
    expect(started.statusCode, started.body).toBe(200);
    expectNoHelp(started.body);
    const session = started.json<PracticeInProgress>();
    const checked = await t.post(
      ApiRoutes.practice.checkAnswer,
      { practiceId: session.practiceId, questionId: session.question.id, answer: '0' },
      { token: student.token },
    );
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json<CheckedAnswerResponse>().steps).toEqual(STEPS);
    expect(checked.body).not.toContain(HINT);
    const state = await t.get(fillRoute(ApiRoutes.practice.state, { id: session.practiceId }), {
      token: student.token,
    });
    expect(state.statusCode, state.body).toBe(200);
    expect(state.body).toContain(STEPS[0]);
    expect(state.body).not.toContain(HINT);
  });
});

describe('worked steps in exams and trials', () => {
  it('an exam serves none while it runs; its finished question review carries them', async () => {
    const student = await createUser(t);
    const exam = await startExam(t, student.token);
    expectNoHelp(JSON.stringify(exam));
    const next: ExamProgress = await answer(t, student.token, exam, 'wrong');
    expectNoHelp(JSON.stringify(next));
    // While the exam runs its questions cannot be reviewed at all.
    const early = await t.get(fillRoute(ApiRoutes.exam.question, { id: exam.question.id }), {
      token: student.token,
    });
    expect(early.statusCode).not.toBe(200);
    expectNoHelp(early.body);
    // A new exam finishes the running one: its answered question opens with the steps.
    await startExam(t, student.token);
    const review = await t.get(fillRoute(ApiRoutes.exam.question, { id: exam.question.id }), {
      token: student.token,
    });
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json<ExamReviewQuestion>().steps).toEqual(STEPS);
    expect(review.body).not.toContain(HINT);
  });

  it('a trial serves none while it runs; its finished question review carries them', async () => {
    const student = await createUser(t);
    const trial = await startTrial(t, student.token);
    expectNoHelp(JSON.stringify(trial));
    let progress: TrialProgress = trial;
    for (let i = 0; i < 40 && !progress.completed; i += 1) {
      progress = await answerTrial(t, student.token, progress, 'wrong');
      expectNoHelp(JSON.stringify(progress));
    }
    expect(progress.completed).toBe(true);
    const review = await t.get(fillRoute(ApiRoutes.trial.question, { id: trial.question.id }), {
      token: student.token,
    });
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json<ExamReviewQuestion>().steps).toEqual(STEPS);
    expect(review.body).not.toContain(HINT);
  });
});
