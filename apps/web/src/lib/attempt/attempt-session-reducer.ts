import type { ExamInProgress, NextQuestionBody } from '@exam/contract';
import type { SavedExam } from '../lib/exam-storage';
import type { ExamClock } from './use-countdown';

/** What "Try again" does after a failure. */
export type RetryAction =
  | { kind: 'init' }
  /** Ask the server where the exam is (after a 409: another tab answered). */
  | { kind: 'resync' }
  /** Send the same answer again: safe, the server answers a re-sent answer identically. */
  | { kind: 'send'; body: NextQuestionBody };

export type ExamPhase =
  /** Nothing to show yet: generating, or reading the server's state with nothing saved. */
  | { kind: 'loading' }
  /** The saved question is shown while the server confirms it; answers wait. */
  | { kind: 'syncing' }
  | { kind: 'ready' }
  | { kind: 'sending'; timerExpired: boolean }
  | { kind: 'error'; message: string; retry: RetryAction }
  | { kind: 'finished' };

export type ExamSessionState = {
  exam: ExamInProgress | null;
  clock: ExamClock | null;
  /** The typed or chosen answer; kept across a failed send. */
  answer: string;
  /** Epoch ms the current question was shown (advisory for the server). */
  questionStartedAt: number;
  phase: ExamPhase;
};

export type ExamSessionAction =
  | { type: 'answer'; value: string }
  | { type: 'question'; exam: ExamInProgress; deadlineAt: number; now: number }
  | { type: 'loading' }
  | { type: 'sending'; timerExpired: boolean }
  | { type: 'failed'; message: string; retry: RetryAction }
  | { type: 'finished' };

/** The first state: the saved question at once (fast first paint), else a loading screen. */
export function initialExamState(saved: SavedExam | null): ExamSessionState {
  if (!saved) {
    return {
      exam: null,
      clock: null,
      answer: '',
      questionStartedAt: 0,
      phase: { kind: 'loading' },
    };
  }
  return {
    exam: saved.exam,
    clock: { deadlineAt: saved.deadlineAt, remainingSeconds: saved.exam.remainingSeconds },
    answer: '',
    questionStartedAt: 0,
    phase: { kind: 'syncing' },
  };
}

function isSameQuestion(a: ExamInProgress | null, b: ExamInProgress): boolean {
  return a !== null && a.examId === b.examId && a.question.id === b.question.id;
}

export function examSessionReducer(
  state: ExamSessionState,
  action: ExamSessionAction,
): ExamSessionState {
  switch (action.type) {
    case 'answer':
      return { ...state, answer: action.value };
    case 'question': {
      // The same question again (a resync after reload or a 409): keep what was typed.
      const same = isSameQuestion(state.exam, action.exam);
      return {
        exam: action.exam,
        clock: { deadlineAt: action.deadlineAt, remainingSeconds: action.exam.remainingSeconds },
        answer: same ? state.answer : '',
        questionStartedAt:
          same && state.questionStartedAt > 0 ? state.questionStartedAt : action.now,
        phase: { kind: 'ready' },
      };
    }
    case 'loading':
      return { ...state, phase: state.exam ? { kind: 'syncing' } : { kind: 'loading' } };
    case 'sending':
      return { ...state, phase: { kind: 'sending', timerExpired: action.timerExpired } };
    case 'failed':
      return { ...state, phase: { kind: 'error', message: action.message, retry: action.retry } };
    case 'finished':
      return { ...state, phase: { kind: 'finished' } };
  }
}
