import { eq } from 'drizzle-orm';
import type { Database } from './database';
import { users } from './schema';

/**
 * Serialises one student's starts of exams and trials: the user row is the lock (SELECT ... FOR
 * UPDATE), so two tabs starting at once cannot both find "no running attempt" and insert one.
 */
export async function lockUser(db: Database, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
