import type { CheckAnswerResponse, PracticeCompleted, PracticeInProgress } from '@exam/contract';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { PracticeNavigationState } from '../../../lib/practice-navigation';
import { checkAnswer } from '../api/check-answer';
import { finishPractice } from '../api/finish-practice';
import { getPracticeHint } from '../api/get-practice-hint';
import { getPracticeState } from '../api/get-practice-state';
import { showPracticeAnswer } from '../api/show-practice-answer';
import { startPractice } from '../api/start-practice';
import { submitPracticeAnswer } from '../api/submit-practice-answer';
import { fireConfetti, playCorrectChime } from '../lib/celebrate';
import { isNotFound, practiceErrorMessage } from '../lib/practice-error';
import {
  clearSavedPractice,
  loadSavedPractice,
  loadSoundEnabled,
  savePractice,
  saveSoundEnabled,
} from '../lib/practice-storage';
import { tPractice } from '../catalog';
import {
  answerOpen,
  initialPracticeState,
  practiceSessionReducer,
} from './practice-session-reducer';

/**
 * The practice session's state machine (docs/product.md §4 Practice, docs/product.md §10). On mount: a session
 * handed over in navigation state is used at once; otherwise a saved session id is resumed with
 * GET /api/practice/state/:id (tabs, current question, its check); otherwise a session is started
 * for the topic. Show Answer checks the answer: right, it is locked; wrong at the first try, the
 * student may press Try again (one more answer) or Show Answer (the key); Hint reveals the next
 * hint before the answer is locked (issue 22). Next Question moves on; Finish ends the session. The session id (and the answer being typed) is mirrored in localStorage, and removed
 * on completion.
 */
