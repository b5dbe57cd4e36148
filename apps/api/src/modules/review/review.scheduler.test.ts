import { Rating } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import {
  firstReview,
  fromStoredCard,
  nextReview,
  ratingOf,
  toStoredCard,
} from './review.scheduler';

const DAY_MS = 24 * 3600 * 1000;
const start = new Date('2026-03-01T08:00:00.000Z');

describe('ratingOf', () => {
  it('wrong in the end: Again; first try without hints: Good; hints or a second try: Hard', () => {
    expect(ratingOf({ correct: false, firstTryCorrect: false, hintsUsed: 0 })).toBe(Rating.Again);
    expect(ratingOf({ correct: false, firstTryCorrect: false, hintsUsed: 3 })).toBe(Rating.Again);
    expect(ratingOf({ correct: true, firstTryCorrect: true, hintsUsed: 0 })).toBe(Rating.Good);
    expect(ratingOf({ correct: true, firstTryCorrect: true, hintsUsed: 1 })).toBe(Rating.Hard);
    expect(ratingOf({ correct: true, firstTryCorrect: false, hintsUsed: 0 })).toBe(Rating.Hard);
  });
});

describe('the scheduler', () => {
  it('brings a miss back the next day, not within minutes (no short-term steps)', () => {
    const card = firstReview(start, Rating.Again);
    expect(card.due.getTime()).toBeGreaterThan(start.getTime() + DAY_MS / 2);
    expect(card.due.getTime()).toBeLessThanOrEqual(start.getTime() + DAY_MS);
  });

  it('is deterministic (no fuzz): the same answers give the same dates', () => {
    const one = nextReview(
      firstReview(start, Rating.Again),
      new Date(start.getTime() + DAY_MS),
      Rating.Good,
    );
    const two = nextReview(
      firstReview(start, Rating.Again),
      new Date(start.getTime() + DAY_MS),
      Rating.Good,
    );
    expect(one).toEqual(two);
  });

  it('stores a Card as JSON and reads it back unchanged', () => {
    const card = nextReview(
      firstReview(start, Rating.Again),
      new Date(start.getTime() + DAY_MS),
      Rating.Hard,
    );
    const stored = JSON.parse(JSON.stringify(toStoredCard(card))) as Record<string, unknown>;
    expect(stored['due']).toBe(card.due.toISOString());
    expect(fromStoredCard(stored)).toEqual(card);
  });

  it('rates an answer older than the last review at the last review, so time never runs back', () => {
    const card = nextReview(
      firstReview(start, Rating.Again),
      new Date(start.getTime() + DAY_MS),
      Rating.Good,
    );
    const late = nextReview(card, start, Rating.Good);
    expect(late.last_review?.toISOString()).toBe(card.last_review?.toISOString());
    expect(late.due.getTime()).toBeGreaterThanOrEqual(card.due.getTime());
  });
});
