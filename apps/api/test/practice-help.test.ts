import { randomUUID } from 'node:crypto';
import { ApiRoutes, ErrorCode, fillRoute, PracticeMessages } from '@exam/contract';
import type {
  CheckAnswerResponse,
  CheckedAnswerResponse,
  PracticeHelp,
  PracticeHistoryItem,
  PracticeInProgress,
  PracticeProgress,
  PracticeSessionDetail,
  PracticeState,
  PracticeTopic,
  TryAgainResponse,
} from '@exam/contract';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lessons,
  practiceAnswers,
  practiceSessions,
  questions,
  reviewCards,
  topics,
} from '../src/db/schema';
import { storedQuestion, TOPIC } from './helpers/exam';
import { createUser } from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';

/**
 * Help before the answer in practice (issue 22; docs/decisions/042-hints-and-a-second-try.md):
 * hints one at a time, a second try that keeps the key on the server, Show Answer, the score of
 * first tries, and sessions on one lesson or on the review due. On the real app, in-process.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Token = string;

async function start(token: Token, extra: Record<string, unknown> = {}) {
  const response = await t.post(ApiRoutes.practice.start, { topic: TOPIC, ...extra }, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PracticeInProgress>();
}

const check = (token: Token, s: PracticeInProgress, answer: string, allowRetry?: boolean) =>
  t.post(
    ApiRoutes.practice.checkAnswer,
    {
      practiceId: s.practiceId,
      questionId: s.question.id,
      answer,
      ...(allowRetry === undefined ? {} : { allowRetry }),
    },
    { token },
  );

const hint = (token: Token, practiceId: string, questionId: string) =>
  t.post(ApiRoutes.practice.hint, { practiceId, questionId }, { token });

const showAnswer = (token: Token, practiceId: string, questionId: string) =>
  t.post(ApiRoutes.practice.showAnswer, { practiceId, questionId }, { token });

const next = (token: Token, s: PracticeInProgress, answer: string) =>
  t.post(
    ApiRoutes.practice.nextQuestion,
    { practiceId: s.practiceId, questionId: s.question.id, answer },
    { token },
  );

const state = async (token: Token, id: string) => {
  const response = await t.get(fillRoute(ApiRoutes.practice.state, { id }), { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PracticeState>();
};

async function sessionRow(id: string) {
  const [row] = await t.db.select().from(practiceSessions).where(eq(practiceSessions.id, id));
  if (!row) throw new Error(`practice session ${id} missing`);
  return row;
}
const answerRows = (id: string) =>
  t.db.select().from(practiceAnswers).where(eq(practiceAnswers.sessionId, id));

/** The answer a client sends: an MCQ's option index, a short answer's text. */
async function answerFor(questionId: string, how: 'correct' | 'wrong' | 'other wrong') {
  const row = await storedQuestion(t, questionId);
  if (row.type === 'MCQ') {
    const options = row.options ?? [];
    const right = options.findIndex((option) => option.trim() === row.answer.trim());
    const wrongs = options.map((_, i) => i).filter((i) => i !== right);
    if (how === 'correct') return String(right);
    return String(how === 'wrong' ? wrongs[0] : wrongs[1]);
  }
  if (how === 'correct') return row.answer;
  return how === 'wrong' ? '987654321' : '123456789';
}

/** Makes a question of the given kind the session's current one (a fresh serve: no hints). */
async function serve(sessionId: string, where: ReturnType<typeof and>): Promise<string> {
  const [row] = await t.db
    .select({ id: questions.id })
    .from(questions)
    .innerJoin(lessons, eq(lessons.id, questions.lessonId))
    .innerJoin(topics, eq(topics.id, lessons.topicId))
    .where(and(eq(topics.name, TOPIC), eq(questions.status, 'active'), where))
    .limit(1);
  if (!row) throw new Error('no such question');
  await t.db
    .update(practiceSessions)
    .set({ currentQuestionId: row.id, currentHintsUsed: 0 })
    .where(eq(practiceSessions.id, sessionId));
  return row.id;
}

