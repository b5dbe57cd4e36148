import type {
  CheckAnswerResponse,
  PracticeAnsweredQuestion,
  PracticeCompleted,
  PracticeInProgress,
  PracticeState,
  Question,
} from '@exam/contract';

/** A question already answered: shown read-only from its tab (docs/product.md §2, §4 Practice). */
export type AnsweredItem = {
  questionNumber: number;
  question: Question;
  /** As the answer control holds it: an MCQ's option index as a string, else the text. */
  answer: string;
  check: CheckAnswerResponse;
};

/** The server's elapsed seconds and the local time they were received (the timer counts up). */
export type ElapsedClock = { seconds: number; receivedAt: number };

export type PracticePhase =
  | { kind: 'loading' }
  | { kind: 'ready' }
  | { kind: 'checking' }
  | { kind: 'advancing' }
  | { kind: 'finishing' }
  /** The session cannot go on (docs/product.md §2: an error page with a way back to the dashboard). */
  | { kind: 'error'; message: string }
  | { kind: 'completed'; result: PracticeCompleted };

export type PracticeSessionState = {
  practiceId: string | null;
  current: PracticeInProgress | null;
  /** The pending answer to the current question, kept while past questions are reviewed. */
  answer: string;
  /** The current question's check, once Show Answer was pressed (the answer is then locked). */
  check: CheckAnswerResponse | null;
  answered: AnsweredItem[];
  correctCount: number;
  totalAnswered: number;
  clock: ElapsedClock | null;
  /** 'current', or the index in `answered` of the question being reviewed. */
  view: 'current' | number;
  /** Epoch ms the current question was shown (advisory for the server). */
  questionStartedAt: number;
  phase: PracticePhase;
  /** A failed Show Answer: shown beside the question, the answer kept. */
  checkError: string | null;
  /** A failed Finish: shown beside the question. */
  actionError: string | null;
};

export type PracticeAction =
  | { type: 'session'; session: PracticeInProgress; now: number; answer?: string }
  | { type: 'resume'; state: PracticeState; now: number; answer: string }
  | { type: 'answer'; value: string }
  | { type: 'checking' }
  | { type: 'checked'; check: CheckAnswerResponse }
  | { type: 'checkFailed'; message: string }
  | { type: 'advancing' }
  | { type: 'next'; progress: PracticeInProgress; now: number }
  | { type: 'finishing' }
  | { type: 'actionFailed'; message: string }
  | { type: 'completed'; result: PracticeCompleted; now: number }
  | { type: 'failed'; message: string }
  | { type: 'view'; view: 'current' | number }
  | { type: 'loading' };

export const initialPracticeState: PracticeSessionState = {
  practiceId: null,
  current: null,
  answer: '',
  check: null,
  answered: [],
  correctCount: 0,
  totalAnswered: 0,
  clock: null,
  view: 'current',
  questionStartedAt: 0,
  phase: { kind: 'loading' },
  checkError: null,
  actionError: null,
};

function isMcq(question: Question): boolean {
  return question.question_type === 'MCQ' && question.options.length > 0;
}

/** A stored answer (an MCQ's option text) as the answer control holds it (the index). */
export function toControlValue(question: Question, answer: string): string {
  if (!isMcq(question)) return answer;
  const index = question.options.indexOf(answer);
  return index >= 0 ? String(index) : '';
}

export function fromAnsweredQuestion(item: PracticeAnsweredQuestion): AnsweredItem {
  const question: Question = {
    id: item.id,
    question: item.question,
    question_type: item.question_type,
    options: item.options,
    graph: item.graph,
  };
  const index = item.options.indexOf(item.correctAnswer);
  return {
    questionNumber: item.questionNumber,
    question,
    answer: toControlValue(question, item.userAnswer),
    check: {
      isCorrect: item.isCorrect,
      correctAnswer: item.correctAnswer,
      correctOptionIndex: isMcq(question) && index >= 0 ? index : null,
      reason: item.reason,
      explanation: item.explanation,
      steps: item.steps,
      correctCount: 0,
      totalAnswered: 0,
    },
  };
}

/** The checked current question moves into the tab strip. */
function archiveCurrent(state: PracticeSessionState): AnsweredItem[] {
  const { current, check } = state;
  if (!current || !check) return state.answered;
  if (state.answered.some((item) => item.question.id === current.question.id)) {
    return state.answered;
  }
  return [
    ...state.answered,
    {
      questionNumber: current.questionNumber,
      question: current.question,
      answer: state.answer,
      check,
    },
  ];
}

