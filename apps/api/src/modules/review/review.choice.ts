import { probability } from '@exam/cat';
import { TARGET_P } from '../practice/practice.choice';
import type { ReviewCardKind } from './review.types';
import type { ReviewItem } from './review.pool.repository';

/** What the choice needs of a due card. */
export interface DueCard {
  kind: ReviewCardKind;
  key: string;
  lessonId: string;
  /** The question last answered for the card (null for a lesson card). */
  questionId: string | null;
}

export interface ReviewChoiceInput {
  /** Most overdue first: the session asks them in this order. */
  cards: readonly DueCard[];
  /** Active questions (review.pool.repository): the cards' templates, questions and lessons. */
  pool: readonly ReviewItem[];
  /** The student's ability per lesson (theta); a lesson not in it counts as 0. */
  thetas: ReadonlyMap<string, number>;
  /** Questions met in the student's recent attempts: asked only when nothing else is left. */
  recent: ReadonlySet<string>;
}

/** The items that pass `test`, or all of them when none does. */
function preferred(items: readonly ReviewItem[], test: (item: ReviewItem) => boolean) {
  const passing = items.filter(test);
  return passing.length > 0 ? passing : items;
}

/**
 * One question per due card, in the cards' order (docs/decisions/041). Pure and deterministic.
 *
 * - A question card asks a variant of its template (its own question when untemplated): not the
 *   question last answered for it when the template has another, and not one met in the recent
 *   attempts when possible. A template with no active question left falls back to its lesson.
 * - A lesson card asks one question of its lesson.
 * - Among what is left, the item whose chance of success for the student is nearest 70 % (the
 *   practice choice's TARGET_P), ties broken by id; never a question twice in one session. A card
 *   with nothing left to ask (its lesson retired) is skipped.
 */
export function chooseReviewQuestions(input: ReviewChoiceInput): string[] {
  const chosen = new Set<string>();
  const result: string[] = [];
  for (const card of input.cards) {
    const fresh = candidatesFor(card, input.pool).filter((item) => !chosen.has(item.id));
    if (fresh.length === 0) continue;
    const notLast = preferred(fresh, (item) => item.id !== card.questionId);
    const notRecent = preferred(notLast, (item) => !input.recent.has(item.id));
    const theta = input.thetas.get(card.lessonId) ?? 0;
    const pick = [...notRecent].sort(
      (x, y) =>
        Math.abs(probability(theta, x.a, x.b, x.c, 1) - TARGET_P) -
          Math.abs(probability(theta, y.a, y.b, y.c, 1) - TARGET_P) || x.id.localeCompare(y.id),
    )[0];
    if (!pick) continue;
    chosen.add(pick.id);
    result.push(pick.id);
  }
  return result;
}

function candidatesFor(card: DueCard, pool: readonly ReviewItem[]): ReviewItem[] {
  if (card.kind === 'question') {
    const variants = pool.filter((item) => item.templateId === card.key || item.id === card.key);
    if (variants.length > 0) return variants;
  }
  return pool.filter((item) => item.lessonId === card.lessonId);
}
