import { ApiRoutes, ErrorCode, Messages, socialCallbackPath } from '@exam/contract';
import type { AuthResponse } from '@exam/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredRows } from '../src/db/maintenance';
import { sessions, socialSignInFlows, userIdentities, users } from '../src/db/schema';
import { sha256 } from '../src/lib/tokens';
import { countRows, createUser, login, randomIp, uniqueEmail } from './helpers/factories';
import type { ProviderAnswer } from './helpers/social-sign-in';
import {
  deliverAnswer,
  ProviderBrowser,
  providerEnv,
  signInThroughProvider,
  startFlow,
  startProviderForTests,
  testClients,
} from './helpers/social-sign-in';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';
import type { TestIdentityProvider } from './helpers/test-identity-provider';
import { subjectForEmail } from './helpers/test-identity-provider';

const RESET_SUBJECT = 'Reset your password';

let idp: TestIdentityProvider;
let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  idp = await startProviderForTests();
  t = await createTestApp({ env: providerEnv(idp.issuer), logLines });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

const failed = { message: Messages.authenticationFailed, code: ErrorCode.SocialSignInFailed };

/** Starts a Google sign-in and goes through the provider; the answer is not delivered yet. */
async function googleAnswer(identity: { email: string; emailVerified?: boolean; name?: string }) {
  const flow = await startFlow(t, 'google');
  const answer = await new ProviderBrowser().signIn(flow.authorizationUrl, identity);
  if (answer.method !== 'GET') throw new Error('Google answers with a redirect');
  return { flow, answer };
}

const withQuery = (answer: ProviderAnswer, change: (query: URLSearchParams) => void) => {
  const url = new URL(answer.url);
  change(url.searchParams);
  return { method: 'GET' as const, url };
};

/** The token of the newest verification link mailed to `email` (mail must have settled). */
function verificationTokenOf(email: string): string {
  const mail = t.smtp.mailsTo(email, 'Confirm your e-mail address').at(-1)?.decoded ?? '';
  const token = /verify-email\?token=([\w-]+)/.exec(mail)?.[1];
  if (!token) throw new Error('no verification link in the mail');
  return token;
}

/** Confirms the address with the link mailed at registration, as its owner would. */
async function verifyByMail(email: string): Promise<void> {
  await t.settle();
  const response = await t.post(ApiRoutes.auth.verifyEmail, { token: verificationTokenOf(email) });
  expect(response.json()).toEqual({ message: Messages.emailVerified });
}

async function usersWithEmail(email: string) {
  return t.db
    .select({ id: users.id, passwordHash: users.passwordHash, cityId: users.cityId })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
}

describe('GET /api/auth/google (start)', () => {
  it('redirects to the provider with code + PKCE (S256), state, nonce and the spec parameters', async () => {
    const { response, authorizationUrl, binding } = await startFlow(t, 'google');
    const url = new URL(authorizationUrl);
    expect(url.origin).toBe(idp.issuer);
    const query = Object.fromEntries(url.searchParams);
    expect(query).toMatchObject({
      response_type: 'code',
      client_id: testClients.google.clientId,
      redirect_uri: 'https://exam.example.test/api/auth/google/callback',
      scope: 'openid email profile',
      prompt: 'consent',
      access_type: 'offline',
      code_challenge_method: 'S256',
    });
    expect(query.state).toMatch(/^[\w-]{43}$/);
    expect(query.nonce).toMatch(/^[\w-]{43}$/);
    expect(query.code_challenge).toMatch(/^[\w-]{43}$/);

    const cookie = response.cookies.find((entry) => entry.name === 'social_sign_in');
    expect(cookie).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
      path: '/api/auth',
      maxAge: 600,
    });
    // Stored: the hashes of the state and of the cookie's value, never the values themselves.
    const [row] = await t.db
      .select()
      .from(socialSignInFlows)
      .where(eq(socialSignInFlows.stateHash, sha256(query.state ?? '')));
    expect(row).toMatchObject({ provider: 'google', bindingHash: sha256(binding) });
    expect(row?.nonce).toBe(query.nonce);
    expect(JSON.stringify(row)).not.toContain(query.state);
  });
});

describe('HEAD requests', () => {
  it('neither start nor consume a sign-in (link checkers and prefetchers send them)', async () => {
    const before = await countRows(t.db, socialSignInFlows);
    const head = await t.app.inject({ method: 'HEAD', url: '/api/auth/google' });
    expect(head.statusCode).toBe(404);
    const { flow, answer } = await googleAnswer({ email: uniqueEmail('head') });
    const path = `${answer.url.pathname}${answer.url.search}`;
    const headCallback = await t.app.inject({
      method: 'HEAD',
      url: path,
      headers: { accept: 'application/json', cookie: `social_sign_in=${flow.binding}` },
    });
    expect(headCallback.statusCode).toBe(404);
    expect(await countRows(t.db, socialSignInFlows)).toBe(before + 1);
    expect((await deliverAnswer(t, answer, flow.binding)).statusCode).toBe(200);
  });
});

