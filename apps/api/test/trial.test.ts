import { randomUUID } from 'node:crypto';
import { ApiRoutes, fillRoute, TrialMessages } from '@exam/contract';
import type {
  CurrentTrialResponse,
  PastTrial,
  TrialDetails,
  TrialInProgress,
  TrialProgress,
  TrialResult,
  TrialReviewQuestion,
} from '@exam/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessons, questions, trialAnswers, trials } from '../src/db/schema';
import { sweepOverdueTrials } from '../src/modules/trial/trial.service';
import { storedQuestion, TOPIC, wrongAnswerFor } from './helpers/exam';
import { createUser } from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';
import { answerTrial, sendTrialAnswer, startTrial, trialBody } from './helpers/trial';

/**
 * The trial API (docs/product.md §10-11) on the real app with a fake clock: the blueprint, the server's
 * deadline and grace, ordered and idempotent answers with a verdict each, finalisation, the
 * report, and what a running trial never reveals.
 */
let t: TestApp;
/** Same database, trials of 60 s and 5 questions: the clock and completion tests. */
let short: TestApp;
const SHORT_SECONDS = 60;
const SHORT_QUESTIONS = 5;
beforeAll(async () => {
  t = await createTestApp();
  short = await createTestApp({
    database: t.database,
    env: {
      TRIAL_DURATION_SECONDS: String(SHORT_SECONDS),
      TRIAL_QUESTIONS: String(SHORT_QUESTIONS),
    },
  });
});
afterAll(async () => {
  await short.close();
  await t.close();
});

async function trialRow(id: string) {
  const [row] = await t.db.select().from(trials).where(eq(trials.id, id));
  if (!row) throw new Error(`trial ${id} missing`);
  return row;
}
const answerRows = (trialId: string) =>
  t.db.select().from(trialAnswers).where(eq(trialAnswers.trialId, trialId));

const get = (app: TestApp, url: string, token: string) => app.get(url, { token });

/** Answers every question, right on even positions; returns the result and what was sent. */
async function runToEnd(app: TestApp, token: string, first: TrialInProgress) {
  let trial = first;
  const verdicts: boolean[] = [];
  for (;;) {
    const right = trial.questionNumber % 2 === 0;
    const progress: TrialProgress = await answerTrial(
      app,
      token,
      trial,
      right ? 'correct' : 'wrong',
    );
    expect(progress.feedback).toEqual({
      questionId: trial.question.id,
      questionNumber: trial.questionNumber,
      isCorrect: right,
    });
    verdicts.push(right);
    if (progress.completed) return { result: progress, verdicts, last: trial };
    expect(progress.questionNumber).toBe(trial.questionNumber + 1);
    trial = progress;
  }
}

