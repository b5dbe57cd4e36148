import { ErrorCode, Messages } from '@exam/contract';
import type { ApiError, ValidationIssue } from '@exam/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors';
import { AppError } from '../lib/app-error';

/** How long clients should wait before retrying while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

export interface ErrorAnswer {
  status: number;
  body: ApiError;
  headers?: Record<string, string>;
}

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
  return { status: 400, body: { message, code: ErrorCode.ValidationFailed, issues: list } };
}

/** Maps anything thrown while handling a request to the API's error answer. Pure. */
export function toErrorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: { message: error.message, code: error.code },
      headers: error.headers,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return validationAnswer(error.validation, error.validationContext);
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: { message: Messages.databaseUnavailable, code: ErrorCode.DatabaseUnavailable },
      headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
    };
  }
  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, body: { message: BODY_NOT_JSON, code: ErrorCode.ValidationFailed } };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: { message: BODY_NOT_OBJECT, code: ErrorCode.ValidationFailed } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_TYPE':
      return {
        status: 415,
        body: { message: Messages.unsupportedMediaType, code: ErrorCode.UnsupportedMediaType },
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 413,
        body: { message: Messages.payloadTooLarge, code: ErrorCode.PayloadTooLarge },
      };
  }
  // Other client errors raised by Fastify itself (malformed URL, bad Content-Length, ...):
  // their messages are fixed texts about the request, safe to show.
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = status === 404 ? ErrorCode.NotFound : ErrorCode.ValidationFailed;
    const message = status === 404 ? Messages.notFound : (fastifyError.message ?? 'Bad request');
    return { status, body: { message, code } };
  }
  return { status: 500, body: { message: Messages.internal, code: ErrorCode.Internal } };
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
