import pino from 'pino';
import type { Logger } from 'pino';

/**
 * The process logger (pino, JSON lines). Passwords, tokens, cookies, Authorization headers and
 * reset links must never reach a log: logs are copied, shipped and kept far longer than the
 * secrets stay valid. Three layers make sure of it:
 * - request URLs are logged with sensitive query values replaced (a reset link is a GET of
 *   /reset-password?token=...),
 * - errors are logged without query parameters or row details (drizzle puts the bound values,
 *   such as password hashes, into its error messages; PostgreSQL puts key values in `detail`),
 * - known sensitive fields are redacted wherever they appear in a logged object.
 */

const SENSITIVE_QUERY_KEY = /token|code|state|secret|password|key|email|sig/i;
const REDACTED = '[redacted]';

/** '/reset-password?token=abc&x=1' -> '/reset-password?token=[redacted]&x=1' */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question === -1) return url;
  const params = new URLSearchParams(url.slice(question + 1));
  for (const key of new Set(params.keys())) {
    if (SENSITIVE_QUERY_KEY.test(key)) params.set(key, REDACTED);
  }
  // URLSearchParams would percent-encode the brackets; keep the marker readable.
  return `${url.slice(0, question)}?${params.toString().replaceAll('%5Bredacted%5D', REDACTED)}`;
}

const UNSAFE_ERROR_KEYS = new Set(['params', 'parameters', 'detail', 'where']);

/** Removes bound values from database errors (and their causes) before they are logged. */
function scrubError(value: unknown, depth = 0): unknown {
  if (typeof value !== 'object' || value === null || depth > 5) return value;
  const scrubbed: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (UNSAFE_ERROR_KEYS.has(key)) continue;
    if ((key === 'message' || key === 'stack') && typeof field === 'string') {
      scrubbed[key] = field.replace(/\nparams: [^\n]*/g, '\nparams: [redacted]');
    } else {
      scrubbed[key] = scrubError(field, depth + 1);
    }
  }
  return scrubbed;
}

export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return scrubError(error);
  const serialized = scrubError(pino.stdSerializers.err(error)) as Record<string, unknown>;
  // pino folds causes into the stack text only; their fields (SQLSTATE code, constraint) help.
  if (error.cause !== undefined && depth < 5) {
    serialized.cause = serializeError(error.cause, depth + 1);
  }
  return serialized;
}

interface LoggableRequest {
  method: string;
  url: string;
  ip?: string;
  headers?: Record<string, unknown>;
}

export const logSerializers = {
  req: (request: LoggableRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
  }),
  err: (error: unknown) => serializeError(error),
};

export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'password',
  'token',
  'resetLink',
  '*.password',
  '*.token',
  '*.passwordHash',
  '*.sessionSecret',
  '*.resetLink',
];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: redactPaths, censor: REDACTED },
      serializers: logSerializers,
    },
    destination,
  );
}