export function useLivePracticeSession(
  navigation: PracticeNavigationState | null,
  onCompleted: () => void,
) {
  const [state, dispatch] = useReducer(practiceSessionReducer, initialPracticeState);
  const [soundEnabled, setSoundEnabled] = useState(loadSoundEnabled);
  const started = useRef(false);
  const completedRef = useRef(onCompleted);
  useEffect(() => {
    completedRef.current = onCompleted;
  });

  const complete = useCallback((result: PracticeCompleted) => {
    clearSavedPractice();
    dispatch({ type: 'completed', result, now: Date.now() });
    completedRef.current();
  }, []);

  const adopt = useCallback((session: PracticeInProgress, answer = '') => {
    savePractice({ practiceId: session.practiceId, questionId: session.question.id, answer });
    dispatch({ type: 'session', session, now: Date.now(), answer });
  }, []);

  const initialise = useCallback(async () => {
    const saved = loadSavedPractice();
    const handed = navigation?.session;
    if (handed && handed.practiceId !== saved?.practiceId) {
      adopt(handed);
      return;
    }
    const resumeId = saved?.practiceId ?? handed?.practiceId;
    if (resumeId) {
      try {
        const resumed = await getPracticeState(resumeId);
        if (resumed.progress.completed) {
          complete(resumed.progress);
          return;
        }
        const answer =
          saved && saved.questionId === resumed.progress.question.id ? saved.answer : '';
        savePractice({
          practiceId: resumed.progress.practiceId,
          questionId: resumed.progress.question.id,
          answer,
        });
        dispatch({ type: 'resume', state: resumed, now: Date.now(), answer });
        return;
      } catch (error) {
        if (!isNotFound(error) || !navigation) {
          if (isNotFound(error)) clearSavedPractice();
          dispatch({
            type: 'failed',
            message: practiceErrorMessage(error, tPractice('practice.initFailed')),
          });
          return;
        }
        clearSavedPractice();
      }
    }
    if (!navigation) {
      dispatch({ type: 'failed', message: tPractice('practice.initFailed') });
      return;
    }
    try {
      adopt(await startPractice({ topic: navigation.topic }));
    } catch (error) {
      dispatch({
        type: 'failed',
        message: practiceErrorMessage(error, tPractice('practice.initFailed')),
      });
    }
  }, [adopt, complete, navigation]);

  useEffect(() => {
    // Once per mount, also under StrictMode's second effect run (a second start would open a
    // second session).
    if (started.current) return;
    started.current = true;
    void initialise();
  }, [initialise]);

  const { current, answer, check, phase, practiceId } = state;

  const setAnswer = (value: string) => {
    if (!current || !answerOpen(state)) return;
    dispatch({ type: 'answer', value });
    if (practiceId) savePractice({ practiceId, questionId: current.question.id, answer: value });
  };

  const celebrate = (result: CheckAnswerResponse) => {
    if (result.tryAgain || !result.isCorrect) return;
    // docs/product.md §4: sound when enabled; the confetti also when the sound is off.
    if (soundEnabled) playCorrectChime();
    fireConfetti();
  };

  /** The main button before the key is shown: checks the answer (a first or a second try). */
  const showAnswer = async () => {
    if (!current || !practiceId || check || phase.kind !== 'ready' || state.view !== 'current')
      return;
    // Between a wrong first try and 'Try again', or a second try left empty: Show Answer gives
    // the second try up.
    if (state.tryAgain && (!state.retrying || answer.trim() === '')) {
      await reveal();
      return;
    }
    if (answer.trim() === '') return;
    dispatch({ type: 'checking' });
    try {
      const result = await checkAnswer({
        practiceId,
        questionId: current.question.id,
        answer,
        allowRetry: true,
      });
      dispatch({ type: 'checked', check: result });
      celebrate(result);
    } catch (error) {
      dispatch({
        type: 'checkFailed',
        message: practiceErrorMessage(error, tPractice('practice.checkFailed')),
      });
    }
  };

  /** Show Answer after a wrong first try: the first answer is locked and the key shown. */
  const reveal = async () => {
    if (!current || !practiceId || check || !state.tryAgain) return;
    dispatch({ type: 'checking' });
    try {
      const result = await showPracticeAnswer({ practiceId, questionId: current.question.id });
      dispatch({ type: 'checked', check: result });
    } catch (error) {
      dispatch({
        type: 'checkFailed',
        message: practiceErrorMessage(error, tPractice('practice.checkFailed')),
      });
    }
  };

  /** 'Try again': the answer control opens for the second answer. */
  const secondTry = () => {
    if (!current || !practiceId || phase.kind !== 'ready' || !state.tryAgain) return;
    dispatch({ type: 'retry' });
  };

  /** 'Hint': the next hint, before the answer is locked. */
  const hint = async () => {
    if (!current || !practiceId || check || phase.kind !== 'ready') return;
    if (state.help.hints.length >= state.help.hintsTotal) return;
    dispatch({ type: 'hinting' });
    try {
      const help = await getPracticeHint({
        practiceId,
        questionId: current.question.id,
        shown: state.help.hints.length,
      });
      dispatch({ type: 'hinted', help });
    } catch (error) {
      dispatch({
        type: 'hintFailed',
        message: practiceErrorMessage(error, tPractice('practice.hintFailed')),
      });
    }
  };

  const next = async () => {
    if (!current || !practiceId || !check || phase.kind !== 'ready') return;
    dispatch({ type: 'advancing' });
    try {
      const progress = await submitPracticeAnswer({
        practiceId,
        questionId: current.question.id,
        answer,
        startTime: state.questionStartedAt || Date.now(),
        endTime: Date.now(),
      });
      if (progress.completed) {
        complete(progress);
        return;
      }
      savePractice({ practiceId, questionId: progress.question.id, answer: '' });
      dispatch({ type: 'next', progress, now: Date.now() });
    } catch (error) {
      dispatch({
        type: 'failed',
        message: practiceErrorMessage(error, tPractice('practice.nextFailed')),
      });
    }
  };

  const finish = async () => {
    if (!practiceId || (phase.kind !== 'ready' && phase.kind !== 'error')) return;
    dispatch({ type: 'finishing' });
    try {
      complete(await finishPractice(practiceId));
    } catch (error) {
      dispatch({
        type: 'actionFailed',
        message: practiceErrorMessage(error, tPractice('practice.finishFailed')),
      });
    }
  };

  /** After a failure: ask the server where the session is (nothing is sent twice). */
  const reload = () => {
    dispatch({ type: 'loading' });
    void initialise();
  };

  const toggleSound = () => {
    const enabled = !soundEnabled;
    saveSoundEnabled(enabled);
    setSoundEnabled(enabled);
  };

  return {
    ...state,
    soundEnabled,
    setAnswer,
    showAnswer: () => void showAnswer(),
    revealAnswer: () => void reveal(),
    secondTry,
    hint: () => void hint(),
    next: () => void next(),
    finish: () => void finish(),
    toggleSound,
    retry: reload,
    viewQuestion: (view: 'current' | number) => dispatch({ type: 'view', view }),
    quit: clearSavedPractice,
  };
}

/** What the practice screen's components read and call. */
export type LivePracticeSession = ReturnType<typeof useLivePracticeSession>;