/** A fresh session on a question with at least two hints (MCQ, so answers are easy to vary). */
async function sessionOnHintedMcq(token: Token) {
  const session = await start(token);
  const id = await serve(
    session.practiceId,
    and(eq(questions.type, 'MCQ'), sql`jsonb_array_length(${questions.hints}) >= 2`),
  );
  return { ...session, question: { ...session.question, id } };
}

const keysOf = (body: string) => Object.keys(JSON.parse(body) as Record<string, unknown>);

describe('hints', () => {
  it('reveals the stored hints one at a time, counts them, and a reload shows them again', async () => {
    const user = await createUser(t);
    const s = await sessionOnHintedMcq(user.token);
    const stored = (await storedQuestion(t, s.question.id)).hints ?? [];
    expect(stored.length).toBeGreaterThanOrEqual(2);

    const before = await state(user.token, s.practiceId);
    if (before.progress.completed) throw new Error('completed');
    expect(before.progress.help).toEqual({ hints: [], hintsTotal: stored.length });

    for (let i = 1; i <= stored.length; i += 1) {
      const response = await hint(user.token, s.practiceId, s.question.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<PracticeHelp>()).toEqual({
        hints: stored.slice(0, i),
        hintsTotal: stored.length,
      });
      expect((await sessionRow(s.practiceId)).currentHintsUsed).toBe(i);
    }
    const tooMany = await hint(user.token, s.practiceId, s.question.id);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      code: ErrorCode.NothingAvailable,
      message: PracticeMessages.noMoreHints,
    });
    expect((await sessionRow(s.practiceId)).currentHintsUsed).toBe(stored.length);

    const reloaded = await state(user.token, s.practiceId);
    if (reloaded.progress.completed) throw new Error('completed');
    expect(reloaded.progress.help.hints).toEqual(stored);
    // The check still shows nothing of the key before it; then the hints go with the answer.
    const checked = await check(user.token, s, await answerFor(s.question.id, 'correct'));
    expect(checked.statusCode, checked.body).toBe(200);
    const result = checked.json<CheckedAnswerResponse>();
    expect(result).toMatchObject({ tryAgain: false, isCorrect: true, hintsUsed: stored.length });
    // Hints never lower the score: right at the first try counts.
    expect(result).toMatchObject({ firstTryCorrect: true, correctCount: 1 });
    const [row] = await answerRows(s.practiceId);
    expect(row).toMatchObject({ hintsUsed: stored.length, firstTryCorrect: true });

    const late = await hint(user.token, s.practiceId, s.question.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: PracticeMessages.alreadyChecked });

    const moved = await next(user.token, s, await answerFor(s.question.id, 'correct'));
    const progress = moved.json<PracticeProgress>();
    if (progress.completed) throw new Error('completed');
    expect(progress.help.hints).toEqual([]);
    expect((await sessionRow(s.practiceId)).currentHintsUsed).toBe(0);
    const detail = await t.get(fillRoute(ApiRoutes.practice.session, { id: s.practiceId }), {
      token: user.token,
    });
    expect(detail.json<PracticeSessionDetail>().questions[0]).toMatchObject({
      hintsUsed: stored.length,
      firstTryCorrect: true,
      attempts: 1,
      firstAnswer: null,
    });
  });

  it('a re-sent hint request (its answer lost) replays the hints without counting another', async () => {
    const user = await createUser(t);
    const s = await sessionOnHintedMcq(user.token);
    const stored = (await storedQuestion(t, s.question.id)).hints ?? [];
    const send = (shown: number) =>
      t.post(
        ApiRoutes.practice.hint,
        { practiceId: s.practiceId, questionId: s.question.id, shown },
        { token: user.token },
      );
    const first = await send(0);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<PracticeHelp>().hints).toEqual(stored.slice(0, 1));
    // The same request again, as a retry after a lost response: still one hint, counted once.
    const retried = await send(0);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json<PracticeHelp>()).toEqual({
      hints: stored.slice(0, 1),
      hintsTotal: stored.length,
    });
    expect((await sessionRow(s.practiceId)).currentHintsUsed).toBe(1);
    // The client now shows one: the next press reveals the second.
    const second = await send(1);
    expect(second.json<PracticeHelp>().hints).toEqual(stored.slice(0, 2));
    expect((await sessionRow(s.practiceId)).currentHintsUsed).toBe(2);
  });

  it('answers a question without hints with hintsTotal 0 and 409 noMoreHints', async () => {
    const user = await createUser(t);
    const s = await sessionOnHintedMcq(user.token);
    // A question the bank gives no hints (an imported one): the current question, for a while.
    const kept = (await storedQuestion(t, s.question.id)).hints;
    await t.db.update(questions).set({ hints: null }).where(eq(questions.id, s.question.id));
    try {
      const reloaded = await state(user.token, s.practiceId);
      if (reloaded.progress.completed) throw new Error('completed');
      expect(reloaded.progress.help).toEqual({ hints: [], hintsTotal: 0 });
      const response = await hint(user.token, s.practiceId, s.question.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: PracticeMessages.noMoreHints });
      expect((await sessionRow(s.practiceId)).currentHintsUsed).toBe(0);
    } finally {
      await t.db.update(questions).set({ hints: kept }).where(eq(questions.id, s.question.id));
    }
  });

  it('refuses another session, question or user like check-answer does, changing nothing', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const s = await sessionOnHintedMcq(owner.token);
    const theirs = await hint(other.token, s.practiceId, s.question.id);
    const missing = await hint(other.token, randomUUID(), s.question.id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(missing.body);
    expect(theirs.json()).toMatchObject({ message: PracticeMessages.sessionNotFound });
    const notCurrent = await hint(owner.token, s.practiceId, randomUUID());
    expect(notCurrent.statusCode).toBe(409);
    expect(notCurrent.json()).toMatchObject({ code: ErrorCode.NotCurrentQuestion });
    const malformed = await t.post(
      ApiRoutes.practice.hint,
      { practiceId: 'nope', questionId: s.question.id },
      { token: owner.token },
    );
    expect(malformed.statusCode).toBe(400);
    const extra = await t.post(
      ApiRoutes.practice.hint,
      { practiceId: s.practiceId, questionId: s.question.id, count: 3 },
      { token: owner.token },
    );
    expect(extra.statusCode).toBe(400);
    const anonymous = await t.post(ApiRoutes.practice.hint, {
      practiceId: s.practiceId,
      questionId: s.question.id,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await sessionRow(s.practiceId)).currentHintsUsed).toBe(0);
  });
});

