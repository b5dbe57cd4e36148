import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './errors';

const wrapped = (cause: object) => Object.assign(new Error('Failed query: ...'), { cause });

describe('isUniqueViolation', () => {
  it('finds SQLSTATE 23505 through drizzle’s wrapper, optionally on one constraint', () => {
    const error = wrapped({ code: '23505', constraint: 'users_email_lower_key' });
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'users_email_lower_key')).toBe(true);
    expect(isUniqueViolation(error, 'other_key')).toBe(false);
    expect(isUniqueViolation(wrapped({ code: '23503' }))).toBe(false);
  });
});

describe('isDatabaseUnavailable', () => {
  it('recognises connection failures, server shutdown and a closed PGlite', () => {
    expect(isDatabaseUnavailable(wrapped({ code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('PGlite is closed'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    // node-postgres, on a client whose connection the server ended (a restart mid-transaction).
    expect(
      isDatabaseUnavailable(
        wrapped(new Error('Client has encountered a connection error and is not queryable')),
      ),
    ).toBe(true);
  });

  it('does not mistake query errors for an outage', () => {
    expect(isDatabaseUnavailable(wrapped({ code: '42P01' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});
