import { StorageKeys, TOPICS, type ExamInProgress } from '@exam/contract';

export type Topic = (typeof TOPICS)[number];

/**
 * The running exam mirrored in localStorage (spec §3-4: exam state, question index, topic) so a
 * reload paints the same question at once. The server stays the truth (DESIGN.md §4): the exam
 * screen re-reads GET /api/exam/state/:id and replaces whatever was saved here.
 */
export type SavedExam = {
  exam: ExamInProgress;
  /** Local epoch ms at which the countdown reaches zero, from the last server answer. */
  deadlineAt: number;
};

function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    const target = store();
    if (!target) return;
    if (value === null) target.removeItem(key);
    else target.setItem(key, value);
  } catch {
    // Quota or access errors: the exam still runs from the server's state.
  }
}

export function isTopic(value: unknown): value is Topic {
  return typeof value === 'string' && (TOPICS as readonly string[]).includes(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isQuestion(value: unknown): value is ExamInProgress['question'] {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.question === 'string' &&
    (value.question_type === 'MCQ' || value.question_type === 'short_answer') &&
    Array.isArray(value.options) &&
    value.options.every((option) => typeof option === 'string') &&
    typeof value.graph === 'string'
  );
}

function isExamInProgress(value: unknown): value is ExamInProgress {
  return (
    isRecord(value) &&
    value.completed === false &&
    typeof value.examId === 'string' &&
    value.examId !== '' &&
    isTopic(value.topic) &&
    typeof value.lessonId === 'string' &&
    isQuestion(value.question) &&
    typeof value.questionNumber === 'number' &&
    typeof value.remainingSeconds === 'number' &&
    typeof value.durationSeconds === 'number'
  );
}

/** The local deadline for a server answer received at `now` (epoch ms). */
export function localDeadline(remainingSeconds: number, now: number): number {
  return now + Math.max(0, remainingSeconds) * 1000;
}

export function saveExam(exam: ExamInProgress, deadlineAt: number): void {
  const saved: SavedExam = { exam, deadlineAt };
  write(StorageKeys.examState, JSON.stringify(saved));
  write(StorageKeys.examQuestionIndex, String(exam.questionNumber - 1));
  write(StorageKeys.examTopic, exam.topic);
}

/** The saved exam, or null when there is none or it cannot be read. */
export function loadSavedExam(): SavedExam | null {
  const json = read(StorageKeys.examState);
  if (!json) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    if (!isRecord(parsed) || typeof parsed.deadlineAt !== 'number') return null;
    return isExamInProgress(parsed.exam)
      ? { exam: parsed.exam, deadlineAt: parsed.deadlineAt }
      : null;
  } catch {
    return null;
  }
}

export function loadSavedTopic(): Topic | null {
  const topic = read(StorageKeys.examTopic);
  return isTopic(topic) ? topic : null;
}

/** Forgets the exam (finished, or not the caller's any more). The topic goes with it. */
export function clearSavedExam(): void {
  write(StorageKeys.examState, null);
  write(StorageKeys.examQuestionIndex, null);
  write(StorageKeys.examTopic, null);
}
