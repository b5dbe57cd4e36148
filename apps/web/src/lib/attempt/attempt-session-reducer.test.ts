import { describe, expect, it } from 'vitest';
import { inProgress, shortAnswerQuestion } from '../../../test/exam-fixtures';
import { examSessionReducer, initialExamState } from './exam-session-reducer';

describe('exam session reducer', () => {
  it('starts from the saved exam (syncing) or from nothing (loading)', () => {
    expect(initialExamState(null).phase).toEqual({ kind: 'loading' });
    const saved = initialExamState({ exam: inProgress(), deadlineAt: 5_000 });
    expect(saved.phase).toEqual({ kind: 'syncing' });
    expect(saved.clock).toEqual({ deadlineAt: 5_000, remainingSeconds: 3600 });
  });

  it('clears the answer and restarts the question clock for a new question', () => {
    let state = examSessionReducer(initialExamState(null), {
      type: 'question',
      exam: inProgress(),
      deadlineAt: 10,
      now: 100,
    });
    state = examSessionReducer(state, { type: 'answer', value: '0.5' });
    state = examSessionReducer(state, {
      type: 'question',
      exam: shortAnswerQuestion,
      deadlineAt: 20,
      now: 200,
    });
    expect(state.answer).toBe('');
    expect(state.questionStartedAt).toBe(200);
    expect(state.phase).toEqual({ kind: 'ready' });
  });

  it('keeps the answer and start time when the server confirms the same question', () => {
    let state = examSessionReducer(initialExamState(null), {
      type: 'question',
      exam: inProgress(),
      deadlineAt: 10,
      now: 100,
    });
    state = examSessionReducer(state, { type: 'answer', value: '1' });
    state = examSessionReducer(state, {
      type: 'failed',
      message: 'Failed to get next question',
      retry: { kind: 'init' },
    });
    expect(state.answer).toBe('1');
    state = examSessionReducer(state, {
      type: 'question',
      exam: inProgress({ remainingSeconds: 3000 }),
      deadlineAt: 30,
      now: 300,
    });
    expect(state.answer).toBe('1');
    expect(state.questionStartedAt).toBe(100);
    expect(state.clock).toEqual({ deadlineAt: 30, remainingSeconds: 3000 });
  });
});
