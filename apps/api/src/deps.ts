import type { AppConfig } from './config/config';
import type { Database } from './db/database';
import type { BackgroundTasks } from './lib/background-tasks';
import type { Clock } from './lib/clock';
import type { BankCaches } from './modules/attempt/bank-caches';
import type { Mailer } from './modules/mail/mailer';

/** What route modules hand to their services. Built once by buildApp from its arguments. */
export interface AppDeps {
  config: AppConfig;
  db: Database;
  mailer: Mailer;
  clock: Clock;
  background: BackgroundTasks;
  /** What the attempts keep from the question bank; `invalidate()` after changing the bank. */
  bankCaches: BankCaches;
}