describe('a second try', () => {
  it('keeps the key on the server after a wrong first try; a right second try is not scored', async () => {
    const user = await createUser(t);
    const s = await sessionOnHintedMcq(user.token);
    const stored = await storedQuestion(t, s.question.id);
    const wrong = await answerFor(s.question.id, 'wrong');
    const first = await check(user.token, s, wrong, true);
    expect(first.statusCode, first.body).toBe(200);
    const tryAgain = first.json<TryAgainResponse>();
    expect(tryAgain).toMatchObject({
      tryAgain: true,
      isCorrect: false,
      firstAnswer: (stored.options ?? [])[Number(wrong)],
      hintsUsed: 0,
      correctCount: 0,
      totalAnswered: 0,
    });
    expect(keysOf(first.body).sort()).toEqual(
      [
        'tryAgain',
        'isCorrect',
        'firstAnswer',
        'reason',
        'hintsUsed',
        'correctCount',
        'totalAnswered',
      ].sort(),
    );
    // The wrong option's diagnosis names the mistake: held back until the answer is locked.
    expect(tryAgain.reason).toBe('');
    expect(first.body).not.toContain(stored.explanation);
    expect(await answerRows(s.practiceId)).toEqual([]);

    // A reload shows the pending try; a re-send of the same answer is the same 'tryAgain'.
    const reloaded = await state(user.token, s.practiceId);
    expect(reloaded.currentCheck).toEqual(tryAgain);
    const again = await check(user.token, s, wrong, true);
    expect(again.json()).toEqual(tryAgain);
    expect(await answerRows(s.practiceId)).toEqual([]);

    // A hint between the tries counts too.
    const help = await hint(user.token, s.practiceId, s.question.id);
    expect(help.statusCode, help.body).toBe(200);

    const second = await check(user.token, s, await answerFor(s.question.id, 'correct'), true);
    expect(second.statusCode, second.body).toBe(200);
    const locked = second.json<CheckedAnswerResponse>();
    expect(locked).toMatchObject({
      tryAgain: false,
      isCorrect: true,
      firstTryCorrect: false,
      attempts: 2,
      firstAnswer: tryAgain.firstAnswer,
      hintsUsed: 1,
      correctCount: 0,
      totalAnswered: 1,
    });
    expect(locked.explanation).toBe(stored.explanation);
    const [row] = await answerRows(s.practiceId);
    expect(row).toMatchObject({
      isCorrect: true,
      firstTryCorrect: false,
      firstAnswer: tryAgain.firstAnswer,
      hintsUsed: 1,
    });
    const session = await sessionRow(s.practiceId);
    expect(session).toMatchObject({ correctCount: 0, totalAnswered: 1, currentFirstAnswer: null });

    // Re-sends of either try replay the check; a third answer is refused and changes nothing.
    expect(
      (await check(user.token, s, await answerFor(s.question.id, 'correct'), true)).json(),
    ).toEqual(locked);
    expect((await check(user.token, s, wrong, true)).json()).toEqual(locked);
    const third = await check(user.token, s, await answerFor(s.question.id, 'other wrong'), true);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ message: PracticeMessages.answerLocked });
    expect(await answerRows(s.practiceId)).toHaveLength(1);
    expect((await state(user.token, s.practiceId)).currentCheck).toEqual(locked);
  });

  it('locks a wrong second try as wrong, with both answers kept', async () => {
    const user = await createUser(t);
    const s = await sessionOnHintedMcq(user.token);
    await check(user.token, s, await answerFor(s.question.id, 'wrong'), true);
    const second = await check(user.token, s, await answerFor(s.question.id, 'other wrong'), true);
    expect(second.json<CheckedAnswerResponse>()).toMatchObject({
      tryAgain: false,
      isCorrect: false,
      firstTryCorrect: false,
      attempts: 2,
    });
    const [row] = await answerRows(s.practiceId);
    expect(row?.firstAnswer).not.toBe(row?.userAnswer);
  });

  it('without allowRetry locks a wrong answer at once (the spec flow)', async () => {
    const user = await createUser(t);
    const s = await sessionOnHintedMcq(user.token);
    const response = await check(user.token, s, await answerFor(s.question.id, 'wrong'));
    expect(response.json<CheckAnswerResponse>()).toMatchObject({
      tryAgain: false,
      isCorrect: false,
      attempts: 1,
      firstAnswer: null,
    });
    expect(await answerRows(s.practiceId)).toHaveLength(1);
  });

  it('a right first answer with allowRetry is locked and scored at once', async () => {
    const user = await createUser(t);
    const s = await sessionOnHintedMcq(user.token);
    const response = await check(user.token, s, await answerFor(s.question.id, 'correct'), true);
    expect(response.json<CheckAnswerResponse>()).toMatchObject({
      tryAgain: false,
      isCorrect: true,
      firstTryCorrect: true,
      correctCount: 1,
    });
  });

  it("gives a short answer's reason on a TryAgain only when it is about the form", async () => {
    const user = await createUser(t);
    const s = await start(user.token);
    const id = await serve(
      s.practiceId,
      and(eq(questions.type, 'short_answer'), isNotNull(questions.unit)),
    );
    const current = { ...s, question: { ...s.question, id } };
    const stored = await storedQuestion(t, id);
    // A number in a unit of another dimension: the form is wrong, whatever the number.
    const wrongUnit = await check(user.token, current, '5 kg', true);
    expect(wrongUnit.statusCode, wrongUnit.body).toBe(200);
    const reason = wrongUnit.json<TryAgainResponse>().reason;
    expect(reason).toMatch(/^The answer is in /);
    // The sign of the key is a hint at the value: held back.
    const value = Number.parseFloat(stored.answer);
    if (Number.isFinite(value) && value !== 0) {
      const fresh = await start(user.token);
      await serve(fresh.practiceId, eq(questions.id, id));
      const signed = await check(
        user.token,
        { ...fresh, question: { ...fresh.question, id } },
        String(-value),
        true,
      );
      expect(signed.json<TryAgainResponse>()).toMatchObject({ tryAgain: true, reason: '' });
    }
  });
});