describe('a full trial', () => {
  it('draws 25 questions over every lesson (or 25 lessons when there are more), easy to hard, half multiple choice', async () => {
    const user = await createUser(t);
    const first = await startTrial(t, user.token);
    expect(first).toMatchObject({
      completed: false,
      timerExpired: false,
      topic: TOPIC,
      questionNumber: 1,
      totalQuestions: 25,
      remainingSeconds: 1500,
      durationSeconds: 1500,
    });
    expect(first.feedback).toBeUndefined();
    const row = await trialRow(first.trialId);
    expect(row.questionIds).toHaveLength(25);
    expect(row.deadline.getTime() - row.startedAt.getTime()).toBe(1500 * 1000);
    const form = await t.db.select().from(questions).where(inArray(questions.id, row.questionIds));
    const byId = new Map(form.map((question) => [question.id, question]));
    const ordered = row.questionIds.map((id) => byId.get(id));
    const lessonCount = await t.db.$count(lessons);
    // Every lesson once while the lessons are no more than the questions (25); beyond that, 25
    // different lessons (spread across units: trial.blueprint.test.ts).
    expect(new Set(ordered.map((question) => question?.lessonId)).size).toBe(
      Math.min(lessonCount, 25),
    );
    for (let i = 1; i < ordered.length; i += 1) {
      expect(ordered[i]?.irtB).toBeGreaterThanOrEqual(ordered[i - 1]?.irtB ?? -Infinity);
    }
    expect(new Set(ordered.map((question) => question?.templateId)).size).toBe(25);
    const mcq = ordered.filter((question) => question?.type === 'MCQ').length;
    expect([12, 13]).toContain(mcq);
    expect(first.question.id).toBe(row.questionIds[0]);
  });

  it('runs to completion with a verdict per answer; the result, past trials, details and reviews agree', async () => {
    const user = await createUser(short);
    const first = await startTrial(short, user.token);
    expect(first.totalQuestions).toBe(SHORT_QUESTIONS);
    const { result, verdicts, last } = await runToEnd(short, user.token, first);
    const correct = verdicts.filter(Boolean).length;
    expect(result).toMatchObject({
      completed: true,
      timerExpired: false,
      trialId: first.trialId,
      correctAnswers: correct,
      totalQuestions: SHORT_QUESTIONS,
      performance: correct / SHORT_QUESTIONS,
      overallPerformance: correct / SHORT_QUESTIONS,
    });
    expect(result.questions).toHaveLength(SHORT_QUESTIONS);
    for (const [index, question] of result.questions.entries()) {
      const stored = await storedQuestion(short, question.id);
      expect(question).toMatchObject({
        questionNumber: index + 1,
        question: stored.text,
        // The figure travels with the text ('In the opposite figure', docs/product.md §2.21).
        graph: stored.graph,
        correctAnswer: stored.answer,
        isCorrect: verdicts[index],
      });
      if (!verdicts[index])
        expect(question.userAnswer).toBe(await wrongAnswerFor(short, question.id));
    }
    expect((await trialRow(first.trialId)).stopReason).toBe('completed');

    // A re-send of the last answer replays the result.
    const again = await sendTrialAnswer(
      short,
      user.token,
      last,
      verdicts.at(-1)
        ? (await storedQuestion(short, last.question.id)).answer
        : await wrongAnswerFor(short, last.question.id),
    );
    expect(again.json()).toEqual(result);

    const state = await get(
      short,
      fillRoute(ApiRoutes.trial.state, { id: first.trialId }),
      user.token,
    );
    const { feedback: _feedback, ...withoutFeedback } = result;
    expect(state.json()).toEqual(withoutFeedback);
    const past = (await get(short, ApiRoutes.trial.pastTrials, user.token)).json<PastTrial[]>();
    expect(past).toEqual([
      {
        trialId: first.trialId,
        date: result.date,
        performance: result.performance,
        correctAnswers: correct,
        totalQuestions: SHORT_QUESTIONS,
        timeTaken: result.timeTaken,
        averageTimeSpent: result.averageTimeSpent,
        timerExpired: false,
      },
    ]);
    const details = (
      await get(short, fillRoute(ApiRoutes.trial.details, { trialId: first.trialId }), user.token)
    ).json<TrialDetails>();
    const { completed: _completed, ...report } = withoutFeedback;
    expect(details).toMatchObject(report);
    expect(Object.keys(details.timeSpent).sort()).toEqual(
      result.questions.map((question) => question.id).sort(),
    );
    for (const question of result.questions) {
      const review = await get(
        short,
        fillRoute(ApiRoutes.trial.question, { id: question.id }),
        user.token,
      );
      expect(review.statusCode).toBe(200);
      const stored = await storedQuestion(short, question.id);
      expect(review.json<TrialReviewQuestion>()).toMatchObject({
        id: question.id,
        question: stored.text,
        explanation: stored.explanation,
        lessonId: stored.lessonId,
      });
    }
    expect((await get(short, ApiRoutes.trial.current, user.token)).json()).toEqual({
      trial: null,
    });
  });

  it('measures the time on each question and the trial on the server', async () => {
    const user = await createUser(short);
    let trial = await startTrial(short, user.token);
    const seconds = [4, 9, 2, 7, 3];
    let result: TrialResult | undefined;
    for (const [index, step] of seconds.entries()) {
      short.clock.advance(step * 1000);
      // The client's claim of 10 minutes is more than the server measured: ignored.
      const response = await sendTrialAnswer(
        short,
        user.token,
        trial,
        (await storedQuestion(short, trial.question.id)).answer,
        index === 0 ? { startTime: 0, endTime: 600_000 } : {},
      );
      const progress = response.json<TrialProgress>();
      if (progress.completed) result = progress;
      else trial = progress;
    }
    expect(result).toMatchObject({ timeTaken: 25, averageTimeSpent: 5, correctAnswers: 5 });
    const details = (
      await get(short, fillRoute(ApiRoutes.trial.details, { trialId: trial.trialId }), user.token)
    ).json<TrialDetails>();
    expect(result?.questions.map((question) => details.timeSpent[question.id])).toEqual(seconds);
  });

  it("avoids the questions of the student's recent trials", async () => {
    const user = await createUser(t);
    const first = await startTrial(t, user.token);
    const second = await startTrial(t, user.token);
    const a = (await trialRow(first.trialId)).questionIds;
    const b = (await trialRow(second.trialId)).questionIds;
    expect(b.filter((id) => a.includes(id))).toEqual([]);
  });
});

