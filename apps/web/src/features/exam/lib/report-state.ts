import type { ExamResult, LessonPerformance } from '@exam/contract';

/**
 * What the exam screen hands the report in navigation state (docs/product.md §2 Report: performance,
 * detailedPerformance, averageTimeSpent, timerExpired), plus the exam id and question counts.
 */
export type ReportState = {
  examId: string;
  performance: number;
  detailedPerformance: LessonPerformance[];
  averageTimeSpent: number;
  timerExpired: boolean;
  totalQuestions: number;
  correctAnswers: number;
};

export function toReportState(result: ExamResult): ReportState {
  return {
    examId: result.examId,
    performance: result.performance,
    detailedPerformance: result.detailedPerformance,
    averageTimeSpent: result.averageTimeSpent,
    timerExpired: result.timerExpired,
    totalQuestions: result.totalQuestions,
    correctAnswers: result.correctAnswers,
  };
}

function isLesson(value: unknown): value is LessonPerformance {
  if (typeof value !== 'object' || value === null) return false;
  const lesson = value as Record<string, unknown>;
  return typeof lesson.lessonName === 'string' && typeof lesson.score === 'number';
}

/** The report's data from navigation state, or null when the screen was opened without it. */
export function readReportState(state: unknown): ReportState | null {
  if (typeof state !== 'object' || state === null) return null;
  const value = state as Record<string, unknown>;
  if (
    typeof value.performance !== 'number' ||
    typeof value.averageTimeSpent !== 'number' ||
    !Array.isArray(value.detailedPerformance) ||
    !value.detailedPerformance.every(isLesson)
  ) {
    return null;
  }
  return {
    examId: typeof value.examId === 'string' ? value.examId : '',
    performance: value.performance,
    detailedPerformance: value.detailedPerformance,
    averageTimeSpent: value.averageTimeSpent,
    timerExpired: value.timerExpired === true,
    totalQuestions: typeof value.totalQuestions === 'number' ? value.totalQuestions : 0,
    correctAnswers: typeof value.correctAnswers === 'number' ? value.correctAnswers : 0,
  };
}
