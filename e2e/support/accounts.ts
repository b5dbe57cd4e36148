import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

export type TestAccount = { email: string; password: string; username: string; token: string };

export function uniqueEmail(prefix = 'student'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

/** Double-submit XSRF: any GET gives the cookie; state-changing calls echo it in a header. */
export async function xsrfHeader(request: APIRequestContext): Promise<Record<string, string>> {
  await request.get('/api/config');
  const state = await request.storageState();
  const cookie = state.cookies.find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('the server did not set the XSRF-TOKEN cookie');
  return { 'X-XSRF-TOKEN': cookie.value };
}

/** Creates an account through the real API (faster than the form when the form is not under test). */
export async function registerAccount(
  request: APIRequestContext,
  password = 'Geometry#2026',
  username = 'Test Student',
): Promise<TestAccount> {
  const email = uniqueEmail();
  const response = await request.post('/api/auth/register', {
    headers: await xsrfHeader(request),
    data: {
      username,
      email,
      password,
      city: 'Cairo',
      school: await ensureSchool(request, 'Cairo', 'E2E Test School'),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { token: string };
  return { email, password, username, token: body.token };
}

async function ensureSchool(
  request: APIRequestContext,
  city: string,
  name: string,
): Promise<string> {
  const response = await request.post('/api/location/schools', {
    headers: await xsrfHeader(request),
    data: { name, city },
  });
  expect([201, 409]).toContain(response.status());
  return name;
}
