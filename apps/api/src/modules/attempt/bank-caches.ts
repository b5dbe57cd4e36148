import type { Database } from '../../db/database';
import { readBankVersion } from '../bank/bank-version';
import { ServedQuestions } from '../bank/served-questions';
import { ExamEngines } from '../exam/exam.engine';

/**
 * What the attempts keep in memory from the question bank, owned by the app that buildApp
 * assembles (decision 028): no module holds state of its own. The caches follow the bank's
 * version (bank_version, bumped in every transaction that changes the bank; decision 044): a
 * listener (LISTEN bank_changed on PostgreSQL, PGlite's own notifications in process) reports
 * each new version with `noteVersion`, which drops everything read from the bank, so a change
 * made by any process reaches this one without a restart. While no listener is live (none was
 * started, or PostgreSQL's connection is being re-made) every read of the caches first compares
 * the version in the database instead. Whoever changes the bank in this process may still call
 * `invalidate()` after committing, to serve the change before the notification arrives.
 */
export class BankCaches {
  /** Rows of the questions served and marked, by id. */
  readonly questions: ServedQuestions;
  /** The exam's CAT engine per topic, with the exposure counters read when it was built. */
  readonly examEngines: ExamEngines;
  /** The bank version the caches follow (undefined until first read). */
  private version: number | undefined;
  /** True while a listener delivers every change: no version check before reading. */
  private live = false;

  constructor(db: Database) {
    const fresh = (through: Database) => this.ensureFresh(through);
    this.questions = new ServedQuestions(fresh);
    this.examEngines = new ExamEngines(db, fresh);
  }

  /** Drops everything read from the bank. */
  invalidate(): void {
    this.questions.clear();
    this.examEngines.clear();
  }

  /** The bank is at `version` now (a notification, or a check): a new number drops the caches. */
  noteVersion(version: number): void {
    if (version === this.version) return;
    this.version = version;
    this.invalidate();
  }

  /** Whether a listener delivers the bank's changes (false: check the version before reads). */
  setLive(live: boolean): void {
    this.live = live;
  }

  get isLive(): boolean {
    return this.live;
  }

  /**
   * Before a read from the caches: nothing while a listener is live, else one read of the
   * version through `db` (the caller's transaction when there is one: on PGlite a read through
   * another handle would wait for that transaction).
   */
  async ensureFresh(db: Database): Promise<void> {
    if (this.live) return;
    this.noteVersion(await readBankVersion(db));
  }
}
