import { z } from 'zod';
import { RoleSchema } from './roles';
import { emailField, nameField, passwordField, strictBody } from './fields';
import { InterfaceLanguageSchema } from './languages';
import { Messages } from './messages';

export const UserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  /** 'student' for everyone until made a teacher or an admin (issue 23, roles.ts). */
  role: RoleSchema,
  /** The interface language the account chose; its mails are written in it (issue 24). */
  language: InterfaceLanguageSchema,
});
export type User = z.infer<typeof UserSchema>;

export const LoginRequestSchema = strictBody({
  email: emailField,
  // Login accepts any non-empty password: rules apply when a password is set, not when used.
  password: z
    .string({ error: Messages.passwordRequired })
    .min(1, { error: Messages.passwordRequired })
    .max(1024),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

export const AuthResponseSchema = z.object({ token: z.string(), user: UserSchema });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const RegisterRequestSchema = strictBody({
  username: nameField(Messages.usernameRequired, 'Name'),
  email: emailField,
  password: passwordField,
  city: nameField(Messages.cityRequired, 'City'),
  school: nameField(Messages.schoolRequired, 'School'),
  /**
   * True: a city or a school that is not listed yet is added with the account, in the same
   * transaction, so a refused registration adds neither (the sign-up form sends it). False or
   * absent: both must exist (422 CITY_NOT_FOUND / SCHOOL_NOT_FOUND).
   */
  addMissingPlace: z.boolean().optional().default(false),
  /** The interface's language at sign-up (issue 24): stored on the account, so mails follow it. */
  language: InterfaceLanguageSchema.optional().default('en'),
});
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

export const ForgotPasswordRequestSchema = strictBody({ email: emailField });
export type ForgotPasswordRequest = z.input<typeof ForgotPasswordRequestSchema>;

export const ResetPasswordRequestSchema = strictBody({
  token: z
    .string({ error: Messages.invalidResetLink })
    .min(1, { error: Messages.invalidResetLink })
    .max(200),
  password: passwordField,
});
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequestSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/**
 * The signed-in user, and whether the account's e-mail address is verified (the web app shows
 * a banner until it is; docs/decisions/023).
 */
export const MeResponseSchema = z.object({ user: UserSchema, emailVerified: z.boolean() });
export type MeResponse = z.infer<typeof MeResponseSchema>;

/** The token of a mailed e-mail verification link (/verify-email?token=...). */
export const VerifyEmailRequestSchema = strictBody({
  token: z
    .string({ error: Messages.verificationLinkInvalid })
    .min(1, { error: Messages.verificationLinkInvalid })
    .max(200),
});
export type VerifyEmailRequest = z.input<typeof VerifyEmailRequestSchema>;

/**
 * The one-time code of a server-side social sign-in (/auth/success?code=...), exchanged for a
 * session token by the browser that went through the sign-in (docs/decisions/023).
 */
export const ExchangeCodeRequestSchema = strictBody({
  code: z
    .string({ error: Messages.authenticationFailed })
    .min(1, { error: Messages.authenticationFailed })
    .max(200),
});
export type ExchangeCodeRequest = z.input<typeof ExchangeCodeRequestSchema>;
