import type { AuthResponse, RegisterRequest } from '@exam/contract';
import { ApiRequestError } from '../../../lib/api-client';
import { getErrorMessage } from '../../../lib/error-message';
import { AuthMessages } from '../messages';
import { listedSpelling, type KnownLocations } from './location-flow';
import type { ValidSignupForm } from './signup-validation';
import { activeLanguage } from '../../../i18n/i18n';

export type { KnownLocations } from './location-flow';

export type RegistrationApi = {
  register: (body: RegisterRequest) => Promise<AuthResponse>;
};

/** The registration failed; `message` is what the toast shows, `code` the server's error code. */
export class RegistrationError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'RegistrationError';
  }
}

/**
 * docs/product.md §4: register with username = first + ' ' + last name, the city and the school
 * (a listed name keeps its listed spelling). A city or school not listed yet is added by the
 * server with the account, in one transaction (`addMissingPlace`, decision 034): a refused
 * registration leaves no new city or school behind. The phone number is collected by the form
 * but never sent (docs/product.md §3).
 */
export async function runRegistration(
  form: ValidSignupForm,
  known: KnownLocations,
  api: RegistrationApi,
): Promise<AuthResponse> {
  try {
    return await api.register({
      username: `${form.firstName} ${form.lastName}`,
      email: form.email,
      password: form.password,
      ...listedSpelling(form, known),
      addMissingPlace: true,
      // The account's mails (the confirmation link first) follow the language of the sign-up.
      language: activeLanguage(),
    });
  } catch (error) {
    const code = error instanceof ApiRequestError ? error.code : undefined;
    throw new RegistrationError(
      getErrorMessage(error, { fallback: AuthMessages.registrationFailed }),
      code,
    );
  }
}
