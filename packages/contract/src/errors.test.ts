import { describe, expect, it } from 'vitest';
import { ApiErrorSchema, ErrorCode, ErrorTable, errorStatus } from './errors';

/**
 * The HTTP contract's statuses, written out once more on purpose: changing a row of the table
 * changes what clients get, so it must change this test too (docs/product.md §7.2).
 */
const CONTRACT: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  WEAK_PASSWORD: 400,
  RESET_TOKEN_INVALID: 400,
  VERIFICATION_LINK_INVALID: 400,
  REAUTHENTICATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  SOCIAL_SIGN_IN_FAILED: 401,
  XSRF_MISMATCH: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  PROVIDER_NOT_CONFIGURED: 404,
  REQUEST_TIMEOUT: 408,
  EMAIL_TAKEN: 409,
  CITY_EXISTS: 409,
  SCHOOL_EXISTS: 409,
  NOT_CURRENT_QUESTION: 409,
  ALREADY_ANSWERED: 409,
  NOTHING_AVAILABLE: 409,
  STALE_VERSION: 409,
  LAST_ADMIN: 409,
  ALREADY_DONE: 409,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  CITY_NOT_FOUND: 422,
  SCHOOL_NOT_FOUND: 422,
  NOT_ENOUGH_QUESTIONS: 422,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  SERVER_BUSY: 503,
  DATABASE_UNAVAILABLE: 503,
};

describe('the error table', () => {
  it('has exactly one row for each code, with the status the HTTP contract promises', () => {
    expect(Object.keys(ErrorTable).sort()).toEqual(Object.values(ErrorCode).sort());
    for (const code of Object.values(ErrorCode)) {
      expect(errorStatus(code), code).toBe(CONTRACT[code]);
      expect(ErrorTable[code].status, code).toBe(CONTRACT[code]);
    }
  });

  it('gives every code an error status and a default message a screen can show', () => {
    for (const [code, row] of Object.entries(ErrorTable)) {
      expect(row.status >= 400 && row.status <= 599, code).toBe(true);
      expect(row.message.trim().length, code).toBeGreaterThan(0);
    }
  });

  it('is what the error body schema accepts, and nothing else', () => {
    for (const code of Object.values(ErrorCode)) {
      expect(ApiErrorSchema.safeParse({ message: 'm', code }).success, code).toBe(true);
    }
    expect(ApiErrorSchema.safeParse({ message: 'm', code: 'TEAPOT' }).success).toBe(false);
  });
});