export function practiceSessionReducer(
  state: PracticeSessionState,
  action: PracticeAction,
): PracticeSessionState {
  switch (action.type) {
    case 'session':
      return {
        ...initialPracticeState,
        practiceId: action.session.practiceId,
        current: action.session,
        answer: action.answer ?? '',
        correctCount: action.session.correctCount,
        totalAnswered: action.session.totalAnswered,
        clock: { seconds: action.session.timeElapsed, receivedAt: action.now },
        questionStartedAt: action.now,
        phase: { kind: 'ready' },
      };
    case 'resume': {
      const { progress, answered, currentCheck } = action.state;
      const items = answered
        .map(fromAnsweredQuestion)
        .sort((a, b) => a.questionNumber - b.questionNumber);
      const clock = { seconds: progress.timeElapsed, receivedAt: action.now };
      if (progress.completed) {
        return {
          ...initialPracticeState,
          practiceId: progress.practiceId,
          answered: items,
          correctCount: progress.totalCorrect,
          totalAnswered: progress.totalAnswered,
          clock,
          phase: { kind: 'completed', result: progress },
        };
      }
      // An answered question may also be the current one (checked, Next not pressed yet).
      const pastItems = items.filter((item) => item.question.id !== progress.question.id);
      let answer = action.answer;
      if (currentCheck && answer === '' && currentCheck.isCorrect) {
        answer =
          currentCheck.correctOptionIndex !== null
            ? String(currentCheck.correctOptionIndex)
            : currentCheck.correctAnswer;
      }
      return {
        ...initialPracticeState,
        practiceId: progress.practiceId,
        current: progress,
        answer,
        check: currentCheck,
        answered: pastItems,
        correctCount: currentCheck?.correctCount ?? progress.correctCount,
        totalAnswered: currentCheck?.totalAnswered ?? progress.totalAnswered,
        clock,
        questionStartedAt: action.now,
        phase: { kind: 'ready' },
      };
    }
    case 'answer':
      if (state.check || state.view !== 'current') return state;
      return { ...state, answer: action.value, checkError: null };
    case 'checking':
      return { ...state, phase: { kind: 'checking' }, checkError: null, actionError: null };
    case 'checked':
      return {
        ...state,
        check: action.check,
        correctCount: action.check.correctCount,
        totalAnswered: action.check.totalAnswered,
        phase: { kind: 'ready' },
      };
    case 'checkFailed':
      return { ...state, phase: { kind: 'ready' }, checkError: action.message };
    case 'advancing':
      return { ...state, phase: { kind: 'advancing' }, actionError: null };
    case 'next':
      return {
        ...state,
        answered: archiveCurrent(state),
        current: action.progress,
        answer: '',
        check: null,
        correctCount: action.progress.correctCount,
        totalAnswered: action.progress.totalAnswered,
        clock: { seconds: action.progress.timeElapsed, receivedAt: action.now },
        view: 'current',
        questionStartedAt: action.now,
        phase: { kind: 'ready' },
      };
    case 'finishing':
      return { ...state, phase: { kind: 'finishing' }, actionError: null };
    case 'actionFailed':
      return { ...state, phase: { kind: 'ready' }, actionError: action.message };
    case 'completed':
      return {
        ...state,
        answered: archiveCurrent(state),
        correctCount: action.result.totalCorrect,
        totalAnswered: action.result.totalAnswered,
        clock: { seconds: action.result.timeElapsed, receivedAt: action.now },
        view: 'current',
        phase: { kind: 'completed', result: action.result },
      };
    case 'failed':
      return { ...state, phase: { kind: 'error', message: action.message } };
    case 'loading':
      return { ...state, phase: { kind: 'loading' } };
    case 'view': {
      // Jumping is blocked while a request is under way (docs/product.md §4).
      if (state.phase.kind !== 'ready') return state;
      if (action.view !== 'current' && !state.answered[action.view]) return state;
      return { ...state, view: action.view };
    }
  }
}

/** Seconds elapsed at `now` from the last server reading. */
export function elapsedSeconds(clock: ElapsedClock | null, now: number): number {
  if (!clock) return 0;
  return clock.seconds + Math.max(0, Math.floor((now - clock.receivedAt) / 1000));
}
