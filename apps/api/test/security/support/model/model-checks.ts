import { ApiRoutes, fillRoute } from '@exam/contract';
import type {
  ExamDetails,
  ExamProgress,
  PracticeSessionDetail,
  PracticeState,
  TrialDetails,
  TrialProgress,
} from '@exam/contract';
import { expect } from 'vitest';
import type { AttemptKind, Model, ModelAttempt, ModelRow } from './model-state';
import { closeByClock, isOverdue } from './model-state';
import { ModelReal } from './model-real';
import { correctCount, ScoreOracle } from './recompute';

/**
 * The invariants, checked against the server's own read routes after every command:
 * deadlines never move, acknowledged answers are listed exactly as acknowledged, a finished
 * attempt's view never changes, and every score equals the model's recomputation.
 */
/** Exam performance is stored in a float4 column (about 7 digits); lesson scores in JSON. */
const SCORE_TOLERANCE = 1e-6;

/** The rows as review routes list them: id, answer as given, and whether it counted right. */
const listed = (rows: readonly ModelRow[]) =>
  rows.map((row) => ({
    id: row.questionId,
    userAnswer: row.userAnswer,
    isCorrect: row.scored && row.correct,
  }));

export function expectDeadline(attempt: ModelAttempt, deadline: string | undefined): void {
  expect(deadline, `deadline of ${attempt.kind} ${attempt.id}`).toBe(attempt.deadline);
}

/** A finished view seen for the first time is kept; every later one must equal it. */
function expectFinalView(attempt: ModelAttempt, view: unknown): void {
  const json = JSON.stringify(view);
  if (attempt.finalView === undefined) attempt.finalView = json;
  else
    expect(json, `${attempt.kind} ${attempt.id} changed after it was finalised`).toBe(
      attempt.finalView,
    );
}

export function expectExamScore(real: ModelReal, attempt: ModelAttempt, performance: number) {
  const expected = real.world.oracle.exam(attempt.topic, attempt.rows, !attempt.running);
  expect(Math.abs(performance - expected.performance), 'exam performance').toBeLessThan(
    SCORE_TOLERANCE,
  );
  return expected;
}

async function checkExam(model: Model, real: ModelReal, attempt: ModelAttempt): Promise<void> {
  const url = fillRoute(ApiRoutes.exam.state, { id: attempt.id });
  const state = ModelReal.expectJson<ExamProgress>(await real.get(url), 200, 'exam state');
  if (attempt.running && isOverdue(attempt, model.now)) closeByClock(attempt);
  expect(state.completed, `exam ${attempt.id} completed`).toBe(!attempt.running);
  if (!state.completed) {
    expectDeadline(attempt, state.deadline);
    expect(state.question.id).toBe(attempt.currentQuestionId);
    expect(state.questionNumber).toBe(attempt.rows.length + 1);
    expectExamScore(real, attempt, state.performance);
    return;
  }
  const details = ModelReal.expectJson<ExamDetails>(
    await real.get(fillRoute(ApiRoutes.exam.details, { id: attempt.id })),
    200,
    'exam details',
  );
  expect(
    details.questions.map(({ id, userAnswer, isCorrect }) => ({ id, userAnswer, isCorrect })),
  ).toEqual(listed(attempt.rows));
  const expected = expectExamScore(real, attempt, state.performance);
  expect(details.overallPerformance).toBe(state.performance);
  expect(state.correctAnswers).toBe(correctCount(attempt.rows));
  expect(state.totalQuestions).toBe(attempt.rows.length);
  const lessons = state.detailedPerformance.map(({ lessonId, score, answered }) => ({
    lessonId,
    score,
    answered,
  }));
  expect(lessons.map(({ lessonId, answered }) => ({ lessonId, answered }))).toEqual(
    expected.lessons.map(({ lessonId, answered }) => ({ lessonId, answered })),
  );
  lessons.forEach((lesson, index) =>
    expect(Math.abs(lesson.score - (expected.lessons[index]?.score ?? NaN))).toBeLessThan(
      SCORE_TOLERANCE,
    ),
  );
  expectFinalView(attempt, { state, details });
}

