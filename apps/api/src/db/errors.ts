/**
 * Recognising database errors across drivers. Drizzle wraps driver errors (DrizzleQueryError with
 * `cause`), so every check walks the cause chain.
 */
function* causeChain(error: unknown): Generator<Record<string, unknown>> {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth += 1) {
    const record = current as Record<string, unknown>;
    yield record;
    current = record.cause;
  }
}

/** PostgreSQL 23505 unique_violation, optionally on one named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (const record of causeChain(error)) {
    if (record.code === '23505') {
      return constraint === undefined || record.constraint === constraint;
    }
  }
  return false;
}

/** Node socket errors meaning the database server cannot be reached. */
const connectionErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'EAI_AGAIN',
]);

/**
 * True when the database is down or unreachable (answered as 503 with Retry-After) rather than
 * when a query is wrong (a 500): connection failures, pool time-outs, server shutdown (SQLSTATE
 * classes 08 and 57P), too many connections (53300), a query on a client whose connection was
 * lost ('... is not queryable', node-postgres) and a closed PGlite.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const record of causeChain(error)) {
    const code = typeof record.code === 'string' ? record.code : '';
    const message = typeof record.message === 'string' ? record.message : '';
    if (connectionErrorCodes.has(code)) return true;
    if (code.startsWith('08') || code.startsWith('57P') || code === '53300') return true;
    if (
      /Connection terminated|timeout exceeded when trying to connect|is not queryable|PGlite is clos(ed|ing)|Cannot use a pool after calling end/i.test(
        message,
      )
    ) {
      return true;
    }
  }
  return false;
}
