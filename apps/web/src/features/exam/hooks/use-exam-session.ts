import { WebRoutes, type ExamResult, type NextQuestionBody } from '@exam/contract';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import {
  useAttemptSession,
  type AttemptSessionConfig,
} from '../../../lib/attempt/use-attempt-session';
import { generateExam } from '../api/generate-exam';
import { getExamState } from '../api/get-exam-state';
import { submitExamAnswer } from '../api/submit-exam-answer';
import type { Topic } from '../../../lib/topic';
import {
  clearSavedExam,
  examAnswerDrafts,
  loadSavedExam,
  saveExam,
  type ShownExam,
} from '../lib/exam-storage';
import { toReportState } from '../lib/report-state';
import { tExam } from '../catalog';

const store = { load: loadSavedExam, save: saveExam, clear: clearSavedExam };

/**
 * The exam's session (docs/product.md §4 Exam): with nothing saved a new exam is generated for `topic`; a
 * result goes to /report with the spec's report state.
 */
export function useExamSession(topic: Topic) {
  const navigate = useNavigate();
  const config = useMemo(
    (): AttemptSessionConfig<ShownExam, ExamResult, NextQuestionBody> => ({
      store,
      drafts: examAnswerDrafts,
      idOf: (exam) => exam.examId,
      begin: () => generateExam({ topic }),
      getState: getExamState,
      submit: submitExamAnswer,
      buildBody: (exam, fields) => ({
        topic: exam.topic,
        examId: exam.examId,
        lessonId: exam.lessonId,
        questionId: exam.question.id,
        ...fields,
      }),
      onFinished: (result) => {
        void navigate(WebRoutes.report, { replace: true, state: toReportState(result) });
      },
      texts: {
        initFailed: () => tExam('exam.initFailed'),
        nextFailed: () => tExam('exam.nextFailed'),
        submitFailed: () => tExam('exam.submitFailed'),
      },
    }),
    [navigate, topic],
  );
  return useAttemptSession(config);
}
