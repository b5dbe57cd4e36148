import type { Database } from '../../db/database';
import { ServedQuestions } from '../bank/served-questions';
import { ExamEngines } from '../exam/exam.engine';

/**
 * What the attempts keep in memory from the question bank, owned by the app that buildApp
 * assembles (decision 028): no module holds state of its own. Whoever changes the bank in a
 * running process (an import, a sync, a teacher's edit) calls `invalidate()` afterwards; the
 * next request reads the bank as it is. Another process (`npm run bank -- import` beside a
 * server on PostgreSQL) changes nothing here: that server sees the change after a restart.
 */
export class BankCaches {
  /** Rows of the questions served and marked, by id. */
  readonly questions = new ServedQuestions();
  /** The exam's CAT engine per topic, with the exposure counters read when it was built. */
  readonly examEngines: ExamEngines;

  constructor(db: Database) {
    this.examEngines = new ExamEngines(db);
  }

  /** Drops everything read from the bank. */
  invalidate(): void {
    this.questions.clear();
    this.examEngines.clear();
  }
}
