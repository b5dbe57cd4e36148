import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';

export interface PracticeDeps {
  db: Database;
  clock: Clock;
}
