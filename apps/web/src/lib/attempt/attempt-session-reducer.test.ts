import { describe, expect, it } from 'vitest';
import { createAttemptReducer, initialAttemptState } from './attempt-session-reducer';

type Attempt = { attemptId: string; question: { id: string }; remainingSeconds: number };
type Body = { selectedAnswer: string };

const attempt = (questionId: string, remainingSeconds = 1500, attemptId = 'a1'): Attempt => ({
  attemptId,
  question: { id: questionId },
  remainingSeconds,
});
const reducer = createAttemptReducer<Attempt, Body>((value) => value.attemptId);
const empty = () => initialAttemptState<Attempt, Body>(null);

describe('attempt session reducer', () => {
  it('starts from the saved attempt (syncing) or from nothing (loading)', () => {
    expect(empty().phase).toEqual({ kind: 'loading' });
    const saved = initialAttemptState<Attempt, Body>({ attempt: attempt('q1'), deadlineAt: 5_000 });
    expect(saved.phase).toEqual({ kind: 'syncing' });
    expect(saved.clock).toEqual({ deadlineAt: 5_000, remainingSeconds: 1500 });
  });

  it('clears the answer and restarts the question clock for a new question', () => {
    let state = reducer(empty(), {
      type: 'question',
      attempt: attempt('q1'),
      deadlineAt: 10,
      now: 100,
    });
    state = reducer(state, { type: 'answer', value: '0.5' });
    state = reducer(state, { type: 'question', attempt: attempt('q2'), deadlineAt: 20, now: 200 });
    expect(state.answer).toBe('');
    expect(state.questionStartedAt).toBe(200);
    expect(state.phase).toEqual({ kind: 'ready' });
  });

  it('keeps the answer and start time when the server confirms the same question', () => {
    let state = reducer(empty(), {
      type: 'question',
      attempt: attempt('q1'),
      deadlineAt: 10,
      now: 100,
    });
    state = reducer(state, { type: 'answer', value: '1' });
    state = reducer(state, {
      type: 'failed',
      message: 'Failed to get next question. Please try again.',
      retry: { kind: 'send', body: { selectedAnswer: '1' } },
      connection: true,
    });
    expect(state.answer).toBe('1');
    expect(state.phase).toMatchObject({ kind: 'error', retry: { kind: 'send' } });
    state = reducer(state, {
      type: 'question',
      attempt: attempt('q1', 1000),
      deadlineAt: 30,
      now: 300,
    });
    expect(state.answer).toBe('1');
    expect(state.questionStartedAt).toBe(100);
    expect(state.clock).toEqual({ deadlineAt: 30, remainingSeconds: 1000 });
  });

  it('starts from the draft typed for the saved question before a reload', () => {
    const saved = initialAttemptState<Attempt, Body>(
      { attempt: attempt('q1'), deadlineAt: 5_000 },
      'x = 7',
    );
    expect(saved.answer).toBe('x = 7');
    // The server confirms the question: the draft stays.
    const confirmed = reducer(saved, {
      type: 'question',
      attempt: attempt('q1'),
      deadlineAt: 10,
      now: 100,
      draft: 'x = 7',
    });
    expect(confirmed.answer).toBe('x = 7');
  });

  it("fills in a new question's draft, and shows a notice only with the question it came with", () => {
    let state = reducer(empty(), {
      type: 'question',
      attempt: attempt('q1'),
      deadlineAt: 10,
      now: 1,
    });
    state = reducer(state, { type: 'answer', value: 'old' });
    state = reducer(state, {
      type: 'question',
      attempt: attempt('q2'),
      deadlineAt: 20,
      now: 2,
      draft: 'typed in the other tab',
      notice: 'This question was answered in another tab.',
    });
    expect(state.answer).toBe('typed in the other tab');
    expect(state.notice).toBe('This question was answered in another tab.');
    state = reducer(state, { type: 'question', attempt: attempt('q3'), deadlineAt: 30, now: 3 });
    expect(state.answer).toBe('');
    expect(state.notice).toBeNull();
  });

  it('treats the same question id of another attempt as a new question', () => {
    let state = reducer(empty(), {
      type: 'question',
      attempt: attempt('q1'),
      deadlineAt: 10,
      now: 100,
    });
    state = reducer(state, { type: 'answer', value: '7' });
    state = reducer(state, {
      type: 'question',
      attempt: attempt('q1', 1500, 'a2'),
      deadlineAt: 20,
      now: 200,
    });
    expect(state.answer).toBe('');
    expect(state.questionStartedAt).toBe(200);
  });

  it('holds the answered question with its verdict, locked, until what follows arrives', () => {
    let state = reducer(empty(), {
      type: 'question',
      attempt: attempt('q1'),
      deadlineAt: 10,
      now: 100,
    });
    state = reducer(state, { type: 'answer', value: '3' });
    state = reducer(state, { type: 'sending', timerExpired: false });
    state = reducer(state, { type: 'verdict', verdict: { questionNumber: 1, isCorrect: false } });
    expect(state.phase).toEqual({
      kind: 'verdict',
      verdict: { questionNumber: 1, isCorrect: false },
    });
    expect(state.attempt?.question.id).toBe('q1');
    expect(state.answer).toBe('3');
    state = reducer(state, { type: 'question', attempt: attempt('q2'), deadlineAt: 20, now: 200 });
    expect(state.phase).toEqual({ kind: 'ready' });
    expect(state.answer).toBe('');
  });

  it('goes back to syncing (with a question) or loading (without) on a retry', () => {
    expect(reducer(empty(), { type: 'loading' }).phase).toEqual({ kind: 'loading' });
    const shown = reducer(empty(), {
      type: 'question',
      attempt: attempt('q1'),
      deadlineAt: 1,
      now: 1,
    });
    expect(reducer(shown, { type: 'loading' }).phase).toEqual({ kind: 'syncing' });
    expect(reducer(shown, { type: 'finished' }).phase).toEqual({ kind: 'finished' });
  });
});
