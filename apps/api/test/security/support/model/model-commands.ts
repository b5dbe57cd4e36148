import type { AsyncCommand } from 'fast-check';
import fc from 'fast-check';
import { ApiRoutes, TOPICS } from '@exam/contract';
import type {
  AuthResponse,
  CheckAnswerResponse,
  ExamInProgress,
  ExamProgress,
  PracticeInProgress,
  PracticeProgress,
  TrialInProgress,
  TrialProgress,
} from '@exam/contract';
import { expect } from 'vitest';
import { DEFAULT_CITY, DEFAULT_SCHOOL } from '../../../helpers/factories';
import { checkModel, expectDeadline, expectExamScore } from './model-checks';
import { ModelReal } from './model-real';
import type { AttemptKind, Model, ModelAttempt } from './model-state';
import { lastScored, latest, runningOf } from './model-state';

type Command = AsyncCommand<Model, ModelReal>;

const TOPIC = TOPICS[0];
export const KINDS: readonly AttemptKind[] = ['exam', 'trial', 'practice'];
/** Kinds with a deadline: moving the clock or signing in again may close them. */
const TIMED: readonly AttemptKind[] = ['exam', 'trial'];

/** A command: `check` says when it applies, `act` runs it; the invariants are checked after. */
function command(
  name: string,
  check: (model: Model) => boolean,
  act: (model: Model, real: ModelReal) => Promise<void>,
  /** The kinds of attempt the command can change (read back after it). */
  touches: readonly AttemptKind[] = [],
): Command {
  return {
    check,
    async run(model, real) {
      const { stats } = real.world;
      const started = performance.now();
      stats.commands += 1;
      const kind = name.replace(/ -?\d+ ms$/, '');
      stats.byCommand[kind] = (stats.byCommand[kind] ?? 0) + 1;
      await act(model, real);
      await checkModel(model, real, touches);
      stats.msByCommand[kind] = (stats.msByCommand[kind] ?? 0) + performance.now() - started;
    },
    toString: () => name,
  };
}

const signedIn = (model: Model) => model.signedIn && !model.deleted;

/** Registration through the API: the first command of some sequences (others are seeded). */
export function register(): Command {
  return command(
    'register',
    (model) => !model.registered,
    async (model, real) => {
      const body = ModelReal.expectJson<AuthResponse>(
        await real.post(ApiRoutes.auth.register, {
          username: 'Model Student',
          email: real.email,
          password: real.password,
          city: DEFAULT_CITY,
          school: DEFAULT_SCHOOL,
        }),
        201,
        'register',
      );
      real.token = body.token;
      model.registered = true;
      model.signedIn = true;
    },
  );
}

function login(rememberMe: boolean): Command {
  return command(
    `login${rememberMe ? ' (remember me)' : ''}`,
    (model) => model.registered && !model.deleted,
    async (model, real) => {
      const body = ModelReal.expectJson<AuthResponse>(
        await real.post(
          ApiRoutes.auth.login,
          { email: real.email, password: real.password, rememberMe },
          undefined,
        ),
        200,
        'login',
      );
      real.token = body.token;
      model.signedIn = true;
    },
    TIMED,
  );
}

/** The old token opens nothing any more: 401 on a signed-in read. */
async function expectRevoked(real: ModelReal, token: string): Promise<void> {
  for (const url of [ApiRoutes.auth.me, ApiRoutes.exam.current]) {
    const response = await real.get(url, token);
    expect(response.statusCode, `${url} with a revoked token`).toBe(401);
  }
}

function logout(): Command {
  return command('logout', signedIn, async (model, real) => {
    const token = real.token as string;
    ModelReal.expectJson(await real.post(ApiRoutes.auth.logout), 200, 'logout');
    real.token = undefined;
    model.signedIn = false;
    await expectRevoked(real, token);
  });
}

