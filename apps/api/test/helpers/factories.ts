import { randomInt, randomUUID } from 'node:crypto';
import { ApiRoutes } from '@exam/contract';
import type { AuthResponse, InterfaceLanguage } from '@exam/contract';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database';
import type { TestApp } from './test-app';

export const DEFAULT_PASSWORD = 'Geometry#2026';
export const DEFAULT_CITY = 'Cairo';
export const DEFAULT_SCHOOL = 'Factory Test School';

export function uniqueEmail(prefix = 'student'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

/** A random private address, so factory calls never use up a test's own per-IP limits. */
export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export interface CreatedUser extends AuthResponse {
  email: string;
  password: string;
}

/** Makes sure a school exists (201 or 409: both fine). */
export async function ensureSchool(t: TestApp, city = DEFAULT_CITY, name = DEFAULT_SCHOOL) {
  const response = await t.post(ApiRoutes.location.schools, { name, city }, { ip: randomIp() });
  expect([201, 409]).toContain(response.statusCode);
}

/** Registers an account through the API; returns its token, user and password. */
export async function createUser(
  t: TestApp,
  overrides: Partial<{
    email: string;
    password: string;
    username: string;
    /** The interface language sent with the registration (issue 24); none: the default. */
    language: InterfaceLanguage;
  }> = {},
): Promise<CreatedUser> {
  await ensureSchool(t);
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const response = await t.post(
    ApiRoutes.auth.register,
    {
      username: overrides.username ?? 'Test Student',
      email,
      password,
      city: DEFAULT_CITY,
      school: DEFAULT_SCHOOL,
      ...(overrides.language ? { language: overrides.language } : {}),
    },
    { ip: randomIp() },
  );
  expect(response.statusCode, response.body).toBe(201);
  return { ...response.json<AuthResponse>(), email, password };
}

export function login(
  t: TestApp,
  email: string,
  password: string,
  options: { rememberMe?: boolean; ip?: string } = {},
) {
  return t.post(
    ApiRoutes.auth.login,
    {
      email,
      password,
      ...(options.rememberMe === undefined ? {} : { rememberMe: options.rememberMe }),
    },
    { ip: options.ip ?? randomIp() },
  );
}

/** Rows in a table: "nothing written" checks compare it before and after. */
export function countRows(db: Database, table: PgTable): Promise<number> {
  return db.$count(table);
}
