import { ApiRoutes, ErrorCode, Messages } from '@exam/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, ensureSchool } from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET and PUT /api/auth/profile', () => {
  it("reads the student's city and school as registered", async () => {
    const account = await createUser(t);
    const response = await t.get(ApiRoutes.auth.profile, { token: account.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ city: 'Cairo', school: 'Factory Test School' });
  });

  it('sets an existing city and school (any letter case) and answers with their names', async () => {
    const account = await createUser(t);
    await ensureSchool(t, 'Giza', 'Pyramids Secondary');
    const response = await t.put(
      ApiRoutes.auth.profile,
      { city: ' giza ', school: 'PYRAMIDS secondary' },
      { token: account.token },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ city: 'Giza', school: 'Pyramids Secondary' });
    expect((await t.get(ApiRoutes.auth.profile, { token: account.token })).json()).toEqual({
      city: 'Giza',
      school: 'Pyramids Secondary',
    });
  });

  it('refuses a school that does not exist in that city (422) and changes nothing', async () => {
    const account = await createUser(t);
    const response = await t.put(
      ApiRoutes.auth.profile,
      { city: 'Cairo', school: 'No Such School Anywhere' },
      { token: account.token },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: Messages.schoolNotFound,
      code: ErrorCode.SchoolNotFound,
    });
    expect((await t.get(ApiRoutes.auth.profile, { token: account.token })).json()).toEqual({
      city: 'Cairo',
      school: 'Factory Test School',
    });
  });

  it('validates the body, and needs a signed-in user and the XSRF header', async () => {
    const account = await createUser(t);
    const empty = await t.put(ApiRoutes.auth.profile, { city: '' }, { token: account.token });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toBe(
      `${Messages.cityRequired}, ${Messages.schoolRequired}`,
    );
    const anonymous = await t.put(ApiRoutes.auth.profile, { city: 'Cairo', school: 'X' });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.get(ApiRoutes.auth.profile)).statusCode).toBe(401);
    const noXsrf = await t.put(
      ApiRoutes.auth.profile,
      { city: 'Cairo', school: 'Factory Test School' },
      { token: account.token, withoutXsrf: true },
    );
    expect(noXsrf.statusCode).toBe(403);
  });
});
