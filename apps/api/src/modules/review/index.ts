/** The spaced review (docs/decisions/041-spaced-review-with-fsrs.md): what other modules call. */
export type { ReviewedAnswer } from './review.types';
export { recordReviewAnswers, questionCardKey } from './review.record';
export { reviewSummary } from './review.summary';
export { ensureLessonCards } from './review.lesson-cards';
export { planReviewSession } from './review.session';
export type { ReviewSessionDeps } from './review.session';
