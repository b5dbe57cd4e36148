import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './constants';
import { Messages } from './messages';

/**
 * Field schemas shared by request bodies and forms. Required-ness messages come first so an
 * empty field says "is required" rather than "is invalid".
 */
const requiredString = (required: string) =>
  z.string({ error: required }).trim().min(1, { error: required });

export const emailField = requiredString(Messages.emailRequired)
  .max(EMAIL_MAX_LENGTH, { error: Messages.emailInvalid })
  .pipe(z.email({ error: Messages.emailInvalid }))
  .transform((email) => email.toLowerCase());

/** Passwords are never trimmed: spaces are legitimate characters. */
export const passwordField = z
  .string({ error: Messages.passwordRequired })
  .min(1, { error: Messages.passwordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: Messages.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: Messages.passwordTooLong });

/** No control characters: no name has them, and PostgreSQL cannot even store a NUL. */
// eslint-disable-next-line no-control-regex
export const hasNoControlCharacters = (value: string) => !/[\u0000-\u001f\u007f]/.test(value);

/** A person, city or school name: trimmed, 1..100 printable characters. */
export const nameField = (required: string) =>
  requiredString(required)
    .max(NAME_MAX_LENGTH, { error: Messages.nameTooLong })
    .refine(hasNoControlCharacters, { error: 'Name contains invalid characters' });

/** strictObject with a readable message for unknown fields. */
export const strictBody = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined,
  });
