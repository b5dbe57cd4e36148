import { ApiRoutes, ErrorCode, Messages, RESET_TOKEN_TTL_SECONDS } from '@exam/contract';
import type { AuthResponse } from '@exam/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, users } from '../src/db/schema';
import { sha256 } from '../src/lib/tokens';
import type { CreatedUser } from './helpers/factories';
import { countRows, createUser, login, uniqueEmail } from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';

const RESET_SUBJECT = 'Reset your password';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const neutral = { message: Messages.forgotPasswordNeutral };
const invalidToken = { message: Messages.resetTokenInvalid, code: ErrorCode.ResetTokenInvalid };
const NEW_PASSWORD = 'Trigonometry!42';

const forgot = (email: string, headers: Record<string, string> = {}) =>
  t.post(ApiRoutes.auth.forgotPassword, { email }, { headers });
const reset = (token: string, password = NEW_PASSWORD) =>
  t.post(ApiRoutes.auth.resetPassword, { token, password });

/** Asks for a reset link and returns the token from the mail that arrived. */
async function requestToken(account: CreatedUser): Promise<string> {
  const before = t.smtp.mailsTo(account.email, RESET_SUBJECT).length;
  expect((await forgot(account.email)).json()).toEqual(neutral);
  await t.settle();
  const mails = t.smtp.mailsTo(account.email, RESET_SUBJECT);
  expect(mails).toHaveLength(before + 1);
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.decoded ?? '');
  if (!match?.[1]) throw new Error('no reset link in the mail');
  return match[1];
}

describe('POST /api/auth/forgot-password', () => {
  it('mails a single-use link built on PUBLIC_URL and stores only its hash', async () => {
    const account = await createUser(t);
    const token = await requestToken(account);
    const [mail] = t.smtp.mailsTo(account.email, RESET_SUBJECT);
    expect(mail?.decoded).toContain('Subject: Reset your password');
    expect(mail?.decoded).toContain(`https://exam.example.test/reset-password?token=${token}`);
    expect(mail?.decoded).toContain('text/html');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const rows = await t.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, account.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const lifetime = (rows[0]?.expiresAt.getTime() ?? 0) - (rows[0]?.createdAt.getTime() ?? 0);
    expect(lifetime).toBe(RESET_TOKEN_TTL_SECONDS * 1000);
  });

  it('ignores a hostile Host header: the link still uses PUBLIC_URL', async () => {
    const account = await createUser(t);
    await forgot(account.email, {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
    });
    await t.settle();
    const mail = t.smtp.mailsTo(account.email, RESET_SUBJECT).at(-1)?.decoded ?? '';
    expect(mail).toContain('https://exam.example.test/reset-password?token=');
    expect(mail).not.toContain('evil.example');
  });

  it('answers an unknown e-mail exactly the same, sends nothing and stores nothing', async () => {
    const email = uniqueEmail('nobody');
    const mailsBefore = t.smtp.mails.length;
    const resetsBefore = await countRows(t.db, passwordResets);
    const response = await forgot(email);
    await t.settle();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(neutral);
    expect(t.smtp.mails.length).toBe(mailsBefore);
    expect(await countRows(t.db, passwordResets)).toBe(resetsBefore);
  });

  it('sends at most 5 mails per account per hour, still answering the neutral message', async () => {
    const account = await createUser(t);
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const response = await forgot(account.email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(neutral);
    }
    await t.settle();
    expect(t.smtp.mailsTo(account.email, RESET_SUBJECT)).toHaveLength(5);
  });

  it('refuses a missing or malformed e-mail with 400', async () => {
    for (const [body, message] of [
      [{}, Messages.emailRequired],
      [{ email: 'nope' }, Messages.emailInvalid],
      [{ email: 'a@b.co', extra: 1 }, 'Unknown field: extra'],
    ] as const) {
      const response = await t.post(ApiRoutes.auth.forgotPassword, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message, code: ErrorCode.ValidationFailed });
    }
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password: the old one stops working, the new one signs in', async () => {
    const account = await createUser(t);
    const token = await requestToken(account);
    const response = await reset(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: Messages.resetSuccessful });
    expect((await login(t, account.email, account.password)).statusCode).toBe(401);
    expect((await login(t, account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('signs out every session of the account', async () => {
    const account = await createUser(t);
    const second = (await login(t, account.email, account.password)).json<AuthResponse>();
    await reset(await requestToken(account));
    for (const token of [account.token, second.token]) {
      const me = await t.get(ApiRoutes.auth.me, { token });
      expect(me.statusCode).toBe(401);
      expect(me.json()).toEqual({
        message: Messages.unauthenticated,
        code: ErrorCode.Unauthenticated,
      });
    }
  });

  it('works once: the same link is refused the second time', async () => {
    const account = await createUser(t);
    const token = await requestToken(account);
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token, 'Another-pass-77');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(invalidToken);
    expect((await login(t, account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('only the newest link works: asking again invalidates the earlier one', async () => {
    const account = await createUser(t);
    const first = await requestToken(account);
    const second = await requestToken(account);
    expect((await reset(first)).json()).toEqual(invalidToken);
    expect((await reset(second)).statusCode).toBe(200);
  });

  it('refuses a link older than 30 minutes', async () => {
    const local = await createTestApp({ database: t.database });
    try {
      const account = await createUser(local);
      expect(
        (await local.post(ApiRoutes.auth.forgotPassword, { email: account.email })).statusCode,
      ).toBe(200);
      await local.settle();
      const mail = local.smtp.mailsTo(account.email, RESET_SUBJECT)[0]?.decoded ?? '';
      const token = /token=([A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? '';
      local.clock.advance(RESET_TOKEN_TTL_SECONDS * 1000 + 1000);
      const response = await local.post(ApiRoutes.auth.resetPassword, {
        token,
        password: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalidToken);
    } finally {
      await local.close();
    }
  });

  it('refuses an unknown token with 400 RESET_TOKEN_INVALID and changes nothing', async () => {
    const account = await createUser(t);
    const [before] = await t.db.select().from(users).where(eq(users.id, account.user.id));
    const response = await reset('this-token-was-never-issued');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalidToken);
    const [after] = await t.db.select().from(users).where(eq(users.id, account.user.id));
    expect(after?.passwordHash).toBe(before?.passwordHash);
  });

  it('refuses a common password and keeps the link usable', async () => {
    const account = await createUser(t);
    const token = await requestToken(account);
    const weak = await reset(token, 'iloveyou');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      message: Messages.passwordTooCommon,
      code: ErrorCode.WeakPassword,
    });
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('validates the body: missing token, short password, unknown field', async () => {
    for (const [body, message] of [
      [{ password: NEW_PASSWORD }, Messages.invalidResetLink],
      [{ token: 'x', password: '12345' }, Messages.passwordTooShort],
      [{ token: 'x', password: NEW_PASSWORD, email: 'a@b.co' }, 'Unknown field: email'],
    ] as const) {
      const response = await t.post(ApiRoutes.auth.resetPassword, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message, code: ErrorCode.ValidationFailed });
    }
  });

  it('lets an account locked by failed sign-ins sign in right after a reset', async () => {
    const account = await createUser(t);
    for (let attempt = 0; attempt < 10; attempt += 1) await login(t, account.email, 'wrong-pass');
    expect((await login(t, account.email, account.password)).statusCode).toBe(429);
    await reset(await requestToken(account));
    expect((await login(t, account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});