describe('Show Answer', () => {
  it('after a wrong first try locks it and sends the key; a re-send replays; before a check 409', async () => {
    const user = await createUser(t);
    const s = await sessionOnHintedMcq(user.token);
    const early = await showAnswer(user.token, s.practiceId, s.question.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: ErrorCode.NothingAvailable,
      message: PracticeMessages.nothingToReveal,
    });
    const wrong = await answerFor(s.question.id, 'wrong');
    const first = (await check(user.token, s, wrong, true)).json<TryAgainResponse>();
    const shown = await showAnswer(user.token, s.practiceId, s.question.id);
    expect(shown.statusCode, shown.body).toBe(200);
    const result = shown.json<CheckedAnswerResponse>();
    const stored = await storedQuestion(t, s.question.id);
    expect(result).toMatchObject({
      tryAgain: false,
      isCorrect: false,
      firstTryCorrect: false,
      attempts: 1,
      firstAnswer: first.firstAnswer,
      correctAnswer: stored.answer,
      totalAnswered: 1,
      correctCount: 0,
    });
    expect((await showAnswer(user.token, s.practiceId, s.question.id)).json()).toEqual(result);
    // The first answer re-sent is the locked one; another is refused.
    expect((await check(user.token, s, wrong, true)).json()).toEqual(result);
    const other = await check(user.token, s, await answerFor(s.question.id, 'correct'), true);
    expect(other.statusCode).toBe(409);
    const [row] = await answerRows(s.practiceId);
    expect(row).toMatchObject({ userAnswer: first.firstAnswer, isCorrect: false });
  });

  it('refuses another user and another question like check-answer, changing nothing', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const s = await sessionOnHintedMcq(owner.token);
    await check(owner.token, s, await answerFor(s.question.id, 'wrong'), true);
    const theirs = await showAnswer(other.token, s.practiceId, s.question.id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe((await showAnswer(other.token, randomUUID(), s.question.id)).body);
    const notCurrent = await showAnswer(owner.token, s.practiceId, randomUUID());
    expect(notCurrent.json()).toMatchObject({ code: ErrorCode.NotCurrentQuestion });
    expect(await answerRows(s.practiceId)).toEqual([]);
    expect((await sessionRow(s.practiceId)).currentFirstAnswer).not.toBeNull();
  });
});

