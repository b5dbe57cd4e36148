import { describe, expect, it } from 'vitest';
import { createLogger, redactUrl, serializeError } from './logger';

describe('redactUrl', () => {
  it('hides the values of sensitive query parameters and keeps the rest', () => {
    expect(redactUrl('/reset-password?token=abc123&lang=en')).toBe(
      '/reset-password?token=[redacted]&lang=en',
    );
    expect(redactUrl('/api/auth/google/callback?code=c&state=s&scope=email')).toBe(
      '/api/auth/google/callback?code=[redacted]&state=[redacted]&scope=email',
    );
    expect(redactUrl('/api/location/schools?city=Cairo')).toBe('/api/location/schools?city=Cairo');
    expect(redactUrl('/dashboard')).toBe('/dashboard');
  });
});

describe('serializeError', () => {
  it('drops bound query values and row details that database errors carry', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (lower(email))=(ada@example.com) already exists.',
    });
    const error = Object.assign(
      new Error(
        'Failed query: insert into "users" values ($1, $2)\nparams: ada@example.com,$argon2id$v=19$secret',
      ),
      { params: ['ada@example.com', '$argon2id$v=19$secret'], cause },
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('Failed query: insert into');
    expect(logged).toContain('23505');
    expect(logged).not.toContain('ada@example.com');
    expect(logged).not.toContain('argon2id');
  });
});

describe('createLogger', () => {
  it('redacts sensitive fields wherever they are logged', () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    logger.info({ password: 'p1', body: { password: 'p2', token: 't1' }, email: 'kept' }, 'x');
    expect(lines[0]).not.toMatch(/p1|p2|t1/);
    expect(lines[0]).toContain('kept');
  });
});
