import { ErrorCode, Messages } from '@exam/contract';
import type { School } from '@exam/contract';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { toNameKey } from '../../lib/name-key';
import { assertNotLimited, recordEvent } from '../rate-limit/rate-limit.service';
import { locationCreationLimit } from './location.limits';
import {
  findCityByKey,
  findSchoolByKey,
  insertCity,
  insertSchool,
  listCityNames,
  listSchools,
} from './location.repository';

type Deps = { db: Database; clock: Clock };

/**
 * Lists are sorted here, for people (letters without regard to case or accents, numbers by
 * value), rather than by SQL ORDER BY, whose order depends on each database's collation.
 */
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export async function getCityNames({ db }: Pick<Deps, 'db'>): Promise<string[]> {
  return (await listCityNames(db)).sort(collator.compare);
}

/** All schools, or one city's (compared trimmed and case-insensitively); empty `city` = all. */
export async function getSchools({ db }: Pick<Deps, 'db'>, city?: string): Promise<School[]> {
  const cityKey = city ? toNameKey(city) : undefined;
  const rows = await listSchools(db, cityKey || undefined);
  return rows.sort((a, b) => collator.compare(a.city, b.city) || collator.compare(a.name, b.name));
}

export async function createCity(deps: Deps, name: string, ip: string): Promise<{ name: string }> {
  await assertNotLimited(deps, [[locationCreationLimit, ip]]);
  const created = await insertCity(deps.db, { name, nameKey: toNameKey(name) });
  if (!created) throw new AppError(ErrorCode.CityExists, Messages.cityExists);
  await recordEvent(deps, locationCreationLimit, ip);
  return { name: created.name };
}

export async function createSchool(
  deps: Deps,
  input: { name: string; city: string },
  ip: string,
): Promise<School> {
  await assertNotLimited(deps, [[locationCreationLimit, ip]]);
  const city = await findCity(deps.db, input.city);
  const created = await insertSchool(deps.db, {
    name: input.name,
    nameKey: toNameKey(input.name),
    cityId: city.id,
  });
  if (!created) throw new AppError(ErrorCode.SchoolExists, Messages.schoolExists);
  await recordEvent(deps, locationCreationLimit, ip);
  return { name: created.name, city: city.name };
}

async function findCity(db: Database, name: string) {
  const city = await findCityByKey(db, toNameKey(name));
  if (!city) throw new AppError(ErrorCode.CityNotFound, Messages.cityNotFound);
  return city;
}

/** For registration: the existing city and school (422 CITY_NOT_FOUND / SCHOOL_NOT_FOUND). */
export async function resolveCityAndSchool(
  { db }: Pick<Deps, 'db'>,
  cityName: string,
  schoolName: string,
): Promise<{ cityId: string; schoolId: string }> {
  const city = await findCity(db, cityName);
  const school = await findSchoolByKey(db, city.id, toNameKey(schoolName));
  if (!school) throw new AppError(ErrorCode.SchoolNotFound, Messages.schoolNotFound);
  return { cityId: city.id, schoolId: school.id };
}

/**
 * For a registration that may add its place (RegisterRequest.addMissingPlace): the city and the
 * school by name, each added when absent. Run inside the registration's transaction with its
 * handle, so a refused registration leaves neither behind. A concurrent creation of the same
 * name is absorbed by the unique constraint (insert does nothing, the read then finds it).
 * `added` counts the rows this call created, for the creation limit.
 */
export async function findOrAddCityAndSchool(
  db: Database,
  cityName: string,
  schoolName: string,
): Promise<{ cityId: string; schoolId: string; added: number }> {
  let added = 0;
  const cityKey = toNameKey(cityName);
  let city = await findCityByKey(db, cityKey);
  if (!city) {
    city =
      (await insertCity(db, { name: cityName, nameKey: cityKey })) ??
      (await findCity(db, cityName));
    added += 1;
  }
  const schoolKey = toNameKey(schoolName);
  let school = await findSchoolByKey(db, city.id, schoolKey);
  if (!school) {
    school =
      (await insertSchool(db, { name: schoolName, nameKey: schoolKey, cityId: city.id })) ??
      (await findSchoolByKey(db, city.id, schoolKey));
    if (!school) throw new AppError(ErrorCode.SchoolNotFound, Messages.schoolNotFound);
    added += 1;
  }
  return { cityId: city.id, schoolId: school.id, added };
}
