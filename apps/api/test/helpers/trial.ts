import { ApiRoutes } from '@exam/contract';
import type { TrialInProgress, TrialNextBody, TrialProgress } from '@exam/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { storedQuestion, wrongAnswerFor } from './exam';
import type { TestApp } from './test-app';

/** Starts a trial for the signed-in user (no body, as the spec's client sends); expects 200. */
export async function startTrial(t: TestApp, token: string): Promise<TrialInProgress> {
  const response = await t.post(ApiRoutes.trial.generate, undefined, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TrialInProgress>();
}

export function trialBody(
  trial: TrialInProgress,
  selectedAnswer: string,
  extra: Partial<TrialNextBody> = {},
): TrialNextBody {
  return { trialId: trial.trialId, questionId: trial.question.id, selectedAnswer, ...extra };
}

export function sendTrialAnswer(
  t: TestApp,
  token: string,
  trial: TrialInProgress,
  selectedAnswer: string,
  extra: Partial<TrialNextBody> = {},
): Promise<LightMyRequestResponse> {
  return t.post(ApiRoutes.trial.nextQuestion, trialBody(trial, selectedAnswer, extra), { token });
}

/** Answers the current question (correctly unless told otherwise); expects 200. */
export async function answerTrial(
  t: TestApp,
  token: string,
  trial: TrialInProgress,
  how: 'correct' | 'wrong' = 'correct',
): Promise<TrialProgress> {
  const selected =
    how === 'correct'
      ? (await storedQuestion(t, trial.question.id)).answer
      : await wrongAnswerFor(t, trial.question.id);
  const response = await sendTrialAnswer(t, token, trial, selected);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TrialProgress>();
}