describe('the server clock', () => {
  it('ends the trial at the deadline with the unanswered question recorded', async () => {
    const user = await createUser(short);
    let trial = await startTrial(short, user.token);
    short.clock.advance(10_000);
    trial = (await answerTrial(short, user.token, trial, 'correct')) as TrialInProgress;
    short.clock.advance((SHORT_SECONDS - 10) * 1000);
    const state = (
      await get(short, fillRoute(ApiRoutes.trial.state, { id: trial.trialId }), user.token)
    ).json<TrialInProgress>();
    expect(state).toMatchObject({ completed: false, remainingSeconds: 0, questionNumber: 2 });

    const response = await sendTrialAnswer(short, user.token, trial, '', { timerExpired: true });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<TrialResult>();
    expect(result).toMatchObject({
      completed: true,
      timerExpired: true,
      correctAnswers: 1,
      totalQuestions: SHORT_QUESTIONS,
      performance: 1 / SHORT_QUESTIONS,
      timeTaken: SHORT_SECONDS,
      averageTimeSpent: 10,
    });
    expect(result.feedback).toBeUndefined();
    expect(result.questions).toHaveLength(2);
    expect(result.questions[1]).toMatchObject({
      id: trial.question.id,
      userAnswer: '',
      isCorrect: false,
    });
    expect((await trialRow(trial.trialId)).stopReason).toBe('time');
  });

  it('does not score an answer after the grace, and scores one within it', async () => {
    const late = await createUser(short);
    const lateTrial = await startTrial(short, late.token);
    short.clock.advance((SHORT_SECONDS + 11) * 1000);
    const correct = (await storedQuestion(short, lateTrial.question.id)).answer;
    const refused = await sendTrialAnswer(short, late.token, lateTrial, correct);
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({
      completed: true,
      timerExpired: true,
      correctAnswers: 0,
    });
    expect(await answerRows(lateTrial.trialId)).toMatchObject([
      { scored: false, isCorrect: false, userAnswer: correct },
    ]);

    const inTime = await createUser(short);
    const trial = await startTrial(short, inTime.token);
    short.clock.advance((SHORT_SECONDS + 5) * 1000);
    const counted = await answerTrial(short, inTime.token, trial, 'correct');
    expect(counted).toMatchObject({
      completed: true,
      timerExpired: true,
      correctAnswers: 1,
      feedback: { isCorrect: true },
    });
  });

  it('answers a re-sent answer whose reply was lost with the result once the clock ended the trial', async () => {
    const user = await createUser(short);
    const trial = await startTrial(short, user.token);
    const correct = (await storedQuestion(short, trial.question.id)).answer;
    // Stored in time; the reply never reached the student, who sends it again after the grace.
    await answerTrial(short, user.token, trial, 'correct');
    short.clock.advance((SHORT_SECONDS + 11) * 1000);
    const again = await sendTrialAnswer(short, user.token, trial, correct);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      completed: true,
      timerExpired: true,
      correctAnswers: 1,
      feedback: { questionId: trial.question.id, isCorrect: true },
    });
    const rows = (await answerRows(trial.trialId)).sort((a, b) => a.position - b.position);
    expect(rows).toMatchObject([
      { position: 1, scored: true, isCorrect: true },
      { position: 2, scored: false, userAnswer: '' },
    ]);
    const changed = await sendTrialAnswer(
      short,
      user.token,
      trial,
      await wrongAnswerFor(short, trial.question.id),
    );
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'ALREADY_ANSWERED' });
  });

  it('does not trust a client that says the time is up while the server has time left', async () => {
    const user = await createUser(short);
    const trial = await startTrial(short, user.token);
    short.clock.advance(5_000);
    const empty = await sendTrialAnswer(short, user.token, trial, '', { timerExpired: true });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: TrialMessages.answerRequired });
    const answer = (await storedQuestion(short, trial.question.id)).answer;
    const next = await sendTrialAnswer(short, user.token, trial, answer, { timerExpired: true });
    expect(next.json()).toMatchObject({ completed: false, questionNumber: 2 });
  });

  it('finalises an abandoned trial in the periodic sweep and when its owner comes back', async () => {
    const swept = await createUser(short);
    const abandoned = await startTrial(short, swept.token);
    const comesBack = await createUser(short);
    const other = await startTrial(short, comesBack.token);
    short.clock.advance((SHORT_SECONDS + 11) * 1000);
    expect(
      await sweepOverdueTrials({ db: short.db, clock: short.clock, config: short.config }),
    ).toBeGreaterThanOrEqual(1);
    expect(await trialRow(abandoned.trialId)).toMatchObject({
      status: 'finished',
      timerExpired: true,
      stopReason: 'time',
    });
    const current = await get(short, ApiRoutes.trial.current, comesBack.token);
    expect(current.json<CurrentTrialResponse>()).toEqual({ trial: null });
    expect((await trialRow(other.trialId)).status).toBe('finished');
    const past = (await get(short, ApiRoutes.trial.pastTrials, swept.token)).json<PastTrial[]>();
    expect(past).toMatchObject([{ trialId: abandoned.trialId, timerExpired: true }]);
  });

  it('never moves a deadline: a reload, an answer or a restart sees the same one', async () => {
    const user = await createUser(short);
    const trial = await startTrial(short, user.token);
    short.clock.advance(20_000);
    const next = (await answerTrial(short, user.token, trial, 'wrong')) as TrialInProgress;
    const current = (
      await get(short, ApiRoutes.trial.current, user.token)
    ).json<CurrentTrialResponse>();
    expect(next.deadline).toBe(trial.deadline);
    expect(current.trial?.deadline).toBe(trial.deadline);
    expect(current.trial?.remainingSeconds).toBe(SHORT_SECONDS - 20);
  });
});

