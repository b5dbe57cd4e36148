import { generateSeedBank } from '@exam/bank';
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
export type KeyedAnswer = { type: 'MCQ' | 'short_answer'; answer: string; options: string[] };

let cached: Map<string, KeyedAnswer> | undefined;

export function answerKey(): Map<string, KeyedAnswer> {
  cached ??= new Map(
    generateSeedBank({ seed: SEED_BANK_SEED }).map((item) => [
      variantKeyOf(item.question, item.figure ? graphUrlOf(figureIdOf(item.figure.svg)) : ''),
      { type: item.type, answer: item.answer, options: item.options ?? [] },
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