describe('next question while a second try is pending', () => {
  it('locks the first answer as it is (the retry is given up) and moves on', async () => {
    const user = await createUser(t);
    const s = await sessionOnHintedMcq(user.token);
    const wrong = await answerFor(s.question.id, 'wrong');
    const first = (await check(user.token, s, wrong, true)).json<TryAgainResponse>();
    t.clock.advance(30_000);
    const moved = await next(user.token, s, await answerFor(s.question.id, 'correct'));
    expect(moved.statusCode, moved.body).toBe(200);
    const progress = moved.json<PracticeProgress>();
    expect(progress.completed).toBe(false);
    const [row] = await answerRows(s.practiceId);
    expect(row).toMatchObject({
      questionId: s.question.id,
      userAnswer: first.firstAnswer,
      isCorrect: false,
      firstTryCorrect: false,
    });
    // The question's time ends at its first check, not when the student moved on.
    expect(row?.checkedAt.getTime()).toBeLessThan(t.clock.now().getTime());
    expect((await sessionRow(s.practiceId)).currentFirstAnswer).toBeNull();
    // A retry of the same request replays where the session is; nothing more is stored.
    const again = await next(user.token, s, await answerFor(s.question.id, 'correct'));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(progress);
    expect(await answerRows(s.practiceId)).toHaveLength(1);
  });

  it('finishing the session locks the pending first try too (it was checked)', async () => {
    const user = await createUser(t);
    const s = await sessionOnHintedMcq(user.token);
    await check(user.token, s, await answerFor(s.question.id, 'wrong'), true);
    const finished = await t.post(
      ApiRoutes.practice.finish,
      { practiceId: s.practiceId },
      { token: user.token },
    );
    expect(finished.json()).toMatchObject({ totalAnswered: 1, totalCorrect: 0 });
    const [row] = await answerRows(s.practiceId);
    expect(row).toMatchObject({ questionId: s.question.id, firstTryCorrect: false });
  });
});

