import { z } from 'zod';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { acceptableName } from './fields';
import { Messages } from './messages';
import { normaliseName } from './names';

/**
 * The sign-up form (docs/product.md §2, §5), validated in the browser before any call, with the spec's
 * exact messages. The phone number is required by the form but never sent (docs/product.md §3).
 */
const required = (message: string) =>
  z
    .string()
    .trim()
    .min(1, { error: message })
    .max(NAME_MAX_LENGTH, { error: Messages.nameTooLong });

/** A name field: the API's rule (names.ts), with the same message, before anything is sent. */
const name = (message: string, label: string) =>
  required(message).superRefine((value, ctx) => acceptableName(label)(normaliseName(value), ctx));

export const SignupFormSchema = z.object({
  firstName: name(Messages.firstNameRequired, 'First name'),
  lastName: name(Messages.lastNameRequired, 'Last name'),
  email: z
    .string()
    .trim()
    .min(1, { error: Messages.emailRequired })
    .pipe(z.email({ error: Messages.emailInvalid })),
  password: z
    .string()
    .min(1, { error: Messages.passwordRequired, abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: Messages.passwordTooShort })
    .max(PASSWORD_MAX_LENGTH, { error: Messages.passwordTooLong }),
  phoneNumber: z
    .string()
    .trim()
    .min(1, { error: Messages.phoneRequired })
    .max(30, { error: 'Phone number is too long' }),
  city: name(Messages.cityRequired, 'City'),
  school: name(Messages.schoolRequired, 'School'),
  terms: z.literal(true, { error: Messages.termsRequired }),
});
export type SignupForm = z.input<typeof SignupFormSchema>;

export const ResetPasswordFormSchema = z
  .object({
    password: z
      .string()
      .min(1, { error: Messages.passwordRequired, abort: true })
      .min(PASSWORD_MIN_LENGTH, { error: Messages.passwordTooShort })
      .max(PASSWORD_MAX_LENGTH, { error: Messages.passwordTooLong }),
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: Messages.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.input<typeof ResetPasswordFormSchema>;
