import type { TrialResult, TrialResultQuestion } from '@exam/contract';
import { isRecord } from '../../../lib/attempt/attempt-mirror';

/** What the trial report shows: a finished trial, carried from /trial or read back later. */
export type TrialReport = Omit<TrialResult, 'completed' | 'feedback'>;

/** The navigation state /trial hands /trial-report (docs/product.md §4 Trial: carrying the result). */
export type TrialReportState = { trialReport: TrialReport };

export function toTrialReportState(result: TrialResult): TrialReportState {
  const { completed: _completed, feedback: _feedback, ...report } = result;
  return { trialReport: report };
}

function isResultQuestion(value: unknown): value is TrialResultQuestion {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.questionNumber === 'number' &&
    typeof value.question === 'string' &&
    typeof value.userAnswer === 'string' &&
    typeof value.correctAnswer === 'string' &&
    typeof value.isCorrect === 'boolean'
  );
}

function isTrialReport(value: unknown): value is TrialReport {
  return (
    isRecord(value) &&
    typeof value.trialId === 'string' &&
    typeof value.performance === 'number' &&
    typeof value.correctAnswers === 'number' &&
    typeof value.totalQuestions === 'number' &&
    typeof value.timeTaken === 'number' &&
    typeof value.timerExpired === 'boolean' &&
    Array.isArray(value.questions) &&
    value.questions.every(isResultQuestion)
  );
}

/** The carried report, or null when the screen was opened without one (then: the fallback). */
export function readTrialReportState(state: unknown): TrialReport | null {
  if (!isRecord(state)) return null;
  return isTrialReport(state.trialReport) ? state.trialReport : null;
}
