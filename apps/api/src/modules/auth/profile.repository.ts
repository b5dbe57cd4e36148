import { eq } from 'drizzle-orm';
import type { Profile } from '@exam/contract';
import type { Database } from '../../db/database';
import { cities, schools, users } from '../../db/schema';

/** The user's city and school names (null when not set); undefined for an unknown user. */
export async function findProfile(db: Database, userId: string): Promise<Profile | undefined> {
  const [row] = await db
    .select({ city: cities.name, school: schools.name })
    .from(users)
    .leftJoin(cities, eq(cities.id, users.cityId))
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(eq(users.id, userId));
  return row;
}

export async function updatePlace(
  db: Database,
  userId: string,
  place: { cityId: string; schoolId: string },
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ cityId: place.cityId, schoolId: place.schoolId, updatedAt: now })
    .where(eq(users.id, userId));
}