describe('answers in order, once', () => {
  it('returns the identical response to a re-sent answer and writes nothing', async () => {
    const user = await createUser(t);
    const trial = await startTrial(t, user.token);
    const correct = (await storedQuestion(t, trial.question.id)).answer;
    const first = await sendTrialAnswer(t, user.token, trial, correct);
    expect(first.statusCode).toBe(200);
    const rowsBefore = await answerRows(trial.trialId);
    const trialBefore = await trialRow(trial.trialId);
    const again = await sendTrialAnswer(t, user.token, trial, `  ${correct} `);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await answerRows(trial.trialId)).toEqual(rowsBefore);
    expect(await trialRow(trial.trialId)).toEqual(trialBefore);
  });

  it('rejects a different answer to an answered question and an out-of-sequence one with 409', async () => {
    const user = await createUser(t);
    const trial = await startTrial(t, user.token);
    const second = (await answerTrial(t, user.token, trial, 'correct')) as TrialInProgress;
    const changed = await sendTrialAnswer(
      t,
      user.token,
      trial,
      await wrongAnswerFor(t, trial.question.id),
    );
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({
      code: 'ALREADY_ANSWERED',
      message: TrialMessages.alreadyAnswered,
    });
    await answerTrial(t, user.token, second, 'correct');
    const old = await sendTrialAnswer(t, user.token, trial, 'x');
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({ code: 'NOT_CURRENT_QUESTION' });
    const ahead = (await trialRow(trial.trialId)).questionIds[5] as string;
    const skipping = await t.post(
      ApiRoutes.trial.nextQuestion,
      trialBody(second, 'x', { questionId: ahead }),
      { token: user.token },
    );
    expect(skipping.statusCode).toBe(409);
    expect(skipping.json()).toMatchObject({ message: TrialMessages.notCurrentQuestion });
    expect(await answerRows(trial.trialId)).toHaveLength(2);
  });

  it('advances exactly once when 20 copies of one answer arrive together', async () => {
    const user = await createUser(t);
    const trial = await startTrial(t, user.token);
    const correct = (await storedQuestion(t, trial.question.id)).answer;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => sendTrialAnswer(t, user.token, trial, correct)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const bodies = responses.map((response) => response.json<TrialInProgress>());
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(bodies[0]?.questionNumber).toBe(2);
    expect(await answerRows(trial.trialId)).toHaveLength(1);
  });

  it('finishes the running trial as it stands when a new one starts', async () => {
    const user = await createUser(t);
    const old = await startTrial(t, user.token);
    await answerTrial(t, user.token, old, 'correct');
    const fresh = await startTrial(t, user.token);
    expect(fresh.trialId).not.toBe(old.trialId);
    const state = await get(t, fillRoute(ApiRoutes.trial.state, { id: old.trialId }), user.token);
    expect(state.json()).toMatchObject({ completed: true, timerExpired: false, correctAnswers: 1 });
    expect((await trialRow(old.trialId)).stopReason).toBe('replaced');
    const current = (
      await get(t, ApiRoutes.trial.current, user.token)
    ).json<CurrentTrialResponse>();
    expect(current.trial?.trialId).toBe(fresh.trialId);
  });
});