describe('the score counts first tries', () => {
  it('in the session, the completion, the history, and practise-these-mistakes', async () => {
    const user = await createUser(t);
    let s = await start(user.token);
    // 1: right at the first try; 2: right at the second; 3: wrong.
    expect(
      (await check(user.token, s, await answerFor(s.question.id, 'correct'), true)).statusCode,
    ).toBe(200);
    s = (await next(user.token, s, '')).json<PracticeInProgress>();
    const secondTryQuestion = s.question.id;
    await check(user.token, s, await answerFor(s.question.id, 'wrong'), true);
    await check(user.token, s, await answerFor(s.question.id, 'correct'), true);
    s = (await next(user.token, s, '')).json<PracticeInProgress>();
    expect(s).toMatchObject({ correctCount: 1, totalAnswered: 2 });
    await check(user.token, s, await answerFor(s.question.id, 'wrong'));
    const finished = await t.post(
      ApiRoutes.practice.finish,
      { practiceId: s.practiceId },
      { token: user.token },
    );
    expect(finished.json()).toMatchObject({
      totalCorrect: 1,
      totalAnswered: 3,
      result: { score: 33.3 },
      focus: { kind: 'recommended', lessonId: null, lessonName: null },
    });
    const history = await t.get(ApiRoutes.practice.history, { token: user.token });
    const [item] = history.json<PracticeHistoryItem[]>();
    expect(item).toMatchObject({ correctCount: 1, totalAnswered: 3, score: 33.3 });
    expect(item?.focus.kind).toBe('recommended');

    const mistakes = await start(user.token, { fromPracticeId: s.practiceId });
    const row = await sessionRow(mistakes.practiceId);
    expect(mistakes.focus.kind).toBe('practice-mistakes');
    expect(mistakes.plannedQuestions).toBe(row.queue?.length);
    const queued = await t.db
      .select({ templateId: questions.templateId })
      .from(questions)
      .where(inArray(questions.id, row.queue ?? []));
    const secondTemplate = (await storedQuestion(t, secondTryQuestion)).templateId;
    expect(queued.map((q) => q.templateId)).toContain(secondTemplate);
    // The first question, right at the first try, is no mistake.
    expect(row.queue?.length).toBeLessThanOrEqual(2);
  });
});

describe('a session on one lesson', () => {
  it('serves only that lesson, labelled with it everywhere', async () => {
    const user = await createUser(t);
    const listed = (await t.get(ApiRoutes.practice.topics, { token: user.token })).json<
      PracticeTopic[]
    >();
    const lesson = listed[0]?.units.flatMap((unit) => unit.lessons).find((l) => l.questions >= 4);
    if (!lesson) throw new Error('no lesson with four questions');
    let progress: PracticeProgress = await start(user.token, { lessonId: lesson.id });
    const focus = { kind: 'lesson', lessonId: lesson.id, lessonName: lesson.name };
    expect(progress).toMatchObject({ focus, plannedQuestions: null });
    for (let i = 0; i < 4 && !progress.completed; i += 1) {
      const served = await storedQuestion(t, progress.question.id);
      expect(served.lessonId).toBe(lesson.id);
      const current: PracticeInProgress = progress;
      progress = (
        await next(user.token, current, await answerFor(current.question.id, 'correct'))
      ).json<PracticeProgress>();
    }
    if (progress.completed) throw new Error('a lesson of four ran out early');
    expect(progress.focus).toEqual(focus);
    const id = progress.practiceId;
    const detail = await t.get(fillRoute(ApiRoutes.practice.session, { id }), {
      token: user.token,
    });
    const body = detail.json<PracticeSessionDetail>();
    expect(body.focus).toEqual(focus);
    expect(new Set(body.questions.map((q) => q.lessonName))).toEqual(new Set([lesson.name]));
    const history = (await t.get(ApiRoutes.practice.history, { token: user.token })).json<
      PracticeHistoryItem[]
    >();
    expect(history.find((item) => item.id === id)?.focus).toEqual(focus);
  });

  it('refuses an unknown lesson, or one with no active question, creating nothing', async () => {
    const user = await createUser(t);
    const unknown = await t.post(
      ApiRoutes.practice.start,
      { topic: TOPIC, lessonId: randomUUID() },
      { token: user.token },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: PracticeMessages.lessonNotFound });
    const [empty] = await t.db
      .insert(lessons)
      .values({
        topicId: (
          await t.db.select({ id: topics.id }).from(topics).where(eq(topics.name, TOPIC))
        )[0]!.id,
        name: `Empty lesson ${randomUUID()}`,
        position: 999,
      })
      .returning();
    const none = await t.post(
      ApiRoutes.practice.start,
      { topic: TOPIC, lessonId: empty!.id },
      { token: user.token },
    );
    expect(none.statusCode).toBe(404);
    const two = await t.post(
      ApiRoutes.practice.start,
      { topic: TOPIC, lessonId: empty!.id, review: true },
      { token: user.token },
    );
    expect(two.statusCode).toBe(400);
    expect(two.body).toContain(PracticeMessages.oneStart);
    const rows = await t.db
      .select()
      .from(practiceSessions)
      .where(eq(practiceSessions.userId, user.user.id));
    expect(rows).toEqual([]);
  });
});

