import type {
  CheckAnswerResponse,
  CheckedAnswerResponse,
  PracticeAnsweredQuestion,
  PracticeCompleted,
  PracticeHelp,
  PracticeInProgress,
  PracticeState,
  Question,
  TryAgainResponse,
} from '@exam/contract';

/** A question already answered: shown read-only from its tab (docs/product.md §2, §4 Practice). */
export type AnsweredItem = {
  questionNumber: number;
  question: Question;
  /** As the answer control holds it: an MCQ's option index as a string, else the text. */
  answer: string;
  check: CheckedAnswerResponse;
};

/** The server's elapsed seconds and the local time they were received (the timer counts up). */
export type ElapsedClock = { seconds: number; receivedAt: number };

export type PracticePhase =
  | { kind: 'loading' }
  | { kind: 'ready' }
  | { kind: 'checking' }
  /** A hint is being fetched (POST /api/practice/hint). */
  | { kind: 'hinting' }
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
  /** The current question's check, once it is locked (the key and the worked steps are shown). */
  check: CheckedAnswerResponse | null;
  /**
   * A wrong first answer with a second try left (issue 22): the key stays on the server until
   * the second answer or Show Answer.
   */
  tryAgain: TryAgainResponse | null;
  /** 'Try again' was pressed: the answer control is open for the second answer. */
  retrying: boolean;
  /** The current question's hints revealed so far (from the server, so a reload keeps them). */
  help: PracticeHelp;
  /** A failed Hint: shown beside the question. */
  hintError: string | null;
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
  | { type: 'retry' }
  | { type: 'hinting' }
  | { type: 'hinted'; help: PracticeHelp }
  | { type: 'hintFailed'; message: string }
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
  tryAgain: null,
  retrying: false,
  help: { hints: [], hintsTotal: 0 },
  hintError: null,
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
      tryAgain: false,
      isCorrect: item.isCorrect,
      firstTryCorrect: item.firstTryCorrect,
      attempts: item.attempts,
      firstAnswer: item.firstAnswer,
      hintsUsed: item.hintsUsed,
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

/**
 * Whether the answer control takes input: before the check, and after 'Try again' until the
 * second answer is checked.
 */
export function answerOpen(state: PracticeSessionState): boolean {
  if (state.check) return false;
  return state.tryAgain === null || state.retrying;
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
        help: action.session.help,
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
      const check = currentCheck && !currentCheck.tryAgain ? currentCheck : null;
      const tryAgain = currentCheck?.tryAgain ? currentCheck : null;
      if (check && answer === '' && check.isCorrect) {
        answer =
          check.correctOptionIndex !== null
            ? String(check.correctOptionIndex)
            : check.correctAnswer;
      } else if (tryAgain) {
        // The wrong first answer, as it was given (the student chooses Try again or Show Answer).
        answer = toControlValue(progress.question, tryAgain.firstAnswer);
      }
      return {
        ...initialPracticeState,
        practiceId: progress.practiceId,
        current: progress,
        answer,
        check,
        tryAgain,
        help: progress.help,
        answered: pastItems,
        correctCount: currentCheck?.correctCount ?? progress.correctCount,
        totalAnswered: currentCheck?.totalAnswered ?? progress.totalAnswered,
        clock,
        questionStartedAt: action.now,
        phase: { kind: 'ready' },
      };
    }
    case 'answer':
      if (!answerOpen(state) || state.view !== 'current') return state;
      return { ...state, answer: action.value, checkError: null };
    case 'checking':
      return { ...state, phase: { kind: 'checking' }, checkError: null, actionError: null };
    case 'checked': {
      // The session's counter follows the server (the score counts first tries only).
      const counts = {
        correctCount: action.check.correctCount,
        totalAnswered: action.check.totalAnswered,
        phase: { kind: 'ready' } as const,
      };
      if (action.check.tryAgain) {
        return { ...state, ...counts, tryAgain: action.check, retrying: false };
      }
      return {
        ...state,
        ...counts,
        check: action.check,
        tryAgain: null,
        retrying: false,
      };
    }
    case 'checkFailed':
      return { ...state, phase: { kind: 'ready' }, checkError: action.message };
    case 'retry': {
      if (!state.tryAgain || state.check || state.retrying || !state.current) return state;
      // An MCQ's wrong option is cleared; a short answer stays to be corrected (a missing unit).
      const answer = isMcq(state.current.question) ? '' : state.answer;
      return { ...state, retrying: true, answer, checkError: null };
    }
    case 'hinting':
      return { ...state, phase: { kind: 'hinting' }, hintError: null };
    case 'hinted':
      return { ...state, help: action.help, phase: { kind: 'ready' } };
    case 'hintFailed':
      return { ...state, phase: { kind: 'ready' }, hintError: action.message };
    case 'advancing':
      return { ...state, phase: { kind: 'advancing' }, actionError: null };
    case 'next':
      return {
        ...state,
        answered: archiveCurrent(state),
        current: action.progress,
        answer: '',
        check: null,
        tryAgain: null,
        retrying: false,
        help: action.progress.help,
        hintError: null,
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
