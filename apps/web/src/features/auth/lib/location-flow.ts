import { ErrorCode, Messages } from '@exam/contract';
import { ApiRequestError } from '../../../lib/api-client';
import { AuthMessages } from '../messages';

export type LocationApi = {
  createCity: (body: { name: string }) => Promise<void>;
  createSchool: (body: { name: string; city: string }) => Promise<void>;
};

export type KnownLocations = { cities: readonly string[]; schools: readonly string[] };

/** A city or school could not be created; `message` is the spec's text for it. */
export class LocationStepError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LocationStepError';
  }
}

function isAlreadyThere(error: unknown, code: string, message: string): boolean {
  return (
    error instanceof ApiRequestError &&
    error.status === 409 &&
    (error.code === code || error.serverMessage === message)
  );
}

const findByName = (names: readonly string[], wanted: string) =>
  names.find((name) => name.localeCompare(wanted, undefined, { sensitivity: 'accent' }) === 0);

/** A city or school typed in another letter case than a listed one takes the listed spelling. */
export function listedSpelling(
  place: { city: string; school: string },
  known: KnownLocations,
): { city: string; school: string } {
  return {
    city: findByName(known.cities, place.city) ?? place.city,
    school: findByName(known.schools, place.school) ?? place.school,
  };
}

/**
 * docs/product.md §4: ensure the city exists (create it when absent; 'City already exists' counts as
 * success), then the school in that city (same rule). A name typed in another letter case than
 * a listed one uses the listed spelling. Returns the names to send. Used by the profile prompt of
 * accounts made by a social sign-in (sign-up sends them with the account: registration-flow.ts).
 */
export async function ensureCityAndSchool(
  place: { city: string; school: string },
  known: KnownLocations,
  api: LocationApi,
): Promise<{ city: string; school: string }> {
  let city = findByName(known.cities, place.city);
  if (city === undefined) {
    city = place.city;
    try {
      await api.createCity({ name: city });
    } catch (error) {
      if (!isAlreadyThere(error, ErrorCode.CityExists, Messages.cityExists)) {
        throw new LocationStepError(AuthMessages.cityAddFailed);
      }
    }
  }

  let school = findByName(known.schools, place.school);
  if (school === undefined) {
    school = place.school;
    try {
      await api.createSchool({ name: school, city });
    } catch (error) {
      if (!isAlreadyThere(error, ErrorCode.SchoolExists, Messages.schoolExists)) {
        throw new LocationStepError(AuthMessages.schoolAddFailed);
      }
    }
  }
  return { city, school };
}
