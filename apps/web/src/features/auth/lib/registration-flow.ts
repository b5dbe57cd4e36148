import type { AuthResponse, RegisterRequest } from '@exam/contract';
import { getErrorMessage } from '../../../lib/error-message';
import { AuthMessages } from '../messages';
import {
  ensureCityAndSchool,
  LocationStepError,
  type KnownLocations,
  type LocationApi,
} from './location-flow';
import type { ValidSignupForm } from './signup-validation';

export type { KnownLocations } from './location-flow';

export type RegistrationApi = LocationApi & {
  register: (body: RegisterRequest) => Promise<AuthResponse>;
};

/** A step of the flow failed; `message` is what the toast shows. */
export class RegistrationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RegistrationError';
  }
}

/**
 * docs/product.md §4: ensure the city and the school exist (location-flow.ts), then register with
 * username = first + ' ' + last name. The phone number is collected by the form but never sent
 * (docs/product.md §3).
 */
export async function runRegistration(
  form: ValidSignupForm,
  known: KnownLocations,
  api: RegistrationApi,
): Promise<AuthResponse> {
  let place: { city: string; school: string };
  try {
    place = await ensureCityAndSchool(form, known, api);
  } catch (error) {
    if (error instanceof LocationStepError) throw new RegistrationError(error.message);
    throw error;
  }

  try {
    return await api.register({
      username: `${form.firstName} ${form.lastName}`,
      email: form.email,
      password: form.password,
      ...place,
    });
  } catch (error) {
    throw new RegistrationError(
      getErrorMessage(error, { fallback: AuthMessages.registrationFailed }),
    );
  }
}
