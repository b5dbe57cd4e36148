/**
 * The spaced review's side of practice (docs/decisions/041): each locked answer is reported to
 * the review module in its transaction, and a review session's questions come from its plan.
 */
export { planReviewSession, recordReviewAnswers } from '../review';
export type { ReviewedAnswer } from '../review';
