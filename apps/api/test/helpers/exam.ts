import { ApiRoutes, TOPICS } from '@exam/contract';
import type { ExamInProgress, ExamProgress, NextQuestionBody } from '@exam/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { questions } from '../../src/db/schema';
import type { TestApp } from './test-app';

export const TOPIC = TOPICS[0];

/** Starts an exam for the signed-in user; expects 200. */
export async function startExam(t: TestApp, token: string): Promise<ExamInProgress> {
  const response = await t.post(ApiRoutes.exam.generate, { topic: TOPIC }, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ExamInProgress>();
}

/** The stored question row (answer, options, explanation), read straight from the database. */
export async function storedQuestion(t: TestApp, id: string) {
  const [row] = await t.db.select().from(questions).where(eq(questions.id, id));
  if (!row) throw new Error(`question ${id} not in the database`);
  return row;
}

/** A wrong answer for the question: another option for an MCQ, an unlikely number otherwise. */
export async function wrongAnswerFor(t: TestApp, id: string): Promise<string> {
  const row = await storedQuestion(t, id);
  if (row.type === 'MCQ') {
    const other = (row.options ?? []).find((option) => option.trim() !== row.answer.trim());
    if (other === undefined) throw new Error('MCQ without a wrong option');
    return other;
  }
  return '987654321';
}

export function answerBody(
  exam: ExamInProgress,
  selectedAnswer: string,
  extra: Partial<NextQuestionBody> = {},
): NextQuestionBody {
  return {
    topic: exam.topic,
    examId: exam.examId,
    lessonId: exam.lessonId,
    questionId: exam.question.id,
    selectedAnswer,
    ...extra,
  };
}

export function sendAnswer(
  t: TestApp,
  token: string,
  exam: ExamInProgress,
  selectedAnswer: string,
  extra: Partial<NextQuestionBody> = {},
): Promise<LightMyRequestResponse> {
  return t.post(ApiRoutes.exam.nextQuestion, answerBody(exam, selectedAnswer, extra), { token });
}

/** Answers the current question (correctly unless told otherwise); expects 200. */
export async function answer(
  t: TestApp,
  token: string,
  exam: ExamInProgress,
  how: 'correct' | 'wrong' = 'correct',
): Promise<ExamProgress> {
  const selected =
    how === 'correct'
      ? (await storedQuestion(t, exam.question.id)).answer
      : await wrongAnswerFor(t, exam.question.id);
  const response = await sendAnswer(t, token, exam, selected);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ExamProgress>();
}
