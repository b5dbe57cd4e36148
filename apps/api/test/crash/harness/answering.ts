import type { Rng } from '@exam/cat';
import type { Database } from '../../../src/db/database';
import { questions } from '../../../src/db/schema';

/** A question as the simulated students know it: its key and its 3PL parameters. */
export interface BankItem {
  type: 'MCQ' | 'short_answer';
  options: string[] | null;
  answer: string;
  a: number;
  b: number;
  c: number;
}

/** The whole bank, read before the server starts (PGlite admits one process at a time). */
export async function loadBank(db: Database): Promise<Map<string, BankItem>> {
  const rows = await db
    .select({
      id: questions.id,
      type: questions.type,
      options: questions.options,
      answer: questions.answer,
      a: questions.irtA,
      b: questions.irtB,
      c: questions.irtC,
    })
    .from(questions);
  return new Map(rows.map(({ id, ...item }) => [id, item]));
}

/** P(correct) under the three-parameter logistic model (Birnbaum 1968). */
function probabilityCorrect(item: BankItem, theta: number): number {
  return item.c + (1 - item.c) / (1 + Math.exp(-item.a * (theta - item.b)));
}

/**
 * A student of ability `theta` answers right with the 3PL probability, otherwise picks a wrong
 * option (or a wrong number), as bench/exam/simulate-students.ts does.
 */
export function chooseAnswer(item: BankItem, theta: number, rng: Rng): string {
  if (rng() < probabilityCorrect(item, theta)) return item.answer;
  if (item.type === 'MCQ' && item.options) {
    const wrong = item.options.filter((option) => option.trim() !== item.answer.trim());
    return wrong[Math.floor(rng() * wrong.length)] ?? item.answer;
  }
  return '-987654';
}
