import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useCountdown } from '../use-countdown';
import type { AnswerDraftStore } from './answer-draft';
import {
  answeredInAnotherTab,
  attemptErrorMessage,
  isConnectionFailure,
  isNotFound,
  isOutOfSequence,
} from './attempt-error';
import { localDeadline, type SavedAttempt } from './attempt-mirror';
import {
  createAttemptReducer,
  initialAttemptState,
  type AnswerVerdict,
  type AttemptInProgress,
  type RetryAction,
} from './attempt-session-reducer';

/** The answer fields every attempt's next-question body carries (docs/product.md §3). */
export type AnswerFields = {
  selectedAnswer: string;
  startTime: number;
  endTime: number;
  timerExpired: boolean;
};

/**
 * What differs between the exam and the trial. Pass a memoised object: the session's callbacks
 * are rebuilt when it changes.
 */
export type AttemptSessionConfig<
  A extends AttemptInProgress & { completed: false },
  R extends { completed: true },
  B extends { timerExpired?: boolean | undefined },
> = {
  store: {
    load: () => SavedAttempt<A> | null;
    save: (attempt: A, deadlineAt: number) => void;
    clear: () => void;
  };
  /** The answer being typed, kept across a reload until it is sent. */
  drafts: AnswerDraftStore;
  idOf: (attempt: A) => string;
  /**
   * With nothing saved, or the saved attempt gone: the exam generates one, the trial takes the
   * running one. Null when there is nothing to run (the config has navigated away).
   */
  begin: () => Promise<A | R | null>;
  getState: (id: string) => Promise<A | R>;
  submit: (body: B) => Promise<A | R>;
  buildBody: (attempt: A, fields: AnswerFields) => B;
  /** The result: clear up and open the report. */
  onFinished: (result: R) => void;
  /** The failures' fallback texts, read when a call fails so they are in the language shown then. */
  texts: { initFailed: () => string; nextFailed: () => string; submitFailed: () => string };
  /** A verdict to show for `verdictMs` before what follows (the trial's immediate feedback). */
  verdictOf?: (progress: A | R) => AnswerVerdict | undefined;
  verdictMs?: number;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A timed attempt's session (docs/product.md §4 Exam and Trial, docs/product.md §10). On mount: a saved attempt
 * is shown at once and confirmed with its state call (the server's question and time win); with
 * nothing saved `begin` provides one. Each Next sends the answer with its start and end times; an
 * attempt in progress shows the next question, a result finishes. At zero the current answer
 * (possibly '') is sent flagged timerExpired, so the server ends the attempt. Failures keep the
 * typed answer and offer a retry that repeats the same request. An answer to a question another
 * tab already answered (a 409) is no failure: the attempt is re-read and its current question
 * shown with 'This question was answered in another tab.'. What is typed is kept in `drafts`
 * per question until it is sent, so a reload does not lose it.
 */
export function useAttemptSession<
  A extends AttemptInProgress & { completed: false },
  R extends { completed: true },
  B extends { timerExpired?: boolean | undefined },
>(config: AttemptSessionConfig<A, R, B>) {
  // Made once per mount: the reducer must not change between renders.
  const [reducer] = useState(() => createAttemptReducer<A, B>(config.idOf));
  const [state, dispatch] = useReducer(reducer, null, () => {
    const saved = config.store.load();
    const draft = saved
      ? config.drafts.load(config.idOf(saved.attempt), saved.attempt.question.id)
      : null;
    return initialAttemptState<A, B>(saved, draft);
  });
  const started = useRef(false);
  const mounted = useRef(true);
  const expiredFor = useRef<string | null>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const apply = useCallback(
    (progress: A | R, notice?: string) => {
      if (progress.completed) {
        config.store.clear();
        config.drafts.clear();
        dispatch({ type: 'finished' });
        config.onFinished(progress);
        return;
      }
      const now = Date.now();
      const deadlineAt = localDeadline(progress.remainingSeconds, now);
      config.store.save(progress, deadlineAt);
      const draft = config.drafts.load(config.idOf(progress), progress.question.id);
      dispatch({
        type: 'question',
        attempt: progress,
        deadlineAt,
        now,
        draft,
        ...(notice === undefined ? {} : { notice }),
      });
    },
    [config],
  );

  const begin = useCallback(async () => {
    try {
      const progress = await config.begin();
      if (progress) apply(progress);
    } catch (error) {
      dispatch({
        type: 'failed',
        message: attemptErrorMessage(error, config.texts.initFailed()),
        retry: { kind: 'init' },
        connection: isConnectionFailure(error),
      });
    }
  }, [apply, config]);

  /** Where is the saved attempt? A 404 (gone, or not this user's) begins again. */
  const resync = useCallback(
    async (id: string, retry: RetryAction<B>, notice?: string) => {
      try {
        apply(await config.getState(id), notice);
      } catch (error) {
        if (isNotFound(error)) {
          config.store.clear();
          await begin();
          return;
        }
        dispatch({
          type: 'failed',
          message: attemptErrorMessage(error, config.texts.initFailed()),
          retry,
          connection: isConnectionFailure(error),
        });
      }
    },
    [apply, begin, config],
  );

  const initialise = useCallback(async () => {
    const saved = config.store.load();
    if (saved) await resync(config.idOf(saved.attempt), { kind: 'init' });
    else await begin();
  }, [begin, config, resync]);

  const send = useCallback(
    async (body: B, attemptId: string) => {
      dispatch({ type: 'sending', timerExpired: body.timerExpired === true });
      let progress: A | R;
      try {
        progress = await config.submit(body);
      } catch (error) {
        if (isOutOfSequence(error)) {
          // Another tab answered this question and the attempt moved on: show where it is now.
          // The answer typed here was for a question that is gone.
          config.drafts.clear();
          await resync(attemptId, { kind: 'resync' }, answeredInAnotherTab());
          return;
        }
        const { nextFailed, submitFailed } = config.texts;
        dispatch({
          type: 'failed',
          message: attemptErrorMessage(error, body.timerExpired ? submitFailed() : nextFailed()),
          retry: { kind: 'send', body },
          connection: isConnectionFailure(error),
        });
        return;
      }
      // Sent and counted: the draft has done its job.
      config.drafts.clear();
      // Only a fresh answer gets a verdict (a resync after a reload does not repeat it).
      const verdict = config.verdictOf?.(progress);
      if (verdict) {
        dispatch({ type: 'verdict', verdict });
        await sleep(config.verdictMs ?? 1000);
        // Left the screen meanwhile: do not navigate from under the student.
        if (!mounted.current) return;
      }
      apply(progress);
    },
    [apply, config, resync],
  );

  useEffect(() => {
    // Once per mount, also under StrictMode's second effect run: a second start would end the
    // attempt the first one started.
    if (started.current) return;
    started.current = true;
    void initialise();
  }, [initialise]);

  const buildBody = (timerExpired: boolean): B | null => {
    const { attempt } = state;
    if (!attempt) return null;
    return config.buildBody(attempt, {
      selectedAnswer: state.answer,
      startTime: state.questionStartedAt || Date.now(),
      endTime: Date.now(),
      timerExpired,
    });
  };

  const onExpire = () => {
    const { attempt, phase } = state;
    if (!attempt || phase.kind !== 'ready') return;
    const key = `${config.idOf(attempt)}:${attempt.question.id}`;
    if (expiredFor.current === key) return;
    expiredFor.current = key;
    const body = buildBody(true);
    if (body) void send(body, config.idOf(attempt));
  };

  const remainingSeconds = useCountdown(state.clock, onExpire);

  const next = () => {
    const { attempt } = state;
    if (!attempt || state.phase.kind !== 'ready' || state.answer.trim() === '') return;
    const body = buildBody(false);
    if (body) void send(body, config.idOf(attempt));
  };

  const retry = () => {
    if (state.phase.kind !== 'error') return;
    const action = state.phase.retry;
    dispatch({ type: 'loading' });
    if (action.kind === 'send') {
      if (state.attempt) void send(action.body, config.idOf(state.attempt));
    } else if (action.kind === 'resync' && state.attempt) {
      void resync(config.idOf(state.attempt), action);
    } else void initialise();
  };

  return {
    ...state,
    remainingSeconds,
    setAnswer: (value: string) => {
      dispatch({ type: 'answer', value });
      const { attempt } = state;
      if (attempt) config.drafts.save(config.idOf(attempt), attempt.question.id, value);
    },
    next,
    retry,
  };
}
