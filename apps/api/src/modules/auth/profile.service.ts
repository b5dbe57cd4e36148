import type { Profile, UpdateProfileRequestSchema } from '@exam/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { resolveCityAndSchool } from '../location/location.service';
import { findProfile, updatePlace } from './profile.repository';

type Deps = { db: Database; clock: Clock };

/** The signed-in user's city and school; both null for a fresh social sign-in's account. */
export async function getProfile({ db }: Pick<Deps, 'db'>, userId: string): Promise<Profile> {
  return (await findProfile(db, userId)) ?? { city: null, school: null };
}

/**
 * Sets the city and school, which must exist already, as at registration (422 CITY_NOT_FOUND /
 * SCHOOL_NOT_FOUND): the web app creates new ones first with the location API.
 */
export async function updateProfile(
  deps: Deps,
  userId: string,
  input: z.output<typeof UpdateProfileRequestSchema>,
): Promise<Profile> {
  const place = await resolveCityAndSchool(deps, input.city, input.school);
  await updatePlace(deps.db, userId, place, deps.clock.now());
  return getProfile(deps, userId);
}
