import type { PracticeCompleted, PracticeInProgress } from '@exam/contract';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { PracticeNavigationState } from '../../../lib/practice-navigation';
import { checkAnswer } from '../api/check-answer';
import { finishPractice } from '../api/finish-practice';
import { getPracticeState } from '../api/get-practice-state';
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
import { PracticeTexts } from '../messages';
import { initialPracticeState, practiceSessionReducer } from './practice-session-reducer';

/**
 * The practice session's state machine (docs/product.md §4 Practice, docs/product.md §10). On mount: a session
 * handed over in navigation state is used at once; otherwise a saved session id is resumed with
 * GET /api/practice/state/:id (tabs, current question, its check); otherwise a session is started
 * for the topic. Show Answer checks and locks the answer; Next Question moves on; Finish ends the
 * session. The session id (and the answer being typed) is mirrored in localStorage, and removed
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
            message: practiceErrorMessage(error, PracticeTexts.initFailed),
          });
          return;
        }
        clearSavedPractice();
      }
    }
    if (!navigation) {
      dispatch({ type: 'failed', message: PracticeTexts.initFailed });
      return;
    }
    try {
      adopt(await startPractice({ topic: navigation.topic }));
    } catch (error) {
      dispatch({ type: 'failed', message: practiceErrorMessage(error, PracticeTexts.initFailed) });
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
    if (!current || check) return;
    dispatch({ type: 'answer', value });
    if (practiceId) savePractice({ practiceId, questionId: current.question.id, answer: value });
  };

  const showAnswer = async () => {
    if (!current || !practiceId || check || phase.kind !== 'ready' || state.view !== 'current')
      return;
    if (answer.trim() === '') return;
    dispatch({ type: 'checking' });
    try {
      const result = await checkAnswer({ practiceId, questionId: current.question.id, answer });
      dispatch({ type: 'checked', check: result });
      if (result.isCorrect) {
        // docs/product.md §4: sound when enabled; the confetti also when the sound is off.
        if (soundEnabled) playCorrectChime();
        fireConfetti();
      }
    } catch (error) {
      dispatch({
        type: 'checkFailed',
        message: practiceErrorMessage(error, PracticeTexts.checkFailed),
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
      dispatch({ type: 'failed', message: practiceErrorMessage(error, PracticeTexts.nextFailed) });
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
        message: practiceErrorMessage(error, PracticeTexts.finishFailed),
      });
    }
  };

  /** After a failure: ask the server where the session is (nothing is sent twice). */
  const retry = () => {
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
    next: () => void next(),
    finish: () => void finish(),
    toggleSound,
    retry,
    viewQuestion: (view: 'current' | number) => dispatch({ type: 'view', view }),
    quit: clearSavedPractice,
  };
}

/** What the practice screen's components read and call. */
export type LivePracticeSession = ReturnType<typeof useLivePracticeSession>;
