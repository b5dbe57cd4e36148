import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './constants';
import { Messages } from './messages';
import { nameProblem, nameProblemMessage, normaliseName } from './names';

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

/**
 * Free text a person types over several lines (a problem report's note): line breaks and tabs
 * belong there, other control characters never do (PostgreSQL cannot store a NUL).
 */
// eslint-disable-next-line no-control-regex
const UNTYPED_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
export const isTypedText = (value: string) => !UNTYPED_CONTROL.test(value);

/**
 * The name rule (names.ts) as a zod refinement: `label` names the field in the message
 * ('City mixes letters from different alphabets in one word...').
 */
export const acceptableName =
  (label: string) =>
  (name: string, ctx: z.RefinementCtx): void => {
    const problem = nameProblem(name);
    if (problem) ctx.addIssue({ code: 'custom', message: nameProblemMessage(label, problem) });
  };

/**
 * A person, city or school name (issue 17, finding 9): normalised (NFKC, single spaces,
 * trimmed), 1..100 characters, no hidden or control characters, no word mixing alphabets.
 */
export const nameField = (required: string, label = 'Name') =>
  requiredString(required)
    .transform(normaliseName)
    .pipe(
      z
        .string()
        .min(1, { error: required })
        .max(NAME_MAX_LENGTH, { error: Messages.nameTooLong })
        .superRefine(acceptableName(label)),
    );

/** strictObject with a readable message for unknown fields. */
export const strictBody = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined,
  });
