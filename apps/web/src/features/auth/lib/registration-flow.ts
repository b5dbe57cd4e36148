import { ErrorCode, Messages, type AuthResponse, type RegisterRequest } from '@exam/contract';
import { ApiRequestError } from '../../../lib/api-client';
import { getErrorMessage } from '../../../lib/error-message';
import { AuthMessages } from '../messages';
import type { ValidSignupForm } from './signup-validation';

export type RegistrationApi = {
  createCity: (body: { name: string }) => Promise<void>;
  createSchool: (body: { name: string; city: string }) => Promise<void>;
  register: (body: RegisterRequest) => Promise<AuthResponse>;
};

export type KnownLocations = { cities: readonly string[]; schools: readonly string[] };

/** A step of the flow failed; `message` is what the toast shows. */
export class RegistrationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RegistrationError';
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

/**
 * Spec §4: ensure the city exists (create it when absent; 'City already exists' counts as success),
 * ensure the school exists in that city (same rule), then register with username = first + ' ' +
 * last name. A name typed in another letter case than a listed one uses the listed spelling. The
 * phone number is collected by the form but never sent (spec §3).
 */
export async function runRegistration(
  form: ValidSignupForm,
  known: KnownLocations,
  api: RegistrationApi,
): Promise<AuthResponse> {
  let city = findByName(known.cities, form.city);
  if (city === undefined) {
    city = form.city;
    try {
      await api.createCity({ name: city });
    } catch (error) {
      if (!isAlreadyThere(error, ErrorCode.CityExists, Messages.cityExists)) {
        throw new RegistrationError(AuthMessages.cityAddFailed);
      }
    }
  }

  let school = findByName(known.schools, form.school);
  if (school === undefined) {
    school = form.school;
    try {
      await api.createSchool({ name: school, city });
    } catch (error) {
      if (!isAlreadyThere(error, ErrorCode.SchoolExists, Messages.schoolExists)) {
        throw new RegistrationError(AuthMessages.schoolAddFailed);
      }
    }
  }

  try {
    return await api.register({
      username: `${form.firstName} ${form.lastName}`,
      email: form.email,
      password: form.password,
      city,
      school,
    });
  } catch (error) {
    throw new RegistrationError(
      getErrorMessage(error, { fallback: AuthMessages.registrationFailed }),
    );
  }
}
