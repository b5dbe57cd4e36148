import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { RegistrationError, runRegistration, type RegistrationApi } from './registration-flow';
import type { ValidSignupForm } from './signup-validation';

const form: ValidSignupForm = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'analytical',
  phoneNumber: '+20 100 000 0000',
  city: 'Cairo',
  school: 'Nile School',
  terms: true,
};
const auth = {
  token: 'tok',
  user: {
    id: 'u1',
    username: 'Ada Lovelace',
    email: form.email,
    role: 'student' as const,
    language: 'en' as const,
  },
};

function fakeApi(overrides: Partial<RegistrationApi> = {}) {
  return {
    register: vi.fn<RegistrationApi['register']>().mockResolvedValue(auth),
    ...overrides,
  };
}

describe('runRegistration', () => {
  it('registers in one call that may add the city and school, without the phone number', async () => {
    const api = fakeApi();
    await expect(runRegistration(form, { cities: [], schools: [] }, api)).resolves.toEqual(auth);
    expect(api.register).toHaveBeenCalledTimes(1);
    expect(api.register).toHaveBeenCalledWith({
      username: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'analytical',
      city: 'Cairo',
      school: 'Nile School',
      addMissingPlace: true,
      language: 'en',
    });
  });

  it('sends listed names in their listed spelling', async () => {
    const api = fakeApi();
    await runRegistration(
      { ...form, city: 'cairo', school: 'nile school' },
      { cities: ['Cairo'], schools: ['Nile School'] },
      api,
    );
    expect(api.register).toHaveBeenCalledWith(
      expect.objectContaining({ city: 'Cairo', school: 'Nile School' }),
    );
  });

  it("shows the server's registration message with its code, else the spec's fallback", async () => {
    const common = new ApiRequestError({
      status: 400,
      code: 'WEAK_PASSWORD',
      serverMessage: 'This password is too common.',
    });
    await expect(
      runRegistration(
        form,
        { cities: [], schools: [] },
        fakeApi({ register: vi.fn().mockRejectedValue(common) }),
      ),
    ).rejects.toEqual(new RegistrationError('This password is too common.', 'WEAK_PASSWORD'));
    const failure = runRegistration(
      form,
      { cities: [], schools: [] },
      fakeApi({ register: vi.fn().mockRejectedValue(new ApiRequestError({ status: 500 })) }),
    );
    await expect(failure).rejects.toThrow('An error occurred during registration');
  });
});