/** In-app deletion: every session ends at once and the password no longer signs in. */
function deleteAccount(): Command {
  return command('delete account', signedIn, async (model, real) => {
    const token = real.token as string;
    ModelReal.expectJson(
      await real.post(ApiRoutes.account.delete, { password: real.password }),
      200,
      'delete account',
    );
    real.token = undefined;
    model.signedIn = false;
    model.deleted = true;
    await expectRevoked(real, token);
    const again = await real.post(
      ApiRoutes.auth.login,
      { email: real.email, password: real.password },
      undefined,
    );
    expect(again.statusCode, 'sign-in after deletion').toBe(401);
  });
}

const START_ROUTES = {
  exam: ApiRoutes.exam.generate,
  trial: ApiRoutes.trial.generate,
  practice: ApiRoutes.practice.start,
} as const;

export function start(kind: AttemptKind): Command {
  return command(
    `start ${kind}`,
    signedIn,
    async (model, real) => {
      const body = kind === 'trial' ? undefined : { topic: TOPIC };
      const response = await real.post(START_ROUTES[kind], body);
      const started = ModelReal.expectJson<ExamInProgress | TrialInProgress | PracticeInProgress>(
        response,
        200,
        `start ${kind}`,
      );
      // A running exam or trial is ended as it stands by the new one (no question closed).
      const previous = kind === 'practice' ? undefined : runningOf(model, kind);
      if (previous) previous.running = false;
      const attempt: ModelAttempt = {
        kind,
        id:
          'examId' in started
            ? started.examId
            : 'trialId' in started
              ? started.trialId
              : started.practiceId,
        topic: started.topic,
        currentQuestionId: started.question.id,
        rows: [],
        running: true,
      };
      if ('deadline' in started) {
        const duration = kind === 'exam' ? real.world.examDurationMs : real.world.trialDurationMs;
        attempt.deadline = started.deadline;
        attempt.deadlineMs = Date.parse(started.deadline);
        expect(attempt.deadlineMs, 'deadline = start + duration').toBe(model.now + duration);
      }
      if ('lessonId' in started) attempt.currentLessonId = started.lessonId;
      model.attempts.push(attempt);
    },
    [kind],
  );
}

/** Exams and trials end by themselves at the deadline: an answer then closes them. */
const pastDeadline = (model: Model, attempt: ModelAttempt) =>
  attempt.deadlineMs !== undefined && model.now >= attempt.deadlineMs;

/** The model's copy of an acknowledged answer: what was sent and what the review must show. */
function recordAnswer(
  attempt: ModelAttempt,
  questionId: string,
  plan: { sent: string; shown: string },
  correct: boolean,
) {
  attempt.rows.push({ questionId, userAnswer: plan.shown, correct, scored: true, sent: plan.sent });
}

/** After an answer: the attempt ended, or its current question is the one now served. */
function moveOn(
  attempt: ModelAttempt,
  progress: { completed: true } | { completed: false; question: { id: string } },
) {
  if (progress.completed) {
    attempt.running = false;
    delete attempt.currentQuestionId;
  } else {
    attempt.currentQuestionId = progress.question.id;
  }
}

async function answerExam(model: Model, real: ModelReal, attempt: ModelAttempt, correct: boolean) {
  const questionId = attempt.currentQuestionId as string;
  const plan = real.world.key.plan(questionId, correct, false);
  const progress = ModelReal.expectJson<ExamProgress>(
    await real.post(ApiRoutes.exam.nextQuestion, {
      topic: attempt.topic,
      examId: attempt.id,
      lessonId: attempt.currentLessonId,
      questionId,
      selectedAnswer: plan.sent,
    }),
    200,
    'exam answer',
  );
  attempt.rows.push({ questionId, userAnswer: plan.shown, correct, scored: true, sent: plan.sent });
  if (pastDeadline(model, attempt))
    expect(progress.completed, 'answer at the deadline ends').toBe(true);
  if (progress.completed) {
    attempt.running = false;
    delete attempt.currentQuestionId;
  } else {
    expectDeadline(attempt, progress.deadline);
    attempt.currentQuestionId = progress.question.id;
    attempt.currentLessonId = progress.lessonId;
  }
  expectExamScore(real, attempt, progress.performance);
}

