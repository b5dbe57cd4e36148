import {
  ApiRoutes,
  ExamDetailsSchema,
  ExamProgressSchema,
  TrialProgressSchema,
} from '@exam/contract';
import { normaliseOption } from '../../../src/lib/attempt-rules';
import type { AttemptEntry, Ledger } from './ledger';
import type { RetryingClient } from './traffic';

const path = (template: string, id: string) => template.replace(/:\w+$/, id);

/** What the API now says about an attempt: its result and the answers it lists, in order. */
interface ApiView {
  completed: boolean;
  performance: number;
  correctAnswers: number;
  timerExpired: boolean;
  answers: { questionId: string; userAnswer: string }[];
}

/** The API's view of an attempt still running: nothing to compare but that it is not over. */
const STILL_RUNNING: ApiView = {
  completed: false,
  performance: 0,
  correctAnswers: 0,
  timerExpired: false,
  answers: [],
};

/** A finished attempt's view from its result and the questions it lists. */
function finishedView(
  result: { performance: number; correctAnswers: number; timerExpired: boolean },
  questions: readonly { id: string; userAnswer: string }[],
): ApiView {
  return {
    completed: true,
    performance: result.performance,
    correctAnswers: result.correctAnswers,
    timerExpired: result.timerExpired,
    answers: questions.map((question) => ({
      questionId: question.id,
      userAnswer: question.userAnswer,
    })),
  };
}

async function readExam(client: RetryingClient, token: string, id: string): Promise<ApiView> {
  const state = await client.request('GET', path(ApiRoutes.exam.state, id), { token });
  const progress = ExamProgressSchema.parse(state.answer.body);
  if (!progress.completed) return STILL_RUNNING;
  const details = await client.request('GET', path(ApiRoutes.exam.details, id), { token });
  return finishedView(progress, ExamDetailsSchema.parse(details.answer.body).questions);
}

async function readTrial(client: RetryingClient, token: string, id: string): Promise<ApiView> {
  const state = await client.request('GET', path(ApiRoutes.trial.state, id), { token });
  const progress = TrialProgressSchema.parse(state.answer.body);
  if (!progress.completed) return STILL_RUNNING;
  return finishedView(progress, progress.questions);
}

function compare(attempt: AttemptEntry, view: ApiView): string[] {
  const label = `${attempt.kind} ${attempt.id} (API)`;
  if (!view.completed) return [`${label}: still running after every student left`];
  const problems: string[] = [];
  const shown = attempt.result;
  if (
    shown &&
    (shown.performance !== view.performance ||
      shown.correctAnswers !== view.correctAnswers ||
      shown.timerExpired !== view.timerExpired)
  ) {
    problems.push(
      `${label}: result ${JSON.stringify(view)} differs from the one shown ${JSON.stringify(shown)}`,
    );
  }
  for (const acked of attempt.answers) {
    const listed = view.answers[acked.position - 1];
    const closed = acked.mayBeClosedByTime && listed?.userAnswer === '';
    if (
      !listed ||
      listed.questionId !== acked.questionId ||
      (!closed && normaliseOption(listed.userAnswer) !== normaliseOption(acked.answer))
    ) {
      problems.push(`${label}: question ${acked.position} is listed as ${JSON.stringify(listed)}`);
    }
  }
  return problems;
}

/**
 * Asks the running API, as each student, for every attempt the student saw: it must be finished
 * with the result first shown and list every acknowledged answer at its place.
 */
export async function verifyThroughApi(
  ledger: Ledger,
  clientOf: (student: number) => { client: RetryingClient; token: string },
): Promise<string[]> {
  const problems: string[] = [];
  for (const attempt of ledger.attempts.values()) {
    const { client, token } = clientOf(attempt.student);
    const view =
      attempt.kind === 'exam'
        ? await readExam(client, token, attempt.id)
        : await readTrial(client, token, attempt.id);
    problems.push(...compare(attempt, view));
  }
  return problems;
}
