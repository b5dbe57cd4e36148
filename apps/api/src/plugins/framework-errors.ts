import { ErrorCode } from '@exam/contract';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { securityHeaderValues } from './security-headers';

/** Fastify's codes for the requests its router refuses before any hook runs. */
const MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The URL is malformed',
  FST_ERR_MAX_PARAM_LENGTH: 'A path parameter is too long',
};

/**
 * Fastify's router refuses some requests before any hook or error handler runs: a path whose
 * percent-encoding is broken ('/api/exam/state/%zz') and a path parameter longer than
 * maxParamLength. By default it answers those itself, in its own body shape, quoting the path
 * back, and without the security headers or no-store that every other answer carries. This
 * answers them like the error handler does (400, `{ message, code }`), with the same headers
 * set by hand, since no hook adds them here.
 */
export function frameworkErrorHandler(options: {
  https: boolean;
}): NonNullable<FastifyServerOptions['frameworkErrors']> {
  const headers = { ...securityHeaderValues(options), 'cache-control': 'no-store' };
  const answer = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    request.log.info({ code: error.code }, 'Request refused by the router');
    void reply
      .code(400)
      .headers(headers)
      .type('application/json; charset=utf-8')
      .send({
        message: MESSAGES[error.code] ?? 'Bad request',
        code: ErrorCode.ValidationFailed,
      });
  };
  return answer;
}
