import type { LessonPerformance } from '@exam/contract';

export type PerformanceLabel = 'Excellent' | 'Good' | 'Fair' | 'Needs Improvement';

/** docs/product.md §9: >= 0.8 Excellent, >= 0.6 Good, >= 0.4 Fair, else Needs Improvement. */
export function performanceLabel(score: number): PerformanceLabel {
  if (score >= 0.8) return 'Excellent';
  if (score >= 0.6) return 'Good';
  if (score >= 0.4) return 'Fair';
  return 'Needs Improvement';
}

export const LessonFeedback = {
  fromScratch: 'You need to learn this lesson from scratch',
  practiceMore: 'You need to practice it more',
  master: 'You are a master of the lesson',
} as const;

/** docs/product.md §9: below 50% learn from scratch, below 80% practise more, otherwise mastered. */
export function lessonFeedback(score: number): string {
  if (score < 0.5) return LessonFeedback.fromScratch;
  if (score < 0.8) return LessonFeedback.practiceMore;
  return LessonFeedback.master;
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
