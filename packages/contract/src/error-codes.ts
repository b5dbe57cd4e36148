/**
 * The API's stable error codes, in a module of their own without zod: a screen that only compares
 * a code (the attempt screens) then does not download the schemas of errors.ts.
 */
export const ErrorCode = {
  /** The request's params, query or body failed the contract's schema, or a rule of the form. */
  ValidationFailed: 'VALIDATION_FAILED',
  Unauthenticated: 'UNAUTHENTICATED',
  /** A wrong e-mail or password at sign-in. */
  InvalidCredentials: 'INVALID_CREDENTIALS',
  /**
   * A wrong password (or e-mail, for an account without one) typed to confirm deleting the
   * account: 400, not 401, because the token is fine and a 401 would sign the web app out.
   */
  ReauthenticationFailed: 'REAUTHENTICATION_FAILED',
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
  /** An e-mail verification link that is unknown, used, replaced or expired. */
  VerificationLinkInvalid: 'VERIFICATION_LINK_INVALID',
  /** A social sign-in callback failed any check (state, cookie, PKCE, nonce, ID token, account). */
  SocialSignInFailed: 'SOCIAL_SIGN_IN_FAILED',
  /** A social sign-in provider that this deployment has no credentials for. */
  ProviderNotConfigured: 'PROVIDER_NOT_CONFIGURED',
  /** An answer for a question that is not the one being shown. */
  NotCurrentQuestion: 'NOT_CURRENT_QUESTION',
  /** A re-sent answer that differs from the one already recorded. */
  AlreadyAnswered: 'ALREADY_ANSWERED',
  /**
   * What was asked is not there now (issue 22, practice): no hint left for the question, no wrong
   * first try for Show Answer to reveal, no review card due.
   */
  NothingAvailable: 'NOTHING_AVAILABLE',
  /**
   * What the request was based on changed since (issue 23): an edit of a question version that
   * is no longer the latest, a calibration proposal made before new answers arrived.
   */
  StaleVersion: 'STALE_VERSION',
  /** The change would leave the server without an admin account (issue 23). */
  LastAdmin: 'LAST_ADMIN',
  /** The student already did this (joined that class, reported that question). */
  AlreadyDone: 'ALREADY_DONE',
  /**
   * A well-formed request the question bank cannot serve: nothing to practise from that attempt,
   * or too few questions for a trial.
   */
  NotEnoughQuestions: 'NOT_ENOUGH_QUESTIONS',
  /** Node's HTTP parser gave up waiting for the request. */
  RequestTimeout: 'REQUEST_TIMEOUT',
  /** A conditional GET of a web app file (If-Match, If-Unmodified-Since) that does not hold. */
  PreconditionFailed: 'PRECONDITION_FAILED',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  /** A Range header outside a web app file. */
  RangeNotSatisfiable: 'RANGE_NOT_SATISFIABLE',
  RateLimited: 'RATE_LIMITED',
  /** Request headers larger than Node's HTTP parser accepts. */
  HeadersTooLarge: 'HEADERS_TOO_LARGE',
  Internal: 'INTERNAL',
  /** Every password-hashing slot is busy and its queue is full (with Retry-After). */
  ServerBusy: 'SERVER_BUSY',
  DatabaseUnavailable: 'DATABASE_UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
