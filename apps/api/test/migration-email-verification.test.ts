import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from './helpers/database';
import { openEmptyDatabase } from './helpers/database';
import { migrate, migrationsBefore, rowsOf } from './helpers/migrations';

/**
 * The e-mail verification migration on accounts that existed before it (docs/decisions/023):
 * the database is migrated to the migration before it, given accounts of every kind, then
 * migrated to the end. Found by name, so a renumbering (a merge) does not break the test.
 */
const MIGRATION = 'email_verification_and_sign_in_codes';

let database: TestDatabase;
let folders: string;

const T0 = '2026-01-10T08:00:00Z';
const T1 = '2026-02-01T08:00:00Z';
const FUTURE = '2099-01-01T00:00:00Z';

/** The accounts, named by what they went through before the migration. */
const accounts = {
  // Registered with a password, never linked: unverified, untouched.
  password: '00000000-0000-4000-8000-000000000001',
  // Made by a Google sign-in that vouched for the e-mail: verified.
  google: '00000000-0000-4000-8000-000000000002',
  // Registered with a password, a verified Google identity linked later (and an unverified
  // Microsoft claim): the provider wins.
  linkedLater: '00000000-0000-4000-8000-000000000003',
  // Made by a provider that did not vouch for the e-mail: unverified.
  unverifiedClaim: '00000000-0000-4000-8000-000000000004',
  // Made by a Google sign-in, a password set later through Reset Password: verified, kept.
  googleThenPassword: '00000000-0000-4000-8000-000000000005',
};

beforeAll(async () => {
  folders = await mkdtemp(join(tmpdir(), 'exam-migrations-'));
  database = await openEmptyDatabase();
  const { db } = database.handle;
  await migrate(database.handle, await migrationsBefore(MIGRATION, folders));

  const user = (id: string, password: string | null) =>
    db.execute(sql`insert into users (id, username, email, password_hash, created_at, updated_at)
      values (${id}, 'Student', ${`${id}@example.test`}, ${password}, ${T0}, ${T0})`);
  const identity = (id: string, subject: string, verified: boolean, linkedAt: string) =>
    db.execute(sql`insert into user_identities
        (user_id, provider, issuer, subject, email_verified, created_at, last_used_at)
      values (${id}, 'google', 'https://issuer.example', ${subject}, ${verified}, ${linkedAt}, ${linkedAt})`);
  const session = (id: string) =>
    db.execute(sql`insert into sessions (user_id, created_at, expires_at)
      values (${id}, ${T1}, ${FUTURE})`);

  await user(accounts.password, 'hash-1');
  await session(accounts.password);
  await user(accounts.google, null);
  await identity(accounts.google, 'g-2', true, T0);
  await user(accounts.linkedLater, 'hash-3');
  await identity(accounts.linkedLater, 'g-3', true, T1);
  await identity(accounts.linkedLater, 'm-3', false, T1);
  await session(accounts.linkedLater);
  await user(accounts.unverifiedClaim, null);
  await identity(accounts.unverifiedClaim, 'm-4', false, T0);
  await user(accounts.googleThenPassword, 'hash-5');
  await identity(accounts.googleThenPassword, 'g-5', true, T0);
  await session(accounts.googleThenPassword);

  await migrate(database.handle);
});

afterAll(async () => {
  await database?.dispose();
  await rm(folders, { recursive: true, force: true });
});

async function state(id: string) {
  const { db } = database.handle;
  const [account] = rowsOf<{ verified: boolean; password: string | null }>(
    await db.execute(sql`select email_verified_at is not null as verified, password_hash as password
      from users where id = ${id}`),
  );
  const [counts] = rowsOf<{ live: number; identities: number }>(
    await db.execute(sql`select
      (select count(*)::int from sessions where user_id = ${id} and revoked_at is null) as live,
      (select count(*)::int from user_identities where user_id = ${id}) as identities`),
  );
  return { ...account, ...counts };
}

describe('the e-mail verification migration on existing accounts', () => {
  it('verifies the accounts a provider vouched for and leaves the others unverified', async () => {
    expect(await state(accounts.google)).toMatchObject({ verified: true });
    expect(await state(accounts.googleThenPassword)).toEqual({
      verified: true,
      password: 'hash-5',
      live: 1,
      identities: 1,
    });
    expect(await state(accounts.password)).toEqual({
      verified: false,
      password: 'hash-1',
      live: 1,
      identities: 0,
    });
    expect(await state(accounts.unverifiedClaim)).toMatchObject({ verified: false, identities: 1 });
  });

  it('lets the provider win over a password account it was linked to later: password removed, sessions revoked, unverified claims gone', async () => {
    expect(await state(accounts.linkedLater)).toEqual({
      verified: true,
      password: null,
      live: 0,
      identities: 1,
    });
  });
});
