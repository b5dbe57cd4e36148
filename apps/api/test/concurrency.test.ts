import { ApiRoutes } from '@exam/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  DEFAULT_CITY,
  DEFAULT_PASSWORD,
  DEFAULT_SCHOOL,
  ensureSchool,
  login,
  randomIp,
  uniqueEmail,
} from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';

const RESET_SUBJECT = 'Reset your password';

/**
 * Simultaneous requests: the database constraints and single-statement updates decide, so the
 * answers stay right on PostgreSQL, where these requests really run in parallel.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await ensureSchool(t);
});
afterAll(() => t.close());

const statuses = (responses: { statusCode: number }[]) =>
  responses.map((response) => response.statusCode).sort();

describe('concurrent requests', () => {
  it('registers an e-mail once when five sign-ups for it arrive together', async () => {
    const email = uniqueEmail('race');
    const body = {
      username: 'Racer',
      email,
      password: DEFAULT_PASSWORD,
      city: DEFAULT_CITY,
      school: DEFAULT_SCHOOL,
    };
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => t.post(ApiRoutes.auth.register, body, { ip: randomIp() })),
    );
    expect(statuses(responses)).toEqual([201, 409, 409, 409, 409]);
    expect((await login(t, email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('accepts a reset link once when it is used twice at the same moment', async () => {
    const account = await createUser(t);
    await t.post(ApiRoutes.auth.forgotPassword, { email: account.email });
    await t.settle();
    const token = /token=([A-Za-z0-9_-]+)/.exec(
      t.smtp.mailsTo(account.email, RESET_SUBJECT)[0]?.decoded ?? '',
    )?.[1];
    const responses = await Promise.all(
      ['First-choice-11', 'Second-choice-22'].map((password) =>
        t.post(ApiRoutes.auth.resetPassword, { token, password }),
      ),
    );
    expect(statuses(responses)).toEqual([200, 400]);
  });

  it('creates a city once when the same name is added by several people at once', async () => {
    const responses = await Promise.all(
      ['Shared Town', 'shared town', ' SHARED TOWN '].map((name) =>
        t.post(ApiRoutes.location.cities, { name }, { ip: randomIp() }),
      ),
    );
    expect(statuses(responses)).toEqual([201, 409, 409]);
  });
});
