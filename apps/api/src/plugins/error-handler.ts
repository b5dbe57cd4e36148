import { ErrorCode, ErrorTable, Messages, errorStatus } from '@exam/contract';
import type { ApiError, ErrorStatus, ValidationIssue } from '@exam/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors';
import { AppError } from '../lib/app-error';

/** How long clients should wait before retrying while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

export interface ErrorAnswer {
  status: ErrorStatus;
  body: ApiError;
  headers?: Record<string, string>;
}

/** The answer for a code: its status from the contract's error table, never another. */
export function errorAnswer(
  code: ErrorCode,
  message: string = ErrorTable[code].message,
  headers?: Record<string, string>,
): ErrorAnswer {
  return { status: errorStatus(code), body: { message, code }, ...(headers ? { headers } : {}) };
}

/**
 * The code of an error that Fastify or a plugin raised with an HTTP status of its own (the
 * static files' 403 for a forbidden path, 412 and 416 for conditional and range requests, a
 * bad Content-Length's 400). A status without a row here is answered as a 400.
 */
const FRAMEWORK_CODES: ReadonlyMap<number, ErrorCode> = new Map(
  [
    ErrorCode.ValidationFailed,
    ErrorCode.Forbidden,
    ErrorCode.NotFound,
    ErrorCode.RequestTimeout,
    ErrorCode.PreconditionFailed,
    ErrorCode.PayloadTooLarge,
    ErrorCode.UnsupportedMediaType,
    ErrorCode.RangeNotSatisfiable,
    ErrorCode.HeadersTooLarge,
  ].map((code) => [errorStatus(code), code]),
);

const BODY_NOT_OBJECT = 'Request body must be a JSON object';
const BODY_NOT_JSON = 'Request body is not valid JSON';

const where: Record<string, string> = {
  body: '',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

/**
 * Zod issues -> `{ message, code, issues }`. The message joins the issue messages with ', '
 * because the sign-up screen shows all of them in one toast (docs/product.md §2).
 */
function validationAnswer(
  issues: { instancePath: string; message?: string; keyword: string; params?: unknown }[],
  context: string | undefined,
): ErrorAnswer {
  const prefix = context ? where[context] : '';
  const qualify = (path: string) => (prefix && path ? `${prefix}.${path}` : prefix || path);
  const list: ValidationIssue[] = issues.flatMap((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    // A body that is missing, null, an array or a string fails at the root.
    const message =
      context === 'body' && path === '' && issue.keyword === 'invalid_type'
        ? BODY_NOT_OBJECT
        : (issue.message ?? 'Invalid value');
    // Unknown fields are reported on the object; point at each field instead.
    const keys = (issue.params as { keys?: unknown } | undefined)?.keys;
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys) && keys.length > 0) {
      return keys.map((key) => ({
        path: qualify(path ? `${path}.${String(key)}` : String(key)),
        message,
      }));
    }
    return [{ path: qualify(path), message }];
  });
  const message = [...new Set(list.map((issue) => issue.message))].join(', ');
  const answer = errorAnswer(ErrorCode.ValidationFailed, message);
  return { ...answer, body: { ...answer.body, issues: list } };
}

/** Maps anything thrown while handling a request to the API's error answer. Pure. */
export function toErrorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof AppError) {
    const answer = errorAnswer(error.code, error.message, error.headers);
    return error.issues ? { ...answer, body: { ...answer.body, issues: error.issues } } : answer;
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return validationAnswer(error.validation, error.validationContext);
  }
  if (isDatabaseUnavailable(error)) {
    return errorAnswer(ErrorCode.DatabaseUnavailable, Messages.databaseUnavailable, {
      'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
    });
  }
  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return errorAnswer(ErrorCode.ValidationFailed, BODY_NOT_JSON);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return errorAnswer(ErrorCode.ValidationFailed, BODY_NOT_OBJECT);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_TYPE':
      return errorAnswer(ErrorCode.UnsupportedMediaType, Messages.unsupportedMediaType);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return errorAnswer(ErrorCode.PayloadTooLarge, Messages.payloadTooLarge);
  }
  // Other client errors raised by Fastify itself or a plugin (malformed URL, bad Content-Length,
  // a static file's forbidden path or unsatisfiable range, ...): their messages are fixed texts
  // about the request, safe to show.
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = FRAMEWORK_CODES.get(status) ?? ErrorCode.ValidationFailed;
    if (code === ErrorCode.NotFound) return errorAnswer(code, Messages.notFound);
    return errorAnswer(code, fastifyError.message ?? ErrorTable[code].message);
  }
  return errorAnswer(ErrorCode.Internal, Messages.internal);
}

function logError(request: FastifyRequest, error: unknown, answer: ErrorAnswer) {
  if (answer.status >= 500) request.log.error({ err: error }, 'Request failed');
  else request.log.info({ code: answer.body.code, status: answer.status }, 'Request refused');
}

/** One error handler for the whole app: no stack trace, SQL or internal message ever leaves. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const answer = toErrorAnswer(error);
    logError(request, error, answer);
    return reply
      .code(answer.status)
      .headers(answer.headers ?? {})
      .type('application/json; charset=utf-8')
      .send(answer.body);
  });
}