describe('what a running trial reveals', () => {
  const allowedKeys = new Set([
    'completed',
    'timerExpired',
    'trialId',
    'topic',
    'question',
    'questionNumber',
    'totalQuestions',
    'deadline',
    'remainingSeconds',
    'durationSeconds',
    'feedback',
    'questionId',
    'isCorrect',
    'id',
    'question_type',
    'options',
    'graph',
    // The current question's stored figure (the same SVG and description /api/graph serves).
    'figure',
    'svg',
    'alt',
    'trial',
  ]);

  function walk(value: unknown, visit: (key: string | null, value: unknown) => void) {
    if (Array.isArray(value)) value.forEach((item) => walk(item, visit));
    else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        visit(key, inner);
        walk(inner, visit);
      }
    } else visit(null, value);
  }

  it('never sends a correct answer or an explanation before the end', async () => {
    const user = await createUser(t);
    const bodies: unknown[] = [];
    const served: string[] = [];
    let trial = await startTrial(t, user.token);
    bodies.push(trial);
    for (let i = 0; i < 8; i += 1) {
      served.push(trial.question.id);
      bodies.push((await get(t, ApiRoutes.trial.current, user.token)).json());
      bodies.push(
        (await get(t, fillRoute(ApiRoutes.trial.state, { id: trial.trialId }), user.token)).json(),
      );
      const review = await get(
        t,
        fillRoute(ApiRoutes.trial.question, { id: trial.question.id }),
        user.token,
      );
      expect(review.statusCode).toBe(404);
      const details = await get(
        t,
        fillRoute(ApiRoutes.trial.details, { trialId: trial.trialId }),
        user.token,
      );
      expect(details.statusCode).toBe(404);
      const next = await answerTrial(t, user.token, trial, i % 2 === 0 ? 'correct' : 'wrong');
      bodies.push(next);
      if (next.completed) throw new Error('the trial ended too early for this test');
      trial = next;
    }
    const secrets = new Set<string>();
    for (const id of served) {
      const stored = await storedQuestion(t, id);
      if (stored.explanation.trim()) secrets.add(stored.explanation);
      if (stored.type === 'short_answer') secrets.add(stored.answer);
    }
    for (const body of bodies) {
      walk(body, (key, value) => {
        if (key !== null) expect(allowedKeys, `unexpected key ${key}`).toContain(key);
        if (typeof value === 'string') expect(secrets.has(value), value).toBe(false);
      });
    }
  });
});

