import { generateSeedBank } from '@exam/bank';
import type { Question } from '@exam/contract';
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import {
  figureIdOf,
  graphUrlOf,
  SEED_BANK_SEED,
  variantKeyOf,
} from '../../apps/api/src/modules/bank/bank.service';

/**
 * The correct answers of the seed bank the test server starts with, keyed like the database's
 * variant key (question text plus stored figure URL). The seed bank is generated from a fixed
 * seed, so a browser test can answer a question it is shown correctly (or deliberately wrongly)
 * without any back door into the server.
 */
export type KeyedAnswer = {
  type: 'MCQ' | 'short_answer';
  answer: string;
  options: string[];
  /** Marking fields: an exact form is asked, the answer's unit. */
  exact: boolean;
  unit: string | null;
};

let cached: Map<string, KeyedAnswer> | undefined;

export function answerKey(): Map<string, KeyedAnswer> {
  cached ??= new Map(
    generateSeedBank({ seed: SEED_BANK_SEED }).map((item) => [
      variantKeyOf(item.question, item.figure ? graphUrlOf(figureIdOf(item.figure.svg)) : ''),
      {
        type: item.type,
        answer: item.answer,
        options: item.options ?? [],
        exact: item.exact,
        unit: item.unit,
      },
    ]),
  );
  return cached;
}

/** The stored answer of a question as the API serves it (`question` text and `graph`). */
export function correctAnswerOf(question: { question: string; graph: string }): KeyedAnswer {
  const found = answerKey().get(variantKeyOf(question.question, question.graph));
  if (!found) throw new Error(`question not in the seed bank: ${question.question.slice(0, 80)}`);
  return found;
}

/**
 * Gives a right or a wrong answer to the question on screen: the right option or the one after
 * it, or the right short answer or an impossible number typed into `field`. Returns the type.
 */
export async function giveKeyedAnswer(
  page: Page,
  served: Question,
  right: boolean,
  field: Locator,
): Promise<KeyedAnswer['type']> {
  const key = correctAnswerOf(served);
  if (key.type === 'MCQ') {
    const correctIndex = served.options.findIndex((option) => option === key.answer);
    expect(correctIndex).toBeGreaterThanOrEqual(0);
    const index = right ? correctIndex : (correctIndex + 1) % served.options.length;
    await page.getByRole('radio').nth(index).check();
  } else {
    await field.fill(right ? key.answer : '-987654');
  }
  return key.type;
}
