/**
 * A finished exam as the dashboard lists it (spec §3 "Past exam item"). The exam feature will
 * fetch these from GET /api/exam/past-exams; until the contract has that schema this type
 * mirrors the spec.
 */
export type PastExamSummary = {
  examId: string;
  /** ISO date-time the exam finished. */
  date: string;
  /** Domain score, 0..1. */
  performance: number;
  /** Seconds. */
  averageTimeSpent: number;
  incorrectAnswers: number;
  totalQuestions: number;
};
