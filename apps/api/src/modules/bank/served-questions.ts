import type { Database } from '../../db/database';
import type { QuestionRow } from './question-row';
import { findQuestion } from './bank.repository';

/**
 * Questions as exams and trials serve and mark them, kept once read: a question's text, options
 * and key never change after import (a changed one is retired and replaced by a new row;
 * calibration rewrites only IRT parameters, which serving and marking do not read), so the two
 * question reads of every answer (the one answered, the one served next) come from memory after
 * the first time. At most the bank's size. One instance per app (BankCaches, decision 028).
 */
export class ServedQuestions {
  private readonly rows = new Map<string, QuestionRow>();
  /** Grows with each clear: a read begun before a clear does not fill the cache after it. */
  private generation = 0;

  /**
   * @param beforeRead run before every read (BankCaches: the bank version check while no
   * listener reports changes; decision 044).
   */
  constructor(private readonly beforeRead: (db: Database) => Promise<void> = async () => {}) {}

  /** A question by id, read through `db` (the transaction) the first time it is asked for. */
  async get(db: Database, id: string): Promise<QuestionRow | undefined> {
    await this.beforeRead(db);
    const cached = this.rows.get(id);
    if (cached) return cached;
    const generation = this.generation;
    const row = await findQuestion(db, id);
    if (row && generation === this.generation) this.rows.set(id, row);
    return row;
  }

  clear(): void {
    this.rows.clear();
    this.generation += 1;
  }
}
