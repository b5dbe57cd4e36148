import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { cities, schools } from '../../db/schema';

export interface CityRecord {
  id: string;
  name: string;
}

export async function listCityNames(db: Database): Promise<string[]> {
  const rows = await db.select({ name: cities.name }).from(cities);
  return rows.map((row) => row.name);
}

export async function findCityByKey(
  db: Database,
  nameKey: string,
): Promise<CityRecord | undefined> {
  const [row] = await db
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .where(eq(cities.nameKey, nameKey));
  return row;
}

/** Undefined when a city with the same key exists (race-safe: the unique constraint decides). */
export async function insertCity(
  db: Database,
  city: { name: string; nameKey: string },
): Promise<CityRecord | undefined> {
  const [row] = await db
    .insert(cities)
    .values(city)
    .onConflictDoNothing({ target: cities.nameKey })
    .returning({ id: cities.id, name: cities.name });
  return row;
}

/** Schools with their city's name; only one city's when `cityKey` is given. */
export async function listSchools(
  db: Database,
  cityKey?: string,
): Promise<{ name: string; city: string }[]> {
  const query = db
    .select({ name: schools.name, city: cities.name })
    .from(schools)
    .innerJoin(cities, eq(cities.id, schools.cityId));
  return cityKey === undefined ? query : query.where(eq(cities.nameKey, cityKey));
}

export async function findSchoolByKey(
  db: Database,
  cityId: string,
  nameKey: string,
): Promise<{ id: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: schools.id, name: schools.name })
    .from(schools)
    .where(and(eq(schools.cityId, cityId), eq(schools.nameKey, nameKey)));
  return row;
}

/** Undefined when the city already has a school with the same key. */
export async function insertSchool(
  db: Database,
  school: { name: string; nameKey: string; cityId: string },
): Promise<{ id: string; name: string } | undefined> {
  const [row] = await db
    .insert(schools)
    .values(school)
    .onConflictDoNothing({ target: [schools.cityId, schools.nameKey] })
    .returning({ id: schools.id, name: schools.name });
  return row;
}
