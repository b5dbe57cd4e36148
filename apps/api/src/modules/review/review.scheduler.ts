import type { Card, Grade } from 'ts-fsrs';
import { createEmptyCard, fsrs, Rating, TypeConvert } from 'ts-fsrs';
import type { ReviewedAnswer } from './review.types';

/**
 * The FSRS scheduler (ts-fsrs) with its default weights, desired retention (0.9) and maximum
 * interval, fuzz off (ts-fsrs's default; no Math.random, so a card's dates replay exactly), and
 * without the short-term (minutes) learning steps: the review is daily, so a missed question
 * comes back the next day rather than ten minutes later in the same sitting (docs/decisions/041).
 */
const scheduler = fsrs({ enable_fuzz: false, enable_short_term: false });

/** ts-fsrs's Card as stored in `review_cards.card`: the same fields, dates as ISO strings. */
export type StoredCard = Record<string, unknown>;

/**
 * How an answer rates its card (docs/decisions/041): wrong in the end is Again; right at the
 * first try without a hint is Good; right with hints or on the second try is Hard. Never Easy:
 * one right answer is not proof that the skill is effortless.
 */
export function ratingOf(
  answer: Pick<ReviewedAnswer, 'correct' | 'firstTryCorrect' | 'hintsUsed'>,
): Grade {
  if (!answer.correct) return Rating.Again;
  if (answer.firstTryCorrect && answer.hintsUsed === 0) return Rating.Good;
  return Rating.Hard;
}

/** A new card rated once at `at`. */
export function firstReview(at: Date, grade: Grade): Card {
  return scheduler.next(createEmptyCard(at), at, grade).card;
}

/**
 * The card rated again at `at`. An answer older than the card's last review (two requests racing,
 * the later one stored first) is rated at the last review's time, so that time never runs back.
 */
export function nextReview(card: Card, at: Date, grade: Grade): Card {
  const last = card.last_review?.getTime() ?? -Infinity;
  const when = at.getTime() < last ? new Date(last) : at;
  return scheduler.next(card, when, grade).card;
}

export function toStoredCard(card: Card): StoredCard {
  return {
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    last_review: card.last_review?.toISOString() ?? null,
  };
}

/** The stored JSON back as ts-fsrs's Card (its own converter parses the dates and the state). */
export function fromStoredCard(stored: StoredCard): Card {
  return TypeConvert.card(stored as unknown as Card);
}
