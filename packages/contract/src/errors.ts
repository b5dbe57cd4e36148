import { z } from 'zod';
import { ErrorCode } from './error-codes';
import { Messages } from './messages';

/**
 * Every error the API returns has the shape `ApiErrorSchema` below. `message` is what the screens
 * show; `code` (error-codes.ts) is stable for programs; `issues` lists field-level validation
 * problems. Each code has one HTTP status, in `ErrorTable` below (docs/decisions/029).
 */
export { ErrorCode };

/** The HTTP statuses the API's errors use. */
export type ErrorStatus =
  400 | 401 | 403 | 404 | 408 | 409 | 412 | 413 | 415 | 416 | 422 | 429 | 431 | 500 | 503;

export interface ErrorRow {
  readonly status: ErrorStatus;
  /** Sent when the raiser gives no message of its own. */
  readonly message: string;
}

/**
 * The one error table (docs/decisions/029, docs/architecture.md "Errors"): each code's HTTP
 * status and default message. An error is raised by its code; its status comes from here and
 * nowhere else, for the API's own errors and for those Fastify, its plugins and Node's HTTP
 * parser raise alike. The model is Fastify's own `lib/errors.js` (code, message, status per
 * error) and documenso's `AppErrorCode` map.
 */
export const ErrorTable = {
  [ErrorCode.ValidationFailed]: { status: 400, message: 'Bad request' },
  [ErrorCode.WeakPassword]: { status: 400, message: Messages.passwordTooCommon },
  [ErrorCode.ResetTokenInvalid]: { status: 400, message: Messages.resetTokenInvalid },
  [ErrorCode.VerificationLinkInvalid]: { status: 400, message: Messages.verificationLinkInvalid },
  [ErrorCode.ReauthenticationFailed]: { status: 400, message: Messages.deletePasswordIncorrect },
  [ErrorCode.Unauthenticated]: { status: 401, message: Messages.unauthenticated },
  [ErrorCode.InvalidCredentials]: { status: 401, message: Messages.invalidCredentials },
  [ErrorCode.SocialSignInFailed]: { status: 401, message: Messages.authenticationFailed },
  [ErrorCode.XsrfMismatch]: { status: 403, message: Messages.xsrfMismatch },
  [ErrorCode.Forbidden]: { status: 403, message: 'Forbidden' },
  [ErrorCode.NotFound]: { status: 404, message: Messages.notFound },
  [ErrorCode.ProviderNotConfigured]: { status: 404, message: Messages.providerNotConfigured },
  [ErrorCode.RequestTimeout]: { status: 408, message: 'The request took too long to arrive' },
  [ErrorCode.EmailTaken]: { status: 409, message: Messages.emailTaken },
  [ErrorCode.CityExists]: { status: 409, message: Messages.cityExists },
  [ErrorCode.SchoolExists]: { status: 409, message: Messages.schoolExists },
  [ErrorCode.NotCurrentQuestion]: {
    status: 409,
    message: 'This answer is for a question that is not the current one.',
  },
  [ErrorCode.AlreadyAnswered]: {
    status: 409,
    message: 'This question has already been answered with a different answer.',
  },
  [ErrorCode.NothingAvailable]: {
    status: 409,
    message: 'There is nothing of that kind to give now.',
  },
  [ErrorCode.StaleVersion]: {
    status: 409,
    message: 'This was changed since you opened it. Reload it and try again.',
  },
  [ErrorCode.LastAdmin]: {
    status: 409,
    message: 'The server must keep at least one admin account.',
  },
  [ErrorCode.AlreadyDone]: { status: 409, message: 'That is done already.' },
  [ErrorCode.PreconditionFailed]: { status: 412, message: 'Precondition Failed' },
  [ErrorCode.PayloadTooLarge]: { status: 413, message: Messages.payloadTooLarge },
  [ErrorCode.UnsupportedMediaType]: { status: 415, message: Messages.unsupportedMediaType },
  [ErrorCode.RangeNotSatisfiable]: { status: 416, message: 'Range Not Satisfiable' },
  [ErrorCode.CityNotFound]: { status: 422, message: Messages.cityNotFound },
  [ErrorCode.SchoolNotFound]: { status: 422, message: Messages.schoolNotFound },
  [ErrorCode.NotEnoughQuestions]: {
    status: 422,
    message: 'There are not enough questions in the bank for this yet.',
  },
  [ErrorCode.RateLimited]: { status: 429, message: Messages.rateLimited },
  [ErrorCode.HeadersTooLarge]: { status: 431, message: 'The request headers are too large' },
  [ErrorCode.Internal]: { status: 500, message: Messages.internal },
  [ErrorCode.ServerBusy]: { status: 503, message: Messages.serverBusy },
  [ErrorCode.DatabaseUnavailable]: { status: 503, message: Messages.databaseUnavailable },
} as const satisfies { readonly [Code in ErrorCode]: ErrorRow };

/** The HTTP status of error code `C`, known to the type checker (its row in `ErrorTable`). */
export type ErrorStatusOf<C extends ErrorCode> = (typeof ErrorTable)[C]['status'];

/** The HTTP status of an error code (its row in `ErrorTable`). */
export const errorStatus = <C extends ErrorCode>(code: C): ErrorStatusOf<C> =>
  ErrorTable[code].status;

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
