import type { LessonPerformance } from '@exam/contract';
import { examEnglish } from '../catalog';

export type PerformanceLabel = 'Excellent' | 'Good' | 'Fair' | 'Needs Improvement';

/** docs/product.md §9: >= 0.8 Excellent, >= 0.6 Good, >= 0.4 Fair, else Needs Improvement. */
export function performanceLabel(score: number): PerformanceLabel {
  if (score >= 0.8) return 'Excellent';
  if (score >= 0.6) return 'Good';
  if (score >= 0.4) return 'Fair';
  return 'Needs Improvement';
}

/** The label's message in the exam catalog. */
export function performanceLabelId(score: number) {
  const ids = {
    Excellent: 'exam.label.excellent',
    Good: 'exam.label.good',
    Fair: 'exam.label.fair',
    'Needs Improvement': 'exam.label.needsImprovement',
  } as const;
  return ids[performanceLabel(score)];
}

/** The spec's feedback in English (the catalog's source text). */
export const LessonFeedback = {
  fromScratch: examEnglish['exam.feedback.fromScratch'],
  practiceMore: examEnglish['exam.feedback.practiceMore'],
  master: examEnglish['exam.feedback.master'],
} as const;

/** docs/product.md §9: below 50% learn from scratch, below 80% practise more, otherwise mastered. */
export function lessonFeedbackId(score: number) {
  if (score < 0.5) return 'exam.feedback.fromScratch';
  if (score < 0.8) return 'exam.feedback.practiceMore';
  return 'exam.feedback.master';
}

/** The feedback's English text (the screens show `t(lessonFeedbackId(score))`). */
export function lessonFeedback(score: number): string {
  return examEnglish[lessonFeedbackId(score)];
}

/** Lessons weakest first (docs/product.md §2 Report); equal scores keep the server's teaching order. */
export function sortLessonsByScore<T extends Pick<LessonPerformance, 'score'>>(
  lessons: readonly T[],
): T[] {
  return lessons
    .map((lesson, index) => ({ lesson, index }))
    .sort((a, b) => a.lesson.score - b.lesson.score || a.index - b.index)
    .map(({ lesson }) => lesson);
}
