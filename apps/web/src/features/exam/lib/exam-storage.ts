import { StorageKeys, type ExamInProgress } from '@exam/contract';
import {
  createAttemptMirror,
  isRecord,
  type SavedAttempt,
} from '../../../lib/attempt/attempt-mirror';
import { createAnswerDraftStore } from '../../../lib/attempt/answer-draft';
import { isServedQuestion } from '../../../lib/attempt/served-question';
import { readStored, writeStored } from '../../../lib/local-storage';
import { isTopic, type Topic } from '../../../lib/topic';

/**
 * The running exam mirrored in localStorage (docs/product.md §3-4: exam state, question index, topic) so a
 * reload paints the same question at once. The server stays the truth (docs/product.md §10): the exam
 * screen re-reads GET /api/exam/state/:id and replaces whatever was saved here.
 */
export type SavedExam = SavedAttempt<ShownExam>;

/**
 * A running exam as the screen shows it: an exam saved by an earlier version of the app has no
 * `maxQuestions` (the server's answer, a moment later, has it).
 */
export type ShownExam = Omit<ExamInProgress, 'maxQuestions'> & { maxQuestions?: number };

function isExamInProgress(value: unknown): value is ShownExam {
  return (
    isRecord(value) &&
    value.completed === false &&
    typeof value.examId === 'string' &&
    value.examId !== '' &&
    isTopic(value.topic) &&
    typeof value.lessonId === 'string' &&
    isServedQuestion(value.question) &&
    typeof value.questionNumber === 'number' &&
    (value.maxQuestions === undefined || typeof value.maxQuestions === 'number') &&
    typeof value.remainingSeconds === 'number' &&
    typeof value.durationSeconds === 'number'
  );
}

const mirror = createAttemptMirror(StorageKeys.examState, isExamInProgress);

export function saveExam(exam: ShownExam, deadlineAt: number): void {
  mirror.save(exam, deadlineAt);
  writeStored(StorageKeys.examQuestionIndex, String(exam.questionNumber - 1));
  writeStored(StorageKeys.examTopic, exam.topic);
}

/** The saved exam, or null when there is none or it cannot be read. */
export const loadSavedExam = mirror.load;

export function loadSavedTopic(): Topic | null {
  const topic = readStored(StorageKeys.examTopic);
  return isTopic(topic) ? topic : null;
}

/** The answer being typed in the running exam, kept across a reload until it is sent. */
export const examAnswerDrafts = createAnswerDraftStore(StorageKeys.examAnswerDraft);

/** Forgets the exam (finished, or not the caller's any more). The topic goes with it. */
export function clearSavedExam(): void {
  mirror.clear();
  writeStored(StorageKeys.examQuestionIndex, null);
  writeStored(StorageKeys.examTopic, null);
}
