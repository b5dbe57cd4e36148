import { parseMathValue } from '@exam/bank';
import { ApiRoutes } from '@exam/contract';
import type { CheckAnswerResponse, PracticeInProgress } from '@exam/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceSessions, questions } from '../src/db/schema';
import { markAnswer } from '../src/modules/bank/mark-answer';
import { TOPIC } from './helpers/exam';
import { createUser } from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';

/**
 * The stored marking fields reach the checker wherever a short answer is marked: practice
 * (check-answer) and exams and trials (markAnswer), with the checker's reason.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function shippedShortAnswer(where: Parameters<typeof and>[0]) {
  const [row] = await t.db
    .select()
    .from(questions)
    .where(and(eq(questions.type, 'short_answer'), eq(questions.status, 'active'), where))
    .limit(1);
  if (!row) throw new Error('no such seeded question');
  return row;
}

async function checkInPractice(questionId: string, answer: string): Promise<CheckAnswerResponse> {
  const user = await createUser(t);
  const started = await t.post(ApiRoutes.practice.start, { topic: TOPIC }, { token: user.token });
  expect(started.statusCode, started.body).toBe(200);
  const session = started.json<PracticeInProgress>();
  await t.db
    .update(practiceSessions)
    .set({ currentQuestionId: questionId })
    .where(eq(practiceSessions.id, session.practiceId));
  const response = await t.post(
    ApiRoutes.practice.checkAnswer,
    { practiceId: session.practiceId, questionId, answer },
    { token: user.token },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CheckAnswerResponse>();
}

describe('marking fields of the seeded bank', () => {
  it('refuses a decimal for an exact question, in practice and in exams', async () => {
    const row = await shippedShortAnswer(eq(questions.exact, true));
    const decimal = String(Number((parseMathValue(row.answer)?.value ?? 0).toPrecision(5)));
    const practice = await checkInPractice(row.id, decimal);
    expect(practice).toMatchObject({ isCorrect: false });
    expect(practice.reason).toMatch(/^Give the exact value/);
    expect(markAnswer(row, decimal, 'text')).toMatchObject({ isCorrect: false });
    expect(markAnswer(row, row.answer, 'text')).toMatchObject({ isCorrect: true });
  });

  it('refuses another unit and accepts the unit in any spelling', async () => {
    const row = await shippedShortAnswer(eq(questions.unit, 'cm'));
    const wrongUnit = await checkInPractice(row.id, `${row.answer} m`);
    expect(wrongUnit).toMatchObject({ isCorrect: false, reason: 'The answer is in cm' });
    expect(markAnswer(row, `${row.answer} centimetres.`, 'text')).toMatchObject({
      isCorrect: true,
    });
    expect(markAnswer(row, `${row.answer} km`, 'text')).toMatchObject({
      isCorrect: false,
      reason: 'The answer is in cm',
    });
  });

  it('marks a rounding against the true value', async () => {
    const row = await shippedShortAnswer(isNotNull(questions.trueValue));
    const truth = row.trueValue ?? 0;
    const places = row.decimals ?? 0;
    // One place finer and correct: accepted; the key plus half a unit at that place: refused.
    expect(markAnswer(row, truth.toFixed(places + 1), 'text').isCorrect).toBe(true);
    const off = (Number(row.answer.replace(/[^\d.-]/g, '')) + 0.5 * 10 ** -places).toFixed(
      places + 1,
    );
    if (Math.abs(Number(off) - truth) > 0.5 * 10 ** -(places + 1)) {
      expect(markAnswer(row, off, 'text').isCorrect).toBe(false);
    }
  });
});
