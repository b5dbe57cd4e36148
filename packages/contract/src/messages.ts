import { ACCOUNT_EXPORTS_PER_HOUR, ATTEMPT_STARTS_PER_HOUR } from './constants';

/**
 * Texts that travel from the server to the screens. Kept in one table so the API and the
 * web app (and their tests) agree word for word with docs/product.md §8.
 */
export const Messages = {
  // Validation (docs/product.md §5, sign-up)
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordTooCommon: 'This password is too common. Please choose a less predictable one.',
  phoneRequired: 'Phone number is required',
  cityRequired: 'City is required',
  schoolRequired: 'School is required',
  termsRequired: 'You must accept the terms and conditions',
  usernameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters',
  passwordsDontMatch: "Passwords don't match",
  // Accounts
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists. Please sign in or reset your password.',
  forgotPasswordNeutral:
    'If an account exists with this email, you will receive password reset instructions.',
  resetSuccessful: 'Password reset successful. Please login with your new password.',
  resetTokenInvalid:
    'This reset link is invalid or has expired. Please request a new password reset.',
  invalidResetLink: 'Invalid reset link. Please request a new password reset.',
  signedOut: 'Signed out',
  // E-mail verification (issue 17, docs/decisions/023)
  emailVerified: 'Your e-mail address is confirmed. Thank you!',
  emailAlreadyVerified: 'Your e-mail address is already confirmed.',
  verificationLinkInvalid:
    'This confirmation link has expired or has been replaced by a newer one.',
  verificationSent: 'We sent a new confirmation link to your e-mail address.',
  verificationResendLimited:
    'You have asked for several links already. Please check your inbox and spam folder, or try again later.',
  // In-app account deletion (issue 9)
  deletePasswordIncorrect: 'The password is not correct. Your account has not been deleted.',
  deleteEmailIncorrect:
    'This is not the e-mail address of your account. Your account has not been deleted.',
  deleteNeedsPassword: 'Please enter your password to delete your account.',
  deleteNeedsEmail:
    'Your account has no password: type the e-mail address of your account to confirm.',
  deleteNeedsRecentSignIn:
    'For your security, sign out and sign in again, then delete your account within 15 minutes.',
  accountDeleted: 'Your account and all your data have been permanently deleted.',
  // Interface language (issue 24)
  languageInvalid: 'Choose English or Arabic',
  // Social sign-in (docs/product.md §8 'Provider callback': the server's error field, else this text)
  authenticationFailed: 'Authentication failed',
  providerNotConfigured: 'Sign-in with this provider is not available on this server.',
  unauthenticated: 'Please sign in to continue',
  /** A signed-in account whose role may not use the route (issue 23). */
  forbiddenRole: 'Your account cannot open this page.',
  // Location (docs/product.md §8: these two are treated as success by the sign-up flow)
  cityExists: 'City already exists',
  schoolExists: 'School already exists in this city',
  cityNotFound: 'City not found. Please choose a city from the list or add it.',
  schoolNotFound: 'School not found in this city. Please choose a school from the list or add it.',
  // Operations (issue 16): the backup endpoint, for administrators only
  adminOnly: 'Only an administrator can do this.',
  // Infrastructure
  xsrfMismatch: 'Your session security token is missing or out of date. Please reload the page.',
  notFound: 'Not found',
  rateLimited: 'Too many attempts. Please wait a moment and try again.',
  serverBusy: 'The server is busy right now. Please try again in a moment.',
  databaseUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
  internal: 'Something went wrong on our side. Please try again.',
  payloadTooLarge: 'The request is too large.',
  unsupportedMediaType: 'Requests must be sent as JSON.',
} as const;

/** "1 minute", "12 minutes": a wait in whole minutes, at least one. */
export function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The 429 answers of the per-student limits, with the wait the Retry-After header gives. */
export const LimitMessages = {
  attemptStarts: (waitSeconds: number) =>
    `You have started ${ATTEMPT_STARTS_PER_HOUR} exams, trials and practice sessions within an hour. ` +
    `You can start another in ${minutesText(waitSeconds)}.`,
  accountExports: (waitSeconds: number) =>
    `You have downloaded your data ${ACCOUNT_EXPORTS_PER_HOUR} times within an hour. ` +
    `You can download it again in ${minutesText(waitSeconds)}.`,
} as const;
