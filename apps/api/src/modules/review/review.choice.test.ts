import { probability } from '@exam/cat';
import { describe, expect, it } from 'vitest';
import { TARGET_P } from '../practice/practice.choice';
import type { DueCard } from './review.choice';
import { chooseReviewQuestions } from './review.choice';
import type { ReviewItem } from './review.pool.repository';

function item(id: string, lessonId: string, templateId: string | null, b = 0): ReviewItem {
  return { id, lessonId, templateId, type: 'MCQ', a: 1, b, c: 0, topic: 'T' };
}

const questionCard = (key: string, lessonId: string, questionId: string): DueCard => ({
  kind: 'question',
  key,
  lessonId,
  questionId,
});
const lessonCard = (lessonId: string): DueCard => ({
  kind: 'lesson',
  key: lessonId,
  lessonId,
  questionId: null,
});

const none = new Set<string>();
const noThetas = new Map<string, number>();

describe('chooseReviewQuestions', () => {
  it('asks another variant than the one last answered, in the cards order', () => {
    const pool = [
      item('a1', 'L1', 'tA'),
      item('a2', 'L1', 'tA'),
      item('b1', 'L2', 'tB'),
      item('b2', 'L2', 'tB'),
    ];
    const cards = [questionCard('tB', 'L2', 'b1'), questionCard('tA', 'L1', 'a2')];
    expect(chooseReviewQuestions({ cards, pool, thetas: noThetas, recent: none })).toEqual([
      'b2',
      'a1',
    ]);
  });

  it('asks the same question when its template has no other', () => {
    const pool = [item('a1', 'L1', 'tA'), item('x', 'L1', 'tX')];
    const cards = [questionCard('tA', 'L1', 'a1')];
    expect(chooseReviewQuestions({ cards, pool, thetas: noThetas, recent: none })).toEqual(['a1']);
  });

  it('avoids recently met variants while another is left', () => {
    const pool = [item('a1', 'L1', 'tA'), item('a2', 'L1', 'tA'), item('a3', 'L1', 'tA')];
    const cards = [questionCard('tA', 'L1', 'a1')];
    const recent = new Set(['a2']);
    expect(chooseReviewQuestions({ cards, pool, thetas: noThetas, recent })).toEqual(['a3']);
    const allRecent = new Set(['a2', 'a3']);
    expect(
      chooseReviewQuestions({ cards, pool, thetas: noThetas, recent: allRecent }),
    ).toHaveLength(1);
  });

  it('falls back to the lesson when the template has no active question left', () => {
    const pool = [item('x1', 'L1', 'tX')];
    const cards = [questionCard('tGone', 'L1', 'gone1')];
    expect(chooseReviewQuestions({ cards, pool, thetas: noThetas, recent: none })).toEqual(['x1']);
  });

  it('asks a lesson card the question nearest 70 % success for the student', () => {
    const pool = [-2, -1, 0, 1, 2].map((b) => item(`q${b}`, 'L1', `t${b}`, b));
    const theta = 0.5;
    const nearest = [...pool].sort(
      (x, y) =>
        Math.abs(probability(theta, x.a, x.b, x.c, 1) - TARGET_P) -
        Math.abs(probability(theta, y.a, y.b, y.c, 1) - TARGET_P),
    )[0]!;
    const cards = [lessonCard('L1')];
    const thetas = new Map([['L1', theta]]);
    expect(chooseReviewQuestions({ cards, pool, thetas, recent: none })).toEqual([nearest.id]);
    // A stronger student is asked a harder question.
    const stronger = chooseReviewQuestions({
      cards,
      pool,
      thetas: new Map([['L1', 2.5]]),
      recent: none,
    });
    const pick = pool.find((candidate) => candidate.id === stronger[0]);
    expect(pick!.b).toBeGreaterThan(nearest.b);
  });

  it('never asks a question twice and skips a card with nothing left', () => {
    const pool = [item('a1', 'L1', 'tA')];
    const cards = [questionCard('tA', 'L1', 'a1'), lessonCard('L1'), lessonCard('L9')];
    expect(chooseReviewQuestions({ cards, pool, thetas: noThetas, recent: none })).toEqual(['a1']);
  });
});