async function checkTrial(model: Model, real: ModelReal, attempt: ModelAttempt): Promise<void> {
  const url = fillRoute(ApiRoutes.trial.state, { id: attempt.id });
  const state = ModelReal.expectJson<TrialProgress>(await real.get(url), 200, 'trial state');
  if (attempt.running && isOverdue(attempt, model.now)) closeByClock(attempt);
  expect(state.completed, `trial ${attempt.id} completed`).toBe(!attempt.running);
  if (!state.completed) {
    expectDeadline(attempt, state.deadline);
    expect(state.question.id).toBe(attempt.currentQuestionId);
    expect(state.questionNumber).toBe(attempt.rows.length + 1);
    expect(state.totalQuestions).toBe(real.world.trialQuestions);
    return;
  }
  const details = ModelReal.expectJson<TrialDetails>(
    await real.get(fillRoute(ApiRoutes.trial.details, { trialId: attempt.id })),
    200,
    'trial details',
  );
  const expected = ScoreOracle.trial(attempt.rows, real.world.trialQuestions);
  for (const view of [state, details]) {
    expect(
      view.questions.map(({ id, userAnswer, isCorrect }) => ({ id, userAnswer, isCorrect })),
    ).toEqual(listed(attempt.rows));
    expect(Math.abs(view.performance - expected)).toBeLessThan(SCORE_TOLERANCE);
    expect(view.correctAnswers).toBe(correctCount(attempt.rows));
    expect(view.totalQuestions).toBe(real.world.trialQuestions);
  }
  const { feedback: _feedback, ...result } = state;
  expectFinalView(attempt, { result, details });
}

async function checkPractice(real: ModelReal, attempt: ModelAttempt): Promise<void> {
  const url = fillRoute(ApiRoutes.practice.state, { id: attempt.id });
  const state = ModelReal.expectJson<PracticeState>(await real.get(url), 200, 'practice state');
  const { progress } = state;
  expect(
    state.answered.map(({ id, userAnswer, isCorrect }) => ({ id, userAnswer, isCorrect })),
  ).toEqual(listed(attempt.rows));
  expect(progress.completed, `practice ${attempt.id} completed`).toBe(!attempt.running);
  if (!progress.completed) {
    expect(progress.question.id).toBe(attempt.currentQuestionId);
    expect(progress.correctCount).toBe(correctCount(attempt.rows));
    expect(progress.totalAnswered).toBe(attempt.rows.length);
    return;
  }
  expect(progress.totalCorrect).toBe(correctCount(attempt.rows));
  expect(progress.totalAnswered).toBe(attempt.rows.length);
  expect(progress.result.score).toBe(ScoreOracle.practice(attempt.rows));
  const detail = ModelReal.expectJson<PracticeSessionDetail>(
    await real.get(fillRoute(ApiRoutes.practice.session, { id: attempt.id })),
    200,
    'practice session',
  );
  expect(detail.score).toBe(ScoreOracle.practice(attempt.rows));
  expectFinalView(attempt, { progress, answered: state.answered, detail });
}

export function checkAttempt(model: Model, real: ModelReal, attempt: ModelAttempt) {
  if (attempt.kind === 'exam') return checkExam(model, real, attempt);
  if (attempt.kind === 'trial') return checkTrial(model, real, attempt);
  return checkPractice(real, attempt);
}

/**
 * After each command: the running attempts and those not yet seen finished, of the kinds the
 * command touched, are read back (reading also lets the server close attempts past their
 * deadline, as it must). `all` re-reads the finished ones too (the end of a sequence).
 */
export async function checkModel(
  model: Model,
  real: ModelReal,
  kinds: readonly AttemptKind[],
  all = false,
): Promise<void> {
  if (!model.signedIn) return;
  for (const attempt of model.attempts) {
    if (!kinds.includes(attempt.kind)) continue;
    if (all || attempt.running || attempt.finalView === undefined) {
      await checkAttempt(model, real, attempt);
    }
  }
}