describe('a review session', () => {
  it('practises the cards that wrong answers made, fixed at its start, and completes', async () => {
    const user = await createUser(t);
    // Two wrong final answers (one after a second try, one given up with Show Answer): two cards.
    let s = await start(user.token);
    const missed = [s.question.id];
    await check(user.token, s, await answerFor(s.question.id, 'wrong'), true);
    await check(user.token, s, await answerFor(s.question.id, 'other wrong'), true);
    s = (await next(user.token, s, '')).json<PracticeInProgress>();
    missed.push(s.question.id);
    await check(user.token, s, await answerFor(s.question.id, 'wrong'), true);
    await showAnswer(user.token, s.practiceId, s.question.id);
    const cards = await t.db.select().from(reviewCards).where(eq(reviewCards.userId, user.user.id));
    expect(cards.map((card) => card.questionId).sort()).toEqual([...missed].sort());
    // Not due yet right after the answers.
    const early = await t.post(
      ApiRoutes.practice.start,
      { topic: TOPIC, review: true },
      { token: user.token },
    );
    expect(early.statusCode).toBe(409);
    // Bring them due (a day later a sign-in would have expired; the due date is what counts).
    await t.db
      .update(reviewCards)
      .set({ due: new Date(t.clock.now().getTime() - 60_000) })
      .where(eq(reviewCards.userId, user.user.id));

    let review: PracticeProgress = await start(user.token, { review: true });
    expect(review).toMatchObject({
      focus: { kind: 'review', lessonId: null, lessonName: null },
      plannedQuestions: 2,
    });
    const row = await sessionRow(review.practiceId);
    expect(row.source).toBe('review');
    const planned = await t.db
      .select({ templateId: questions.templateId, id: questions.id })
      .from(questions)
      .where(inArray(questions.id, row.queue ?? []));
    const missedTemplates = await Promise.all(
      missed.map(async (id) => (await storedQuestion(t, id)).templateId ?? id),
    );
    expect(planned.map((q) => q.templateId ?? q.id).sort()).toEqual(missedTemplates.sort());
    const served: string[] = [];
    while (!review.completed) {
      served.push(review.question.id);
      const current: PracticeInProgress = review;
      review = (
        await next(user.token, current, await answerFor(current.question.id, 'correct'))
      ).json<PracticeProgress>();
    }
    expect(served.sort()).toEqual([...(row.queue ?? [])].sort());
    expect(review).toMatchObject({ totalCorrect: 2, totalAnswered: 2, focus: { kind: 'review' } });
  });

  it('is refused with 409 nothingDue when no card is due, creating nothing', async () => {
    const user = await createUser(t);
    const response = await t.post(
      ApiRoutes.practice.start,
      { topic: TOPIC, review: true },
      { token: user.token },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: ErrorCode.NothingAvailable,
      message: PracticeMessages.nothingDue,
    });
    const rows = await t.db
      .select()
      .from(practiceSessions)
      .where(eq(practiceSessions.userId, user.user.id));
    expect(rows).toEqual([]);
  });
});
