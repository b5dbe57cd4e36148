import { describe, expect, it } from 'vitest';
import { LoginRequestSchema, RegisterRequestSchema } from './auth';
import { SignupFormSchema, ResetPasswordFormSchema } from './signup-form';
import { isTypedText } from './fields';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('contract schemas', () => {
  it('normalises e-mails to trimmed lower case', () => {
    const parsed = LoginRequestSchema.parse({ email: '  Ada@Example.COM ', password: 'x' });
    expect(parsed).toEqual({ email: 'ada@example.com', password: 'x', rememberMe: false });
  });

  it('rejects unknown fields with a readable message', () => {
    expect(
      messagesOf(LoginRequestSchema.safeParse({ email: 'a@b.co', password: 'p', admin: true })),
    ).toEqual(['Unknown field: admin']);
  });

  it('gives the spec sign-up messages, once per field, in form order', () => {
    const result = SignupFormSchema.safeParse({
      firstName: '',
      lastName: ' ',
      email: '',
      password: '',
      phoneNumber: '',
      city: '',
      school: '',
      terms: false,
    });
    expect(messagesOf(result)).toEqual([
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password is required',
      'Phone number is required',
      'City is required',
      'School is required',
      'You must accept the terms and conditions',
    ]);
  });

  it('distinguishes a malformed e-mail and a short password', () => {
    const result = RegisterRequestSchema.safeParse({
      username: 'Ada Lovelace',
      email: 'not-an-email',
      password: '12345',
      city: 'Cairo',
      school: 'X',
    });
    expect(messagesOf(result)).toEqual([
      'Invalid email address',
      'Password must be at least 6 characters',
    ]);
  });

  it('accepts a password of exactly six characters and keeps its spaces', () => {
    const parsed = RegisterRequestSchema.parse({
      username: ' Ada ',
      email: 'a@b.co',
      password: ' abc d',
      city: ' Cairo ',
      school: 'Nile School',
    });
    expect(parsed.password).toBe(' abc d');
    expect(parsed.city).toBe('Cairo');
    expect(parsed.username).toBe('Ada');
  });

  it("says the passwords don't match on the confirmation field", () => {
    const result = ResetPasswordFormSchema.safeParse({
      password: 'secret1',
      confirmPassword: 'secret2',
    });
    expect(result.error?.issues[0]?.path).toEqual(['confirmPassword']);
    expect(messagesOf(result)).toEqual(["Passwords don't match"]);
  });
});

describe('isTypedText', () => {
  it('keeps line breaks and tabs and refuses every other control character', () => {
    expect(isTypedText('line one\r\n\tline two')).toBe(true);
    const refused = [0, 7, 8, 11, 12, 14, 27, 31, 127].map(
      (code) => `x${String.fromCharCode(code)}y`,
    );
    expect(refused.filter(isTypedText)).toEqual([]);
  });
});
