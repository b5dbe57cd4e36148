import { describe, expect, it } from 'vitest';
import {
  answeredQuestion,
  checkResponse,
  practiceCompleted,
  practiceInProgress,
  shortQuestion,
  tryAgainResponse,
} from '../../../test/practice-fixtures';
import {
  elapsedSeconds,
  initialPracticeState,
  practiceSessionReducer,
  type PracticeAction,
  type PracticeSessionState,
} from './practice-session-reducer';

const run = (actions: PracticeAction[], from: PracticeSessionState = initialPracticeState) =>
  actions.reduce(practiceSessionReducer, from);

const started = run([{ type: 'session', session: practiceInProgress(), now: 1_000 }]);

describe('practice session reducer', () => {
  it('holds a wrong first try apart from a locked check: answer locked until Try again', () => {
    const first = run(
      [
        { type: 'answer', value: '0' },
        { type: 'checking' },
        { type: 'checked', check: tryAgainResponse({ totalAnswered: 1 }) },
        { type: 'answer', value: '2' },
      ],
      started,
    );
    expect(first.check).toBeNull();
    expect(first.tryAgain).not.toBeNull();
    expect(first.answer).toBe('0');
    expect(first.totalAnswered).toBe(1);
    const retrying = run([{ type: 'retry' }, { type: 'answer', value: '1' }], first);
    expect(retrying.retrying).toBe(true);
    expect(retrying.answer).toBe('1');
    const locked = run(
      [{ type: 'checked', check: checkResponse({ attempts: 2, firstTryCorrect: false }) }],
      retrying,
    );
    expect(locked.tryAgain).toBeNull();
    expect(locked.retrying).toBe(false);
    expect(locked.check?.attempts).toBe(2);
    // Locked now: nothing changes the answer, Try again does nothing.
    expect(run([{ type: 'answer', value: '2' }, { type: 'retry' }], locked)).toMatchObject({
      answer: '1',
      retrying: false,
    });
  });

  it("clears an MCQ's wrong option on Try again but keeps a short answer to correct", () => {
    const short = run([
      {
        type: 'session',
        session: practiceInProgress({ question: shortQuestion }),
        now: 0,
        answer: '7 cm',
      },
      { type: 'checked', check: tryAgainResponse() },
      { type: 'retry' },
    ]);
    expect(short.answer).toBe('7 cm');
    const mcq = run(
      [
        { type: 'answer', value: '0' },
        { type: 'checked', check: tryAgainResponse() },
        { type: 'retry' },
      ],
      started,
    );
    expect(mcq.answer).toBe('');
  });

  it("keeps the revealed hints, and takes the next question's help on Next", () => {
    const hinted = run([
      {
        type: 'session',
        session: practiceInProgress({ help: { hints: [], hintsTotal: 2 } }),
        now: 0,
      },
      { type: 'hinting' },
      { type: 'hinted', help: { hints: ['First'], hintsTotal: 2 } },
    ]);
    expect(hinted.help).toEqual({ hints: ['First'], hintsTotal: 2 });
    expect(hinted.phase).toEqual({ kind: 'ready' });
    const failed = run([{ type: 'hinting' }, { type: 'hintFailed', message: 'No' }], hinted);
    expect(failed.hintError).toBe('No');
    expect(failed.help.hints).toEqual(['First']);
    const next = run(
      [
        { type: 'checked', check: checkResponse() },
        {
          type: 'next',
          progress: practiceInProgress({ question: shortQuestion, questionNumber: 2 }),
          now: 1,
        },
      ],
      failed,
    );
    expect(next.help).toEqual({ hints: [], hintsTotal: 0 });
    expect(next.hintError).toBeNull();
    expect(next.answered[0]?.check.attempts).toBe(1);
  });

  it('starts at the first question with the server clock', () => {
    expect(started.phase).toEqual({ kind: 'ready' });
    expect(started.current?.question.id).toBe('pq1');
    expect(started.clock).toEqual({ seconds: 0, receivedAt: 1_000 });
  });

  it('locks the answer once checked and moves it into the tab strip on Next', () => {
    const checked = run(
      [
        { type: 'answer', value: '2' },
        { type: 'checking' },
        { type: 'checked', check: checkResponse({ isCorrect: false, correctCount: 0 }) },
        { type: 'answer', value: '1' },
      ],
      started,
    );
    expect(checked.answer).toBe('2');
    expect(checked.totalAnswered).toBe(1);
    const next = run(
      [
        { type: 'advancing' },
        {
          type: 'next',
          progress: practiceInProgress({
            question: shortQuestion,
            questionNumber: 2,
            totalAnswered: 1,
            timeElapsed: 30,
          }),
          now: 5_000,
        },
      ],
      checked,
    );
    expect(next.answered).toHaveLength(1);
    expect(next.answered[0]).toMatchObject({ questionNumber: 1, answer: '2' });
    expect(next.answer).toBe('');
    expect(next.check).toBeNull();
    expect(next.clock).toEqual({ seconds: 30, receivedAt: 5_000 });
  });

  it('keeps the pending answer while a past question is reviewed, and blocks jumps while busy', () => {
    const withPast = run(
      [
        { type: 'answer', value: '1' },
        { type: 'checked', check: checkResponse() },
        {
          type: 'next',
          progress: practiceInProgress({ question: shortQuestion, questionNumber: 2 }),
          now: 2_000,
        },
        { type: 'answer', value: '4.5' },
        { type: 'view', view: 0 },
      ],
      started,
    );
    expect(withPast.view).toBe(0);
    expect(withPast.answer).toBe('4.5');
    // Typing is ignored while reviewing; the current tab resumes the pending answer.
    const back = run(
      [
        { type: 'answer', value: 'x' },
        { type: 'view', view: 'current' },
      ],
      withPast,
    );
    expect(back.view).toBe('current');
    expect(back.answer).toBe('4.5');
    const busy = run([{ type: 'checking' }, { type: 'view', view: 0 }], back);
    expect(busy.view).toBe('current');
  });

  it('rebuilds tabs, the current question and its check from the server state', () => {
    const resumed = run([
      {
        type: 'resume',
        now: 9_000,
        answer: '',
        state: {
          progress: practiceInProgress({
            question: shortQuestion,
            questionNumber: 2,
            correctCount: 1,
            totalAnswered: 1,
            timeElapsed: 75,
          }),
          answered: [
            answeredQuestion({ userAnswer: '0', isCorrect: false }),
            answeredQuestion({
              ...shortQuestion,
              questionNumber: 2,
              userAnswer: '5',
              correctAnswer: '5',
            }),
          ],
          currentCheck: checkResponse({
            correctAnswer: '5',
            correctOptionIndex: null,
            correctCount: 1,
            totalAnswered: 2,
          }),
        },
      },
    ]);
    expect(resumed.answered).toHaveLength(1);
    expect(resumed.answered[0]).toMatchObject({ answer: '0', check: { correctOptionIndex: 1 } });
    expect(resumed.check?.isCorrect).toBe(true);
    expect(resumed.answer).toBe('5');
    expect(resumed.totalAnswered).toBe(2);
    expect(resumed.clock).toEqual({ seconds: 75, receivedAt: 9_000 });
  });

  it('completes with the totals and archives the checked question', () => {
    const done = run(
      [
        { type: 'answer', value: '1' },
        { type: 'checked', check: checkResponse() },
        { type: 'completed', result: practiceCompleted(), now: 3_000 },
      ],
      started,
    );
    expect(done.phase.kind).toBe('completed');
    expect(done.answered).toHaveLength(1);
    expect(done.correctCount).toBe(2);
  });

  it('counts elapsed seconds up from the last reading', () => {
    expect(elapsedSeconds({ seconds: 62, receivedAt: 1_000 }, 4_500)).toBe(65);
    expect(elapsedSeconds({ seconds: 62, receivedAt: 1_000 }, 500)).toBe(62);
    expect(elapsedSeconds(null, 10)).toBe(0);
  });
});
