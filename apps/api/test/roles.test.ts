import { ApiRoutes, ErrorCode, fillRoute, Messages } from '@exam/contract';
import type { AdminUser, AdminUserPage, Role } from '@exam/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { createUser } from './helpers/factories';
import type { CreatedUser } from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';

/**
 * Roles (issue 23, decision 044): one role per account, read again with the session on every
 * request; admins list accounts and change roles, never leaving the server without an admin.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function withRole(role: Role, prefix = role): Promise<CreatedUser> {
  const user = await createUser(t, { email: `${prefix}.${crypto.randomUUID()}@example.test` });
  await t.db.update(users).set({ role }).where(eq(users.id, user.user.id));
  return user;
}

const roleOf = async (id: string) =>
  (await t.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

const putRole = (token: string, id: string, role: string) =>
  t.put(fillRoute(ApiRoutes.admin.userRole, { id }), { role }, { token });

describe('a role change', () => {
  it('applies to the very next request of a session made before it', async () => {
    const admin = await withRole('admin');
    const other = await withRole('admin');
    // A session opened while an admin: allowed.
    expect((await t.get(ApiRoutes.admin.users, { token: admin.token })).statusCode).toBe(200);

    expect((await putRole(other.token, admin.user.id, 'student')).statusCode).toBe(200);
    const refused = await t.get(ApiRoutes.admin.users, { token: admin.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: Messages.forbiddenRole, code: ErrorCode.Forbidden });
    const me = await t.get(ApiRoutes.auth.me, { token: admin.token });
    expect(me.json<{ user: { role: Role } }>().user.role).toBe('student');

    expect((await putRole(other.token, admin.user.id, 'admin')).statusCode).toBe(200);
    expect((await t.get(ApiRoutes.admin.users, { token: admin.token })).statusCode).toBe(200);
  });

  it('makes an admin account an administrator of the backup, and a demoted one not', async () => {
    const admin = await withRole('admin');
    const backup = await t.app.inject({
      method: 'HEAD',
      url: ApiRoutes.admin.backup,
      headers: { authorization: `Bearer ${admin.token}` },
      remoteAddress: '203.0.113.9',
    });
    expect(backup.statusCode).toBe(200);
    expect(backup.headers['content-type']).toBe('application/gzip');
    await t.db.update(users).set({ role: 'teacher' }).where(eq(users.id, admin.user.id));
    const refused = await t.app.inject({
      method: 'HEAD',
      url: ApiRoutes.admin.backup,
      headers: { authorization: `Bearer ${admin.token}` },
      remoteAddress: '203.0.113.9',
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('PUT /api/admin/users/:id/role', () => {
  it('changes a role and answers with the account', async () => {
    const admin = await withRole('admin');
    const student = await createUser(t);
    const response = await putRole(admin.token, student.user.id, 'teacher');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminUser>()).toMatchObject({
      id: student.user.id,
      email: student.user.email,
      role: 'teacher',
    });
    expect(await roleOf(student.user.id)).toBe('teacher');
  });

  it('refuses students and teachers (403) and strangers (401), changing nothing', async () => {
    const target = await createUser(t);
    for (const role of ['student', 'teacher'] as const) {
      const caller = await withRole(role);
      const response = await putRole(caller.token, target.user.id, 'admin');
      expect(response.statusCode).toBe(403);
      expect(response.json<{ code: string }>().code).toBe(ErrorCode.Forbidden);
      // Not even their own.
      expect((await putRole(caller.token, caller.user.id, 'admin')).statusCode).toBe(403);
      expect(await roleOf(caller.user.id)).toBe(role);
    }
    expect(
      (await t.put(fillRoute(ApiRoutes.admin.userRole, { id: target.user.id }), { role: 'admin' }))
        .statusCode,
    ).toBe(401);
    expect(await roleOf(target.user.id)).toBe('student');
  });

  it('answers a bad role 400 and an unknown account 404', async () => {
    const admin = await withRole('admin');
    const student = await createUser(t);
    const bad = await putRole(admin.token, student.user.id, 'superuser');
    expect(bad.statusCode).toBe(400);
    expect(await roleOf(student.user.id)).toBe('student');
    const missing = await putRole(admin.token, crypto.randomUUID(), 'teacher');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ code: string }>().code).toBe(ErrorCode.NotFound);
  });

  it('never demotes the last admin; an admin steps down only while another remains', async () => {
    // A database of its own: the other tests' admins must not count.
    const own = await createTestApp();
    try {
      const first = await createUser(own);
      await own.db.update(users).set({ role: 'admin' }).where(eq(users.id, first.user.id));
      const alone = await own.put(
        fillRoute(ApiRoutes.admin.userRole, { id: first.user.id }),
        { role: 'teacher' },
        { token: first.token },
      );
      expect(alone.statusCode).toBe(409);
      expect(alone.json()).toEqual({
        message: 'The server must keep at least one admin account.',
        code: ErrorCode.LastAdmin,
      });
      const second = await createUser(own);
      const promoted = await own.put(
        fillRoute(ApiRoutes.admin.userRole, { id: second.user.id }),
        { role: 'admin' },
        { token: first.token },
      );
      expect(promoted.statusCode).toBe(200);
      const stepDown = await own.put(
        fillRoute(ApiRoutes.admin.userRole, { id: first.user.id }),
        { role: 'student' },
        { token: first.token },
      );
      expect(stepDown.statusCode).toBe(200);
      // The remaining admin is now the last one.
      const last = await own.put(
        fillRoute(ApiRoutes.admin.userRole, { id: second.user.id }),
        { role: 'student' },
        { token: second.token },
      );
      expect(last.statusCode).toBe(409);
      const roles = await own.db.select({ role: users.role }).from(users);
      expect(roles.filter((row) => row.role === 'admin')).toHaveLength(1);
    } finally {
      await own.close();
    }
  });
});

describe('GET /api/admin/users', () => {
  it('finds accounts by part of a name or e-mail, by role, in pages with the total', async () => {
    const admin = await withRole('admin');
    const tag = crypto.randomUUID().slice(0, 8);
    const made: CreatedUser[] = [];
    for (let i = 0; i < 5; i += 1) {
      made.push(await createUser(t, { email: `paged.${tag}.${i}@example.test` }));
    }
    await t.db.update(users).set({ role: 'teacher' }).where(eq(users.id, made[1]!.user.id));

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query = new URLSearchParams({ search: tag.toUpperCase(), limit: '2' });
      if (cursor) query.set('cursor', cursor);
      const response = await t.get(`${ApiRoutes.admin.users}?${query.toString()}`, {
        token: admin.token,
      });
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<AdminUserPage>();
      expect(page.total).toBe(5);
      seen.push(...page.items.map((item) => item.email));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    // Oldest first, ties (one clock tick) by id: every account once, none twice.
    expect(seen.toSorted()).toEqual(made.map((user) => user.user.email).toSorted());
    expect(new Set(seen).size).toBe(5);

    const teachers = await t.get(
      `${ApiRoutes.admin.users}?${new URLSearchParams({ search: tag, role: 'teacher' }).toString()}`,
      { token: admin.token },
    );
    expect(teachers.json<AdminUserPage>()).toMatchObject({
      total: 1,
      nextCursor: null,
      items: [{ id: made[1]!.user.id, role: 'teacher' }],
    });
    // A wildcard typed by an admin is a letter.
    const percent = await t.get(`${ApiRoutes.admin.users}?search=%25`, { token: admin.token });
    expect(percent.json<AdminUserPage>().total).toBe(0);
  });

  it('answers a forged cursor 400', async () => {
    const admin = await withRole('admin');
    const response = await t.get(`${ApiRoutes.admin.users}?cursor=bm90LWEtY3Vyc29y`, {
      token: admin.token,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string }>().code).toBe(ErrorCode.ValidationFailed);
  });
});

describe('the OpenAPI document', () => {
  it('publishes the account routes, bearer-secured, with their refusals', async () => {
    const spec = (await t.get(`${ApiRoutes.docs}/json`)).json<{
      paths: Record<string, Record<string, { security?: unknown[]; responses: object }>>;
    }>();
    const list = spec.paths[ApiRoutes.admin.users]?.get;
    const change = spec.paths['/api/admin/users/{id}/role']?.put;
    expect(list?.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(list?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '403']),
    );
    expect(Object.keys(change?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '409']),
    );
  });
});
