import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, NetworkError } from '../../../lib/api-client';
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
const auth = { token: 'tok', user: { id: 'u1', username: 'Ada Lovelace', email: form.email } };

function fakeApi(overrides: Partial<RegistrationApi> = {}) {
  return {
    createCity: vi.fn<RegistrationApi['createCity']>().mockResolvedValue(undefined),
    createSchool: vi.fn<RegistrationApi['createSchool']>().mockResolvedValue(undefined),
    register: vi.fn<RegistrationApi['register']>().mockResolvedValue(auth),
    ...overrides,
  };
}

const conflict = (code: string, message: string) =>
  new ApiRequestError({ status: 409, code, serverMessage: message });

describe('runRegistration', () => {
  it('creates a new city and school, then registers without the phone number', async () => {
    const api = fakeApi();
    await expect(runRegistration(form, { cities: [], schools: [] }, api)).resolves.toEqual(auth);
    expect(api.createCity).toHaveBeenCalledWith({ name: 'Cairo' });
    expect(api.createSchool).toHaveBeenCalledWith({ name: 'Nile School', city: 'Cairo' });
    expect(api.register).toHaveBeenCalledWith({
      username: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'analytical',
      city: 'Cairo',
      school: 'Nile School',
    });
  });

  it('skips creating listed names and uses their listed spelling', async () => {
    const api = fakeApi();
    await runRegistration(
      { ...form, city: 'cairo', school: 'nile school' },
      { cities: ['Cairo'], schools: ['Nile School'] },
      api,
    );
    expect(api.createCity).not.toHaveBeenCalled();
    expect(api.createSchool).not.toHaveBeenCalled();
    expect(api.register).toHaveBeenCalledWith(
      expect.objectContaining({ city: 'Cairo', school: 'Nile School' }),
    );
  });

  it("treats 'City already exists' and 'School already exists in this city' as success", async () => {
    const api = fakeApi({
      createCity: vi.fn().mockRejectedValue(conflict('CITY_EXISTS', 'City already exists')),
      createSchool: vi
        .fn()
        .mockRejectedValue(conflict('SCHOOL_EXISTS', 'School already exists in this city')),
    });
    await expect(runRegistration(form, { cities: [], schools: [] }, api)).resolves.toEqual(auth);
  });

  it("stops with 'Error adding city' when the city cannot be created", async () => {
    const api = fakeApi({ createCity: vi.fn().mockRejectedValue(new NetworkError()) });
    await expect(runRegistration(form, { cities: [], schools: [] }, api)).rejects.toEqual(
      new RegistrationError('Error adding city'),
    );
    expect(api.createSchool).not.toHaveBeenCalled();
    expect(api.register).not.toHaveBeenCalled();
  });

  it("stops with 'Error adding school' when the school cannot be created", async () => {
    const api = fakeApi({
      createSchool: vi.fn().mockRejectedValue(new ApiRequestError({ status: 500 })),
    });
    await expect(runRegistration(form, { cities: [], schools: [] }, api)).rejects.toThrow(
      'Error adding school',
    );
    expect(api.register).not.toHaveBeenCalled();
  });

  it("shows the server's registration message, else the spec's fallback", async () => {
    const taken = new ApiRequestError({
      status: 409,
      code: 'EMAIL_TAKEN',
      serverMessage: 'An account with this email already exists.',
    });
    await expect(
      runRegistration(
        form,
        { cities: ['Cairo'], schools: ['Nile School'] },
        fakeApi({
          register: vi.fn().mockRejectedValue(taken),
        }),
      ),
    ).rejects.toThrow('An account with this email already exists.');
    await expect(
      runRegistration(
        form,
        { cities: ['Cairo'], schools: ['Nile School'] },
        fakeApi({
          register: vi.fn().mockRejectedValue(new ApiRequestError({ status: 500 })),
        }),
      ),
    ).rejects.toThrow('An error occurred during registration');
  });
});