describe('privacy and validation', () => {
  it("answers another user's trial exactly like a missing one", async () => {
    const owner = await createUser(short);
    const other = await createUser(short);
    const first = await startTrial(short, owner.token);
    await runToEnd(short, owner.token, first);
    for (const [route, key] of [
      [ApiRoutes.trial.details, 'trialId'],
      [ApiRoutes.trial.state, 'id'],
    ] as const) {
      const theirs = await get(short, fillRoute(route, { [key]: first.trialId }), other.token);
      const missing = await get(short, fillRoute(route, { [key]: randomUUID() }), other.token);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.body).toBe(missing.body);
      expect(theirs.json()).toMatchObject({ message: TrialMessages.trialNotFound });
    }
    const theirQuestion = await get(
      short,
      fillRoute(ApiRoutes.trial.question, { id: first.question.id }),
      other.token,
    );
    const missingQuestion = await get(
      short,
      fillRoute(ApiRoutes.trial.question, { id: randomUUID() }),
      other.token,
    );
    expect(theirQuestion.statusCode).toBe(404);
    expect(theirQuestion.body).toBe(missingQuestion.body);
    const theirAnswer = await sendTrialAnswer(short, other.token, first, 'x');
    expect(theirAnswer.statusCode).toBe(404);
    const bad = await get(
      short,
      fillRoute(ApiRoutes.trial.state, { id: 'not-a-uuid' }),
      other.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: TrialMessages.trialIdInvalid });
  });

  it('lists only the caller’s own past trials, newest first', async () => {
    const me = await createUser(short);
    const someoneElse = await createUser(short);
    const mine: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const trial = await startTrial(short, me.token);
      await answerTrial(short, me.token, trial, 'correct');
      short.clock.advance(1000);
      mine.unshift(trial.trialId);
    }
    const theirs = await startTrial(short, someoneElse.token);
    await answerTrial(short, someoneElse.token, theirs, 'correct');
    // A new one replaces the third; a trial with no answer yet is not listed.
    await startTrial(short, me.token);
    const past = (await get(short, ApiRoutes.trial.pastTrials, me.token)).json<PastTrial[]>();
    expect(past.map((trial) => trial.trialId)).toEqual(mine);
  });

  it('requires a sign-in', async () => {
    for (const url of [ApiRoutes.trial.pastTrials, ApiRoutes.trial.current]) {
      expect((await t.get(url)).statusCode).toBe(401);
    }
    expect((await t.post(ApiRoutes.trial.generate)).statusCode).toBe(401);
  });

  it('rejects unknown topics, empty answers, non-options and malformed bodies, changing nothing', async () => {
    const user = await createUser(t);
    const unknown = await t.post(
      ApiRoutes.trial.generate,
      { topic: 'Algebra' },
      { token: user.token },
    );
    expect(unknown.statusCode).toBe(400);
    const extra = await t.post(ApiRoutes.trial.generate, { colour: 'red' }, { token: user.token });
    expect(extra.statusCode).toBe(400);
    expect(extra.json<{ message: string }>().message).toContain('Unknown field');
    expect((await get(t, ApiRoutes.trial.current, user.token)).json()).toEqual({ trial: null });

    const trial = await startTrial(t, user.token);
    const before = await trialRow(trial.trialId);
    const bad: unknown[] = [
      trialBody(trial, ''),
      trialBody(trial, '   '),
      trialBody(trial, 'x'.repeat(501)),
      trialBody(trial, '7\u0000'),
      { ...trialBody(trial, '1'), trialId: 'nope' },
      { ...trialBody(trial, '1'), extra: true },
      { trialId: trial.trialId },
      '{"trialId":',
      [],
    ];
    for (const body of bad) {
      const response = await t.post(ApiRoutes.trial.nextQuestion, body, {
        token: user.token,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message.length).toBeGreaterThan(0);
    }
    const stored = await storedQuestion(t, trial.question.id);
    if (stored.type === 'MCQ') {
      const notOption = await sendTrialAnswer(t, user.token, trial, 'not one of them');
      expect(notOption.statusCode).toBe(400);
      expect(notOption.json()).toMatchObject({ message: 'Please choose one of the options.' });
    }
    expect(await answerRows(trial.trialId)).toEqual([]);
    expect(await trialRow(trial.trialId)).toEqual(before);
  });
});
