import { ApiRoutes, ErrorCode, Messages } from '@exam/contract';
import type { AuthResponse } from '@exam/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, schools, sessions, users } from '../src/db/schema';
import {
  countRows,
  DEFAULT_CITY,
  DEFAULT_PASSWORD,
  DEFAULT_SCHOOL,
  ensureSchool,
  randomIp,
  uniqueEmail,
} from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await ensureSchool(t);
});
afterAll(() => t.close());

const validBody = (overrides: Record<string, unknown> = {}) => ({
  username: 'Ada Lovelace',
  email: uniqueEmail(),
  password: DEFAULT_PASSWORD,
  city: DEFAULT_CITY,
  school: DEFAULT_SCHOOL,
  ...overrides,
});

const register = (body: unknown, ip = randomIp()) => t.post(ApiRoutes.auth.register, body, { ip });

/** Runs `action` and checks that no user or session row was written. */
async function expectNothingWritten(action: () => Promise<unknown>) {
  const before = [await countRows(t.db, users), await countRows(t.db, sessions)];
  await action();
  expect([await countRows(t.db, users), await countRows(t.db, sessions)]).toEqual(before);
}

describe('POST /api/auth/register', () => {
  it('creates the account, answers 201 with a working token and the user', async () => {
    const body = validBody({ email: '  Ada.Lovelace+1@Example.TEST ' });
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    const result = response.json<AuthResponse>();
    expect(Object.keys(result).sort()).toEqual(['token', 'user']);
    expect(result.user).toEqual({
      id: expect.any(String) as string,
      username: 'Ada Lovelace',
      email: 'ada.lovelace+1@example.test',
      role: 'student',
      language: 'en',
    });
    const me = await t.get(ApiRoutes.auth.me, { token: result.token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ user: result.user, emailVerified: false });
  });

  it('stores an argon2id hash, never the password', async () => {
    const body = validBody();
    await register(body);
    const [row] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(DEFAULT_PASSWORD);
  });

  it('accepts city and school names in any case and with surrounding spaces', async () => {
    const response = await register(
      validBody({ city: '  cAIRO ', school: DEFAULT_SCHOOL.toUpperCase() }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('refuses a second account with the same e-mail, whatever its case, with 409', async () => {
    const email = uniqueEmail();
    expect((await register(validBody({ email }))).statusCode).toBe(201);
    await expectNothingWritten(async () => {
      const again = await register(validBody({ email: email.toUpperCase() }));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: Messages.emailTaken, code: ErrorCode.EmailTaken });
    });
  });

  it('refuses an unknown city with 422 CITY_NOT_FOUND and writes nothing', async () => {
    await expectNothingWritten(async () => {
      const response = await register(validBody({ city: 'Atlantis' }));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: Messages.cityNotFound,
        code: ErrorCode.CityNotFound,
      });
    });
  });

  it('refuses a school that does not exist in that city with 422 SCHOOL_NOT_FOUND', async () => {
    await expectNothingWritten(async () => {
      const response = await register(validBody({ city: 'Giza' }));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: Messages.schoolNotFound,
        code: ErrorCode.SchoolNotFound,
      });
    });
  });

  describe('with addMissingPlace (the sign-up form: city and school added with the account)', () => {
    const placeRows = async () => [await countRows(t.db, cities), await countRows(t.db, schools)];

    it('adds a new city and school in the same transaction as the account', async () => {
      const before = await placeRows();
      const city = `Luxor ${uniqueEmail().slice(8, 14)}`;
      const response = await register(
        validBody({ city, school: 'Karnak School', addMissingPlace: true }),
      );
      expect(response.statusCode).toBe(201);
      expect(await placeRows()).toEqual([before[0]! + 1, before[1]! + 1]);
      const listed = await t.get(`${ApiRoutes.location.schools}?city=${encodeURIComponent(city)}`);
      expect(listed.json()).toEqual([{ name: 'Karnak School', city }]);
    });

    it('reuses an existing city and school, whatever their case, adding nothing', async () => {
      const before = await placeRows();
      const response = await register(
        validBody({
          city: DEFAULT_CITY.toUpperCase(),
          school: DEFAULT_SCHOOL.toLowerCase(),
          addMissingPlace: true,
        }),
      );
      expect(response.statusCode).toBe(201);
      expect(await placeRows()).toEqual(before);
    });

    it('a registration refused for its e-mail leaves no new city or school behind', async () => {
      const email = uniqueEmail();
      expect((await register(validBody({ email }))).statusCode).toBe(201);
      const before = [...(await placeRows()), await countRows(t.db, users)];
      const response = await register(
        validBody({
          email,
          city: 'Aswan Refused',
          school: 'Refused School',
          addMissingPlace: true,
        }),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: Messages.emailTaken, code: ErrorCode.EmailTaken });
      expect([...(await placeRows()), await countRows(t.db, users)]).toEqual(before);
      const listed = await t.get(ApiRoutes.location.cities);
      expect(listed.json()).not.toContain('Aswan Refused');
    });

    it('a registration refused for a common password adds no city or school', async () => {
      const before = await placeRows();
      const response = await register(
        validBody({ password: 'password1', city: 'Siwa Refused', addMissingPlace: true }),
      );
      expect(response.statusCode).toBe(400);
      expect(await placeRows()).toEqual(before);
    });

    it('refuses a non-boolean addMissingPlace with 400 and writes nothing', async () => {
      await expectNothingWritten(async () => {
        const response = await register(validBody({ addMissingPlace: 'yes' }));
        expect(response.statusCode).toBe(400);
      });
    });
  });

  it('refuses a common password (any case) with 400 WEAK_PASSWORD', async () => {
    for (const password of ['password1', 'PassWord1', 'qwerty123']) {
      await expectNothingWritten(async () => {
        const response = await register(validBody({ password }));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          message: Messages.passwordTooCommon,
          code: ErrorCode.WeakPassword,
        });
      });
    }
  });

  it('refuses a phone number: it is collected by the form but never accepted', async () => {
    await expectNothingWritten(async () => {
      const response = await register(validBody({ phoneNumber: '+20 100 000 0000' }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Unknown field: phoneNumber',
        code: ErrorCode.ValidationFailed,
        issues: [{ path: 'phoneNumber', message: 'Unknown field: phoneNumber' }],
      });
    });
  });

  it('lists every missing field, in order, joined with commas', async () => {
    await expectNothingWritten(async () => {
      const response = await register({});
      expect(response.statusCode).toBe(400);
      const body = response.json<{ message: string; issues: { path: string }[] }>();
      expect(body.message).toBe(
        [
          Messages.usernameRequired,
          Messages.emailRequired,
          Messages.passwordRequired,
          Messages.cityRequired,
          Messages.schoolRequired,
        ].join(', '),
      );
      expect(body.issues.map((issue) => issue.path)).toEqual([
        'username',
        'email',
        'password',
        'city',
        'school',
      ]);
    });
  });

  it('explains a malformed e-mail and a short password', async () => {
    const response = await register(validBody({ email: 'not-an-email', password: '12345' }));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      `${Messages.emailInvalid}, ${Messages.passwordTooShort}`,
    );
  });

  it('refuses wrong types with 400', async () => {
    await expectNothingWritten(async () => {
      const response = await register(validBody({ username: 42, password: ['x'] }));
      expect(response.statusCode).toBe(400);
      expect(response.json<{ code: string }>().code).toBe(ErrorCode.ValidationFailed);
    });
  });

  it('refuses a body that is not JSON, or not an object, with a readable message', async () => {
    await expectNothingWritten(async () => {
      const notJson = await t.post(ApiRoutes.auth.register, '{"username": "Ada",', {
        headers: { 'content-type': 'application/json' },
      });
      expect(notJson.statusCode).toBe(400);
      expect(notJson.json<{ message: string }>().message).toBe('Request body is not valid JSON');
      const array = await register([validBody()]);
      expect(array.statusCode).toBe(400);
      expect(array.json<{ message: string }>().message).toBe('Request body must be a JSON object');
    });
  });

  it('limits "e-mail already registered" answers per IP address (429 with Retry-After)', async () => {
    const ip = randomIp();
    const email = uniqueEmail();
    expect((await register(validBody({ email }), ip)).statusCode).toBe(201);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await register(validBody({ email }), ip)).statusCode).toBe(409);
    }
    const limited = await register(validBody(), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: Messages.rateLimited, code: ErrorCode.RateLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await register(validBody())).statusCode).toBe(201);
  });
});
