import { z } from 'zod';

/**
 * Every error the API returns has this shape. `message` is what the screens show;
 * `code` is stable for programs; `issues` lists field-level validation problems.
 */
export const ErrorCode = {
  ValidationFailed: 'VALIDATION_FAILED',
  Unauthenticated: 'UNAUTHENTICATED',
  InvalidCredentials: 'INVALID_CREDENTIALS',
  XsrfMismatch: 'XSRF_MISMATCH',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  EmailTaken: 'EMAIL_TAKEN',
  WeakPassword: 'WEAK_PASSWORD',
  CityExists: 'CITY_EXISTS',
  SchoolExists: 'SCHOOL_EXISTS',
  CityNotFound: 'CITY_NOT_FOUND',
  SchoolNotFound: 'SCHOOL_NOT_FOUND',
  ResetTokenInvalid: 'RESET_TOKEN_INVALID',
  /** An e-mail verification link that is unknown, used, replaced or expired (400). */
  VerificationLinkInvalid: 'VERIFICATION_LINK_INVALID',
  /** A social sign-in callback failed any check (state, cookie, PKCE, nonce, ID token, account). */
  SocialSignInFailed: 'SOCIAL_SIGN_IN_FAILED',
  /** A social sign-in provider that this deployment has no credentials for (404). */
  ProviderNotConfigured: 'PROVIDER_NOT_CONFIGURED',
  /** An exam answer for a question that is not the one being shown (409). */
  NotCurrentQuestion: 'NOT_CURRENT_QUESTION',
  /** A re-sent exam answer that differs from the one already recorded (409). */
  AlreadyAnswered: 'ALREADY_ANSWERED',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  RateLimited: 'RATE_LIMITED',
  /** Every password-hashing slot is busy and its queue is full (503 with Retry-After). */
  ServerBusy: 'SERVER_BUSY',
  DatabaseUnavailable: 'DATABASE_UNAVAILABLE',
  Internal: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ValidationIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof ValidationIssueSchema>;

export const ApiErrorSchema = z.object({
  message: z.string(),
  code: z.enum(Object.values(ErrorCode) as [ErrorCode, ...ErrorCode[]]),
  issues: z.array(ValidationIssueSchema).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
