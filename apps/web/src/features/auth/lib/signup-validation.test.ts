import { describe, expect, it } from 'vitest';
import { validateSignupForm, type SignupFormValues } from './signup-validation';

const valid: SignupFormValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'analytical',
  phoneNumber: '+20 100 000 0000',
  city: 'Cairo',
  school: 'Nile School',
  terms: true,
};

describe('validateSignupForm', () => {
  it('joins every problem into one toast text, in form order, with ", "', () => {
    const result = validateSignupForm({
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      phoneNumber: '',
      city: '',
      school: '',
      terms: false,
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.message).toBe(
      'First name is required, Last name is required, Email is required, Password is required, ' +
        'Phone number is required, City is required, School is required, ' +
        'You must accept the terms and conditions',
    );
    expect(Object.keys(result.fieldErrors)).toEqual([
      'firstName',
      'lastName',
      'email',
      'password',
      'phoneNumber',
      'city',
      'school',
      'terms',
    ]);
  });

  it('names a malformed e-mail and a short password', () => {
    const result = validateSignupForm({ ...valid, email: 'ada@', password: '12345' });
    expect(result).toMatchObject({
      success: false,
      message: 'Invalid email address, Password must be at least 6 characters',
      fieldErrors: {
        email: 'Invalid email address',
        password: 'Password must be at least 6 characters',
      },
    });
  });

  it('accepts a complete form and trims the names', () => {
    const result = validateSignupForm({ ...valid, firstName: ' Ada ', city: ' Cairo ' });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.firstName).toBe('Ada');
    expect(result.data.city).toBe('Cairo');
  });
});
