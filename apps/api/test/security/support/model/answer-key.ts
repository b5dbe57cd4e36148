import { questions } from '../../../../src/db/schema';
import type { TestApp } from '../../../helpers/test-app';

/** What the student sends for a question, and what the server must store and show for it. */
export interface PlannedAnswer {
  /** The body's answer (an MCQ's option text; for practice, the option's index). */
  sent: string;
  /** The answer as stored and shown on review (an MCQ's option text). */
  shown: string;
}

interface KeyRow {
  type: 'MCQ' | 'short_answer';
  options: string[] | null;
  answer: string;
}

/** The same comparison as the server's (NFC, spaces collapsed): finds the right option. */
const normalise = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[\u00a0\u2009\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A short answer no seeded question has as its answer. */
const WRONG_SHORT_ANSWER = '987654321';

/**
 * The answer key, read once from the questions table (the bank does not change during a run):
 * the model picks a right or a wrong answer for the question it is shown.
 */
export class AnswerKey {
  private constructor(private readonly rows: Map<string, KeyRow>) {}

  static async load(t: TestApp): Promise<AnswerKey> {
    const rows = await t.db
      .select({
        id: questions.id,
        type: questions.type,
        options: questions.options,
        answer: questions.answer,
      })
      .from(questions);
    return new AnswerKey(new Map(rows.map((row) => [row.id, row])));
  }

  private row(questionId: string): KeyRow {
    const row = this.rows.get(questionId);
    if (!row) throw new Error(`question ${questionId} is not in the answer key`);
    return row;
  }

  /** `asIndex`: practice sends an MCQ option's index rather than its text. */
  plan(questionId: string, correct: boolean, asIndex: boolean): PlannedAnswer {
    const row = this.row(questionId);
    if (row.type !== 'MCQ') {
      const text = correct ? row.answer.trim() : WRONG_SHORT_ANSWER;
      return { sent: text, shown: text };
    }
    const options = row.options ?? [];
    const index = options.findIndex(
      (option) => (normalise(option) === normalise(row.answer)) === correct,
    );
    const option = options[index];
    if (option === undefined) throw new Error(`MCQ ${questionId} has no ${String(correct)} option`);
    return { sent: asIndex ? String(index) : option, shown: option };
  }

  /** An answer other than `previous` (which is `sent` of a plan) for the same question. */
  other(questionId: string, previous: string, asIndex: boolean): string {
    const row = this.row(questionId);
    if (row.type !== 'MCQ')
      return previous === WRONG_SHORT_ANSWER ? row.answer.trim() : WRONG_SHORT_ANSWER;
    const options = row.options ?? [];
    const index = options.findIndex((option, i) =>
      asIndex ? String(i) !== previous : normalise(option) !== normalise(previous),
    );
    return asIndex ? String(index) : (options[index] ?? '');
  }
}