async function answerTrial(model: Model, real: ModelReal, attempt: ModelAttempt, correct: boolean) {
  const questionId = attempt.currentQuestionId as string;
  const plan = real.world.key.plan(questionId, correct, false);
  const progress = ModelReal.expectJson<TrialProgress>(
    await real.post(ApiRoutes.trial.nextQuestion, {
      trialId: attempt.id,
      questionId,
      selectedAnswer: plan.sent,
    }),
    200,
    'trial answer',
  );
  recordAnswer(attempt, questionId, plan, correct);
  expect(progress.feedback?.isCorrect, 'trial feedback').toBe(correct);
  const ends = pastDeadline(model, attempt) || attempt.rows.length >= real.world.trialQuestions;
  expect(progress.completed, 'trial ends at its last question or deadline').toBe(ends);
  if (!progress.completed) expectDeadline(attempt, progress.deadline);
  moveOn(attempt, progress);
}

async function answerPractice(real: ModelReal, attempt: ModelAttempt, correct: boolean) {
  const questionId = attempt.currentQuestionId as string;
  const plan = real.world.key.plan(questionId, correct, true);
  const progress = ModelReal.expectJson<PracticeProgress>(
    await real.post(ApiRoutes.practice.nextQuestion, {
      practiceId: attempt.id,
      questionId,
      answer: plan.sent,
    }),
    200,
    'practice answer',
  );
  recordAnswer(attempt, questionId, plan, correct);
  moveOn(attempt, progress);
}

function answer(kind: AttemptKind, correct: boolean): Command {
  return command(
    `answer ${kind} ${correct ? 'right' : 'wrong'}`,
    (model) => signedIn(model) && runningOf(model, kind) !== undefined,
    async (model, real) => {
      const attempt = runningOf(model, kind) as ModelAttempt;
      if (kind === 'exam') await answerExam(model, real, attempt, correct);
      else if (kind === 'trial') await answerTrial(model, real, attempt, correct);
      else await answerPractice(real, attempt, correct);
    },
    [kind],
  );
}

/** Sends an answer for an already answered question: its own again, or another one. */
async function sendFor(real: ModelReal, attempt: ModelAttempt, questionId: string, given: string) {
  if (attempt.kind === 'exam') {
    return real.post(ApiRoutes.exam.nextQuestion, {
      topic: attempt.topic,
      examId: attempt.id,
      lessonId: attempt.currentLessonId ?? '',
      questionId,
      selectedAnswer: given,
    });
  }
  if (attempt.kind === 'trial') {
    return real.post(ApiRoutes.trial.nextQuestion, {
      trialId: attempt.id,
      questionId,
      selectedAnswer: given,
    });
  }
  return real.post(ApiRoutes.practice.checkAnswer, {
    practiceId: attempt.id,
    questionId,
    answer: given,
  });
}

/** The attempt of a kind whose last stored row is an acknowledged answer. */
const resendable = (model: Model, kind: AttemptKind) => {
  const attempt = latest(model, kind);
  return attempt && lastScored(attempt) ? attempt : undefined;
};

function resend(kind: AttemptKind): Command {
  return command(
    `re-send ${kind} answer`,
    (model) => signedIn(model) && resendable(model, kind) !== undefined,
    async (_model, real) => {
      const attempt = resendable(_model, kind) as ModelAttempt;
      const row = lastScored(attempt)!;
      const body = ModelReal.expectJson<ExamProgress | TrialProgress | CheckAnswerResponse>(
        await sendFor(real, attempt, row.questionId, row.sent),
        200,
        `re-send ${kind}`,
      );
      // Idempotent: the same state again, nothing advanced.
      if ('completed' in body) {
        expect(body.completed, 're-send completed').toBe(!attempt.running);
        if (!body.completed) {
          expect(body.question.id, 're-send does not advance').toBe(attempt.currentQuestionId);
          expectDeadline(attempt, body.deadline);
        }
        if ('feedback' in body && body.feedback) expect(body.feedback.isCorrect).toBe(row.correct);
      } else {
        expect(body.isCorrect).toBe(row.correct);
        expect(body.totalAnswered).toBe(attempt.rows.length);
      }
    },
    [kind],
  );
}