describe('Google callback (the SPA calls it for JSON)', () => {
  it('creates an account without password, city or school, and a revocable session', async () => {
    const email = uniqueEmail('google');
    const response = await signInThroughProvider(t, 'google', { email, name: 'Ada Lovelace' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<AuthResponse>();
    expect(body.user).toEqual({
      id: expect.any(String) as string,
      username: 'Ada Lovelace',
      email,
      role: 'student',
      language: 'en',
    });
    expect(response.cookies.find((c) => c.name === 'social_sign_in')?.value).toBe('');

    const me = await t.get(ApiRoutes.auth.me, { token: body.token });
    // The provider vouched for the e-mail address: the account is verified.
    expect(me.json()).toEqual({ user: body.user, emailVerified: true });
    const [user] = await usersWithEmail(email);
    expect(user).toMatchObject({ passwordHash: null, cityId: null });
    expect((await t.get(ApiRoutes.auth.profile, { token: body.token })).json()).toEqual({
      city: null,
      school: null,
    });
    const identities = await t.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, body.user.id));
    expect(identities).toEqual([
      expect.objectContaining({
        provider: 'google',
        issuer: idp.issuer,
        subject: subjectForEmail(email),
        emailVerified: true,
      }),
    ]);

    // Decision 003: the session is a row that logout revokes.
    await t.post(ApiRoutes.auth.logout, {}, { token: body.token });
    expect((await t.get(ApiRoutes.auth.me, { token: body.token })).statusCode).toBe(401);
  });

  it('signs the same identity into the same account next time, even with a new e-mail', async () => {
    const email = uniqueEmail('again');
    const subject = `subject-${email}`;
    const first = await signInThroughProvider(t, 'google', { email, subject, name: 'Grace' });
    const second = await signInThroughProvider(t, 'google', { email, subject, name: 'Grace' });
    const renamed = await signInThroughProvider(t, 'google', {
      email: uniqueEmail('renamed'),
      subject,
      name: 'Grace H',
    });
    const ids = [first, second, renamed].map((r) => r.json<AuthResponse>().user.id);
    expect(new Set(ids).size).toBe(1);
    expect(first.json<AuthResponse>().token).not.toBe(second.json<AuthResponse>().token);
    expect(await usersWithEmail(email)).toHaveLength(1);
    expect(await t.db.$count(userIdentities, eq(userIdentities.userId, ids[0] ?? ''))).toBe(1);
  });

  it('links a password account whose e-mail address is verified: its password and sessions keep working', async () => {
    const account = await createUser(t, { email: uniqueEmail('linked') });
    await verifyByMail(account.email);
    const response = await signInThroughProvider(t, 'google', {
      email: account.email.toUpperCase(),
      emailVerified: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AuthResponse>().user).toEqual(account.user);
    expect(await t.db.$count(userIdentities, eq(userIdentities.userId, account.user.id))).toBe(1);
    // The password still works, the registration's session too, and the registered city stays.
    expect((await login(t, account.email, account.password)).statusCode).toBe(200);
    const profile = await t.get(ApiRoutes.auth.profile, { token: account.token });
    expect(profile.json()).toEqual({ city: 'Cairo', school: 'Factory Test School' });
  });

  it('takes over an unverified password account with its e-mail (issue 17, finding 3): password removed, every session revoked, the provider identity signs in', async () => {
    // Someone registers with the address of a student who has not used the product yet...
    const squatter = await createUser(t, { email: uniqueEmail('future-google-user') });
    const second = await login(t, squatter.email, squatter.password);
    expect(second.statusCode).toBe(200);
    // ...and the student later signs in with Google, which vouches for the address.
    const response = await signInThroughProvider(t, 'google', {
      email: squatter.email,
      emailVerified: true,
      name: 'Rightful Owner',
    });
    expect(response.statusCode, response.body).toBe(200);
    const owner = response.json<AuthResponse>();
    expect(owner.user.id).toBe(squatter.user.id);

    // The registrant's password and every session made with it no longer open the account.
    expect((await login(t, squatter.email, squatter.password)).statusCode).toBe(401);
    for (const token of [squatter.token, second.json<AuthResponse>().token]) {
      expect((await t.get(ApiRoutes.auth.me, { token })).statusCode).toBe(401);
    }
    const [row] = await usersWithEmail(squatter.email);
    expect(row?.passwordHash).toBeNull();
    // The owner's session works, and the address counts as verified now.
    expect((await t.get(ApiRoutes.auth.me, { token: owner.token })).json()).toMatchObject({
      emailVerified: true,
    });
    expect(logLines.join('\n')).toContain('took over an account whose e-mail was never verified');

    // The owner can set a password through Reset Password (the mail goes to their mailbox).
    const password = 'Owner#Pass-2026';
    await t.post(ApiRoutes.auth.forgotPassword, { email: squatter.email }, { ip: randomIp() });
    await t.settle();
    const mail = t.smtp.mailsTo(squatter.email, RESET_SUBJECT).at(-1)?.decoded ?? '';
    const token = /reset-password\?token=([\w-]+)/.exec(mail)?.[1] ?? '';
    expect((await t.post(ApiRoutes.auth.resetPassword, { token, password })).statusCode).toBe(200);
    expect((await login(t, squatter.email, password)).statusCode).toBe(200);
  });

  it("the registrant's old verification link no longer works after a takeover", async () => {
    const squatter = await createUser(t, { email: uniqueEmail('squatter-link') });
    await t.settle();
    const link = verificationTokenOf(squatter.email);
    const response = await signInThroughProvider(t, 'google', {
      email: squatter.email,
      emailVerified: true,
    });
    expect(response.statusCode).toBe(200);
    // Used or not, it no longer verifies anything: the account is the provider's owner's now.
    const verify = await t.post(ApiRoutes.auth.verifyEmail, { token: link });
    expect(verify.json()).toEqual({ message: Messages.emailAlreadyVerified });
    expect((await login(t, squatter.email, squatter.password)).statusCode).toBe(401);
  });

  it('never links an existing account to an unverified e-mail: no identity, no session', async () => {
    const account = await createUser(t, { email: uniqueEmail('victim') });
    const sessionsBefore = await countRows(t.db, sessions);
    const response = await signInThroughProvider(t, 'google', {
      email: account.email,
      emailVerified: false,
      subject: `attacker-${account.email}`,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(failed);
    expect(await t.db.$count(userIdentities, eq(userIdentities.userId, account.user.id))).toBe(0);
    expect(await countRows(t.db, sessions)).toBe(sessionsBefore);
    expect(await usersWithEmail(account.email)).toHaveLength(1);
  });

  it('makes a new account for an unverified e-mail nobody uses; a password reset unlinks it', async () => {
    const email = uniqueEmail('unverified');
    const response = await signInThroughProvider(t, 'google', { email, emailVerified: false });
    expect(response.statusCode, response.body).toBe(200);
    const { user } = response.json<AuthResponse>();
    const [identity] = await t.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, user.id));
    expect(identity?.emailVerified).toBe(false);

    // The mailbox's owner resets the password: the unverified identity stops opening the account.
    expect((await t.post(ApiRoutes.auth.forgotPassword, { email })).statusCode).toBe(200);
    await t.settle();
    const mail = t.smtp.mailsTo(email, RESET_SUBJECT).at(-1)?.decoded ?? '';
    const token = /reset-password\?token=([\w-]+)/.exec(mail)?.[1] ?? '';
    const reset = await t.post(ApiRoutes.auth.resetPassword, {
      token,
      password: 'Owner#Pass-2026',
    });
    expect(reset.statusCode).toBe(200);
    expect(await t.db.$count(userIdentities, eq(userIdentities.userId, user.id))).toBe(0);
  });
});

describe('Google callback: refused answers create no session', () => {
  /**
   * Runs `deliver`, then checks: 401 'Authentication failed', no session or account made, and
   * the log names `reason` (so each case is refused by the check it is about).
   */
  async function expectRefused(
    reason: string,
    deliver: () => Promise<{ statusCode: number; json(): unknown }>,
  ) {
    logLines.length = 0;
    const before = {
      sessions: await countRows(t.db, sessions),
      users: await countRows(t.db, users),
    };
    const response = await deliver();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(failed);
    expect(await countRows(t.db, sessions)).toBe(before.sessions);
    expect(await countRows(t.db, users)).toBe(before.users);
    expect(logLines.join('\n')).toContain(reason);
  }

  it('a forged state', async () => {
    const { flow, answer } = await googleAnswer({ email: uniqueEmail('forged') });
    await expectRefused('unknown or already used state', () =>
      deliverAnswer(
        t,
        withQuery(answer, (q) => q.set('state', 'forged-state-value-00000000000000000000000')),
        flow.binding,
      ),
    );
  });

  it('a replayed callback (same code and state twice)', async () => {
    const { flow, answer } = await googleAnswer({ email: uniqueEmail('replay') });
    expect((await deliverAnswer(t, answer, flow.binding)).statusCode).toBe(200);
    await expectRefused('unknown or already used state', () =>
      deliverAnswer(t, answer, flow.binding),
    );
  });

  it('an answer without a state', async () => {
    const { flow, answer } = await googleAnswer({ email: uniqueEmail('stateless') });
    await expectRefused('no state in the answer', () =>
      deliverAnswer(
        t,
        withQuery(answer, (q) => q.delete('state')),
        flow.binding,
      ),
    );
  });

  it('an ID token whose nonce is not the one this flow sent', async () => {
    const { flow, answer } = await googleAnswer({ email: uniqueEmail('nonce') });
    const state = answer.url.searchParams.get('state') ?? '';
    await t.db
      .update(socialSignInFlows)
      .set({ nonce: 'some-other-nonce-0000000000000000000000000' })
      .where(eq(socialSignInFlows.stateHash, sha256(state)));
    await expectRefused('"claim":"nonce"', () => deliverAnswer(t, answer, flow.binding));
  });

  it('a browser without the flow cookie, or with the cookie of another sign-in', async () => {
    const first = await googleAnswer({ email: uniqueEmail('nocookie') });
    await expectRefused('the flow cookie is missing or belongs to another sign-in', () =>
      deliverAnswer(t, first.answer, undefined),
    );
    const second = await googleAnswer({ email: uniqueEmail('othercookie') });
    const other = await startFlow(t, 'google');
    await expectRefused('the flow cookie is missing or belongs to another sign-in', () =>
      deliverAnswer(t, second.answer, other.binding),
    );
  });

  it('a sign-in finished after the flow expired (10 minutes)', async () => {
    const { flow, answer } = await googleAnswer({ email: uniqueEmail('slow') });
    t.clock.advanceMinutes(11);
    try {
      await expectRefused('flow expired', () => deliverAnswer(t, answer, flow.binding));
    } finally {
      t.clock.advanceMinutes(-11);
    }
  });

  it('the user cancelling at the provider', async () => {
    const flow = await startFlow(t, 'google');
    const answer = await new ProviderBrowser().signIn(
      flow.authorizationUrl,
      { email: uniqueEmail('cancel') },
      { cancel: true },
    );
    expect(answer.url.searchParams.get('error')).toBe('access_denied');
    await expectRefused('the provider answered access_denied', () =>
      deliverAnswer(t, answer, flow.binding),
    );
  });

  it('a code redeemed with the state of another flow of the same browser', async () => {
    const victim = await googleAnswer({ email: uniqueEmail('mixed') });
    const other = await googleAnswer({ email: uniqueEmail('mixed-other') });
    // The other flow's state with this flow's code: its PKCE verifier does not fit the code.
    const mixed = withQuery(victim.answer, (q) =>
      q.set('state', other.answer.url.searchParams.get('state') ?? ''),
    );
    await expectRefused('"oauthError":"invalid_grant"', () =>
      deliverAnswer(t, mixed, other.flow.binding),
    );
  });

  it('logs why, without codes, states, tokens or e-mails', async () => {
    const email = uniqueEmail('logged');
    const { flow, answer } = await googleAnswer({ email });
    logLines.length = 0;
    await deliverAnswer(t, answer, undefined);
    const log = logLines.join('\n');
    expect(log).toContain('Social sign-in refused');
    expect(log).toContain('the flow cookie is missing');
    for (const secret of [
      answer.url.searchParams.get('code') ?? 'no-code',
      answer.url.searchParams.get('state') ?? 'no-state',
      flow.binding,
      email,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('single use across API processes', () => {
  it('of two processes receiving the same answer at once, exactly one signs in', async () => {
    const second = await createTestApp({ env: providerEnv(idp.issuer), database: t.database });
    try {
      const { flow, answer } = await googleAnswer({ email: uniqueEmail('twice') });
      const results = await Promise.all([
        deliverAnswer(t, answer, flow.binding),
        deliverAnswer(second, answer, flow.binding),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    } finally {
      await second.close();
    }
  });
});

describe('limits and housekeeping', () => {
  it('refuses callbacks from an IP after 50 failures in 15 minutes (429 with Retry-After)', async () => {
    const ip = randomIp();
    const forged = {
      method: 'GET' as const,
      url: new URL(`https://exam.example.test${socialCallbackPath('google')}?code=x&state=forged`),
    };
    for (let i = 0; i < 50; i += 1) {
      expect((await deliverAnswer(t, forged, undefined, { ip })).statusCode).toBe(401);
    }
    const limited = await deliverAnswer(t, forged, undefined, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('purges flows that expired unfinished', async () => {
    await startFlow(t, 'google');
    const later = new Date(Date.now() + 11 * 60 * 1000);
    await purgeExpiredRows(t.db, later);
    expect(
      await t.db.$count(
        socialSignInFlows,
        sql`${socialSignInFlows.expiresAt} < ${later.toISOString()}::timestamptz`,
      ),
    ).toBe(0);
  });
});
