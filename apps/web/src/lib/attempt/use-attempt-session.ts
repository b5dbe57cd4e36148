import { WebRoutes, type ExamProgress, type NextQuestionBody } from '@exam/contract';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router';
import { generateExam } from '../api/generate-exam';
import { getExamState } from '../api/get-exam-state';
import { submitAnswer } from '../api/next-question';
import {
  clearSavedExam,
  loadSavedExam,
  localDeadline,
  saveExam,
  type Topic,
} from '../lib/exam-storage';
import { examErrorMessage, isNotFound, isOutOfSequence } from '../lib/exam-error';
import { toReportState } from '../lib/report-state';
import { ExamTexts } from '../messages';
import { examSessionReducer, initialExamState, type RetryAction } from './exam-session-reducer';
import { useCountdown } from './use-countdown';

/**
 * The exam's state machine (spec §4 Exam, DESIGN.md §4). On mount: a saved exam is shown at once
 * and confirmed with GET /api/exam/state/:id (the server's question and time win); with nothing
 * saved a new exam is generated for `topic`. Each Next sends the answer with its start and end
 * times; an in-progress answer shows the next question, a result goes to /report. At zero the
 * current answer (possibly '') is sent flagged timerExpired. Failures keep the typed answer and
 * offer a retry that repeats the same request.
 */
export function useExamSession(topic: Topic) {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(examSessionReducer, null, () =>
    initialExamState(loadSavedExam()),
  );
  const started = useRef(false);
  const expiredFor = useRef<string | null>(null);

  const finish = useCallback(
    (progress: Extract<ExamProgress, { completed: true }>) => {
      clearSavedExam();
      dispatch({ type: 'finished' });
      void navigate(WebRoutes.report, { replace: true, state: toReportState(progress) });
    },
    [navigate],
  );

  const apply = useCallback(
    (progress: ExamProgress) => {
      if (progress.completed) {
        finish(progress);
        return;
      }
      const now = Date.now();
      const deadlineAt = localDeadline(progress.remainingSeconds, now);
      saveExam(progress, deadlineAt);
      dispatch({ type: 'question', exam: progress, deadlineAt, now });
    },
    [finish],
  );

  const generate = useCallback(async () => {
    try {
      apply(await generateExam({ topic }));
    } catch (error) {
      dispatch({
        type: 'failed',
        message: examErrorMessage(error, ExamTexts.initFailed),
        retry: { kind: 'init' },
      });
    }
  }, [apply, topic]);

  /** Where is the saved exam? A 404 (gone, or not this user's) starts a new one. */
  const resync = useCallback(
    async (examId: string, retry: RetryAction) => {
      try {
        apply(await getExamState(examId));
      } catch (error) {
        if (isNotFound(error)) {
          clearSavedExam();
          await generate();
          return;
        }
        dispatch({
          type: 'failed',
          message: examErrorMessage(error, ExamTexts.initFailed),
          retry,
        });
      }
    },
    [apply, generate],
  );

  const initialise = useCallback(async () => {
    const saved = loadSavedExam();
    if (saved) await resync(saved.exam.examId, { kind: 'init' });
    else await generate();
  }, [generate, resync]);

  const send = useCallback(
    async (body: NextQuestionBody) => {
      dispatch({ type: 'sending', timerExpired: body.timerExpired === true });
      try {
        apply(await submitAnswer(body));
      } catch (error) {
        const fallback = body.timerExpired ? ExamTexts.submitFailed : ExamTexts.nextFailed;
        dispatch({
          type: 'failed',
          message: examErrorMessage(error, fallback),
          // A 409 means the exam moved on elsewhere: re-read it instead of re-sending.
          retry: isOutOfSequence(error) ? { kind: 'resync' } : { kind: 'send', body },
        });
      }
    },
    [apply],
  );

  useEffect(() => {
    // Once per mount, also under StrictMode's second effect run: a second generate would end
    // the exam the first one started.
    if (started.current) return;
    started.current = true;
    void initialise();
  }, [initialise]);

  const buildBody = (timerExpired: boolean): NextQuestionBody | null => {
    const { exam } = state;
    if (!exam) return null;
    return {
      topic: exam.topic,
      examId: exam.examId,
      lessonId: exam.lessonId,
      questionId: exam.question.id,
      selectedAnswer: state.answer,
      startTime: state.questionStartedAt || Date.now(),
      endTime: Date.now(),
      timerExpired,
    };
  };

  const onExpire = () => {
    const { exam, phase } = state;
    if (!exam || phase.kind !== 'ready') return;
    const key = `${exam.examId}:${exam.question.id}`;
    if (expiredFor.current === key) return;
    expiredFor.current = key;
    const body = buildBody(true);
    if (body) void send(body);
  };

  const remainingSeconds = useCountdown(state.clock, onExpire);

  const next = () => {
    if (state.phase.kind !== 'ready' || state.answer.trim() === '') return;
    const body = buildBody(false);
    if (body) void send(body);
  };

  const retry = () => {
    if (state.phase.kind !== 'error') return;
    const action = state.phase.retry;
    dispatch({ type: 'loading' });
    if (action.kind === 'send') void send(action.body);
    else if (action.kind === 'resync' && state.exam) void resync(state.exam.examId, action);
    else void initialise();
  };

  return {
    ...state,
    remainingSeconds,
    setAnswer: (value: string) => dispatch({ type: 'answer', value }),
    next,
    retry,
  };
}
