import { STATUS_CODES } from 'node:http';
import { ErrorCode, ErrorTable, errorStatus } from '@exam/contract';
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
    const code = ErrorCode.ValidationFailed;
    void reply
      .code(errorStatus(code))
      .headers(headers)
      .type('application/json; charset=utf-8')
      .send({ message: MESSAGES[error.code] ?? ErrorTable[code].message, code });
  };
  return answer;
}

/** The codes Node's HTTP parser errors stand for; anything else it refuses is malformed (400). */
const CLIENT_ERROR_CODES: Record<string, ErrorCode> = {
  HPE_HEADER_OVERFLOW: ErrorCode.HeadersTooLarge,
  ERR_HTTP_REQUEST_TIMEOUT: ErrorCode.RequestTimeout,
};

/**
 * Node's HTTP server refuses some requests before Fastify sees them at all (a TRACE with a body,
 * a malformed header line or chunk, oversized headers); Fastify's default answer is its own body
 * shape without the security headers. This writes our shape and headers straight on the socket,
 * then closes it (after a parse error the connection cannot be reused). Found by the endpoint
 * fuzz suite's socket run.
 */
export function clientErrorHandler(options: {
  https: boolean;
}): NonNullable<FastifyServerOptions['clientErrorHandler']> {
  const headers = { ...securityHeaderValues(options), 'cache-control': 'no-store' };
  return (error, socket) => {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    // Nothing can be written to a connection the client has already reset.
    if (code === 'ECONNRESET' || !socket.writable) {
      socket.destroy(error);
      return;
    }
    const known = CLIENT_ERROR_CODES[code];
    const errorCode = known ?? ErrorCode.ValidationFailed;
    const status = errorStatus(errorCode);
    const body = JSON.stringify({
      message: known ? ErrorTable[known].message : 'The request is malformed',
      code: errorCode,
    });
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      'connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
  };
}