function conflicting(kind: AttemptKind): Command {
  return command(
    `different ${kind} answer`,
    (model) => {
      const attempt = latest(model, kind);
      return signedIn(model) && attempt !== undefined && attempt.rows.some((row) => row.scored);
    },
    async (model, real) => {
      const attempt = latest(model, kind) as ModelAttempt;
      const row = attempt.rows.filter((r) => r.scored).at(-1)!;
      const other = real.world.key.other(row.questionId, row.sent, kind === 'practice');
      const response = await sendFor(real, attempt, row.questionId, other);
      expect(response.statusCode, `different answer: ${response.body}`).toBe(409);
    },
    [kind],
  );
}

function reload(kind: 'exam' | 'trial'): Command {
  return command(
    `reload ${kind}`,
    signedIn,
    async (model, real) => {
      const url = kind === 'exam' ? ApiRoutes.exam.current : ApiRoutes.trial.current;
      const body = ModelReal.expectJson<Record<string, ExamInProgress | TrialInProgress | null>>(
        await real.get(url),
        200,
        `${kind} current`,
      );
      const shown = body[kind] ?? null;
      // Nothing is past its deadline here: the check after every command has closed it already.
      const running = runningOf(model, kind);
      if (!running) {
        expect(shown, `no running ${kind}`).toBeNull();
        return;
      }
      expect(shown && ('examId' in shown ? shown.examId : shown.trialId)).toBe(running.id);
      expectDeadline(running, shown?.deadline);
      expect(shown?.question.id).toBe(running.currentQuestionId);
    },
    [kind],
  );
}

function finishPractice(): Command {
  return command(
    'finish practice',
    (model) => signedIn(model) && latest(model, 'practice') !== undefined,
    async (model, real) => {
      const attempt = latest(model, 'practice') as ModelAttempt;
      const body = ModelReal.expectJson<PracticeProgress>(
        await real.post(ApiRoutes.practice.finish, { practiceId: attempt.id }),
        200,
        'finish practice',
      );
      expect(body.completed).toBe(true);
      attempt.running = false;
      delete attempt.currentQuestionId;
    },
    ['practice'],
  );
}

/** Moves the app's clock: a little, to just around a deadline, or far past every deadline. */
function advance(): fc.Arbitrary<Command> {
  const step = fc.oneof(
    fc.integer({ min: 1_000, max: 120_000 }).map((ms) => ({ ms, toDeadline: false })),
    fc.integer({ min: -3_000, max: 15_000 }).map((ms) => ({ ms, toDeadline: true })),
    fc.constant({ ms: 61 * 60_000, toDeadline: false }),
  );
  return step.map(({ ms, toDeadline }) =>
    command(
      toDeadline ? `advance to a deadline ${ms} ms` : `advance ${ms} ms`,
      () => true,
      (model, real) => {
        let by = ms;
        if (toDeadline) {
          const target = [runningOf(model, 'exam'), runningOf(model, 'trial')]
            .map((attempt) => attempt?.deadlineMs)
            .find((deadline) => deadline !== undefined);
          by = target === undefined ? 0 : Math.max(0, target + ms - model.now);
        }
        model.now += by;
        real.t.clock.advance(by);
        return Promise.resolve();
      },
      TIMED,
    ),
  );
}

/** `count` copies of an arbitrary: fast-check draws commands uniformly from the list. */
const weight = <T>(count: number, arbitrary: fc.Arbitrary<T>) =>
  Array.from({ length: count }, () => arbitrary);

/**
 * Every command, as fast-check draws them: starts and answers weigh most so that sequences get
 * into their attempts; signing out (which ends what a sequence can do) weighs least.
 */
export function modelCommands(): fc.Arbitrary<Command>[] {
  return [
    fc.boolean().map(login),
    fc.constant(logout()),
    fc.constant(deleteAccount()),
    ...KINDS.flatMap((kind) => [
      fc.constant(start(kind)),
      ...weight(
        5,
        fc.boolean().map((correct) => answer(kind, correct)),
      ),
      fc.constant(resend(kind)),
      fc.constant(conflicting(kind)),
    ]),
    fc.constant(reload('exam')),
    fc.constant(reload('trial')),
    fc.constant(finishPractice()),
    ...weight(2, advance()),
  ];
}
