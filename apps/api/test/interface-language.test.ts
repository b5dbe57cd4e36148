import { ApiRoutes, ErrorCode, Messages } from '@exam/contract';
import type { AccountExport, AuthResponse, MeResponse } from '@exam/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { resetPasswordMail } from '../src/modules/auth/reset-mail';
import { verificationMail } from '../src/modules/auth/verification-mail';
import type { CreatedUser } from './helpers/factories';
import {
  countRows,
  createUser,
  DEFAULT_CITY,
  DEFAULT_SCHOOL,
  login,
  randomIp,
  uniqueEmail,
} from './helpers/factories';
import type { ReadMail } from './helpers/smtp-sink';
import { readMail } from './helpers/smtp-sink';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';

/**
 * Issue 24: the account keeps its interface language (English or Arabic), set at sign-up and by
 * PUT /api/account/language, answered with every user, and the account's mails follow it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setLanguage = (body: unknown, token?: string) =>
  t.put(ApiRoutes.account.language, body, token === undefined ? {} : { token });
const me = async (token: string) => (await t.get(ApiRoutes.auth.me, { token })).json<MeResponse>();
const storedLanguage = async (userId: string) =>
  (await t.db.select({ language: users.language }).from(users).where(eq(users.id, userId)))[0]
    ?.language;

/** The mails sent to `email` so far, read (subject, text, HTML), oldest first. */
async function mailsTo(email: string): Promise<ReadMail[]> {
  await t.settle();
  return t.smtp.mailsTo(email).map(readMail);
}

/** The last mail to `email` whose link goes to `path`, and the link. */
async function lastMail(email: string, path: string): Promise<{ mail: ReadMail; link: string }> {
  const mail = (await mailsTo(email)).filter((candidate) => candidate.text.includes(path)).at(-1);
  const link = new RegExp(`https://\\S+${path}\\?token=[\\w-]+`).exec(mail?.text ?? '')?.[0];
  if (!mail || !link) throw new Error(`no mail with a ${path} link to ${email}`);
  return { mail, link };
}

/** The mail as the product writes it, as it reads after the trip through SMTP. */
const expected = ({ subject, text, html }: { subject: string; text: string; html: string }) => ({
  subject,
  text,
  html: html.trimEnd(),
});
const received = (mail: ReadMail) => ({ ...mail, html: mail.html.trimEnd() });

async function verificationMailOf(account: CreatedUser) {
  const { mail, link } = await lastMail(account.email, '/verify-email');
  return { mail: received(mail), link };
}

async function resetMailOf(account: CreatedUser) {
  const response = await t.post(
    ApiRoutes.auth.forgotPassword,
    { email: account.email },
    { ip: randomIp() },
  );
  expect(response.statusCode, response.body).toBe(200);
  const { mail, link } = await lastMail(account.email, '/reset-password');
  return { mail: received(mail), link };
}

describe('PUT /api/account/language', () => {
  it("sets the signed-in account's language, which every later answer with the user carries", async () => {
    const account = await createUser(t);
    expect(account.user.language).toBe('en');

    const response = await setLanguage({ language: 'ar' }, account.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ language: 'ar' });
    expect(await storedLanguage(account.user.id)).toBe('ar');
    expect((await me(account.token)).user).toEqual({ ...account.user, language: 'ar' });
    const signedIn = await login(t, account.email, account.password);
    expect(signedIn.json<AuthResponse>().user.language).toBe('ar');

    // Setting it again is fine, and back to English too.
    expect((await setLanguage({ language: 'ar' }, account.token)).json()).toEqual({
      language: 'ar',
    });
    expect((await setLanguage({ language: 'en' }, account.token)).json()).toEqual({
      language: 'en',
    });
    expect((await me(account.token)).user.language).toBe('en');
  });

  it('refuses anything but en or ar with 400 and its message, changing nothing', async () => {
    const account = await createUser(t, { language: 'ar' });
    for (const body of [
      { language: 'fr' },
      { language: 'AR' },
      { language: '' },
      { language: null },
      { language: 1 },
      {},
    ]) {
      const response = await setLanguage(body, account.token);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toMatchObject({
        code: ErrorCode.ValidationFailed,
      });
      expect(response.body, JSON.stringify(body)).toContain(Messages.languageInvalid);
    }
    const extra = await setLanguage({ language: 'en', theme: 'dark' }, account.token);
    expect(extra.statusCode).toBe(400);
    expect(extra.body).toContain('Unknown field: theme');
    expect(await storedLanguage(account.user.id)).toBe('ar');
  });

  it('answers a signed-out request, or one with a dead token, with 401 and changes nothing', async () => {
    const account = await createUser(t);
    for (const token of [undefined, 'not-a-token']) {
      const response = await setLanguage({ language: 'ar' }, token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: ErrorCode.Unauthenticated,
        message: Messages.unauthenticated,
      });
    }
    await t.post(ApiRoutes.auth.logout, {}, { token: account.token });
    expect((await setLanguage({ language: 'ar' }, account.token)).statusCode).toBe(401);
    expect(await storedLanguage(account.user.id)).toBe('en');
  });
});

describe('registration with a language', () => {
  it('stores the language sent, answers it and GET /api/auth/me returns it', async () => {
    const account = await createUser(t, { language: 'ar' });
    expect(account.user.language).toBe('ar');
    expect(await storedLanguage(account.user.id)).toBe('ar');
    expect(await me(account.token)).toMatchObject({ user: { ...account.user, language: 'ar' } });
  });

  it('stores English when none is sent', async () => {
    const account = await createUser(t);
    expect(await storedLanguage(account.user.id)).toBe('en');
    expect((await me(account.token)).user.language).toBe('en');
  });

  it('refuses another language with 400 and creates no account', async () => {
    const before = await countRows(t.db, users);
    const response = await t.post(
      ApiRoutes.auth.register,
      {
        username: 'Test Student',
        email: uniqueEmail(),
        password: 'Geometry#2026',
        city: DEFAULT_CITY,
        school: DEFAULT_SCHOOL,
        language: 'de',
      },
      { ip: randomIp() },
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(Messages.languageInvalid);
    expect(await countRows(t.db, users)).toBe(before);
  });

  it('puts the language in the account export', async () => {
    const account = await createUser(t, { language: 'ar' });
    const response = await t.get(ApiRoutes.account.export, { token: account.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AccountExport>().account.language).toBe('ar');
  });
});

describe("mails in the account's language", () => {
  const arabic = (mail: ReadMail) => {
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="ar" dir="rtl">\n/);
    // The bare link reads left to right inside the right-to-left mail.
    expect(mail.html).toMatch(/<p dir="ltr" style="word-break: break-all">https:\/\//);
    expect(mail.text).toMatch(/^مرحبًا،\n/);
    expect(mail.text).toContain('Exam Prep');
  };

  it('mails an Arabic account its verification link in Arabic, and an English one in English', async () => {
    const ar = await createUser(t, { language: 'ar' });
    const arMail = await verificationMailOf(ar);
    expect(arMail.mail).toEqual(expected(verificationMail(ar.email, arMail.link, 'ar')));
    expect(arMail.mail.subject).toBe('تأكيد بريدك الإلكتروني');
    arabic(arMail.mail);

    const en = await createUser(t);
    const enMail = await verificationMailOf(en);
    expect(enMail.mail).toEqual(expected(verificationMail(en.email, enMail.link, 'en')));
    expect(enMail.mail.subject).toBe('Confirm your e-mail address');
    expect(enMail.mail.html).toMatch(/^<!doctype html>\n<html lang="en">\n/);
    expect(enMail.mail.text).toMatch(/^Hello,\n/);
  });

  it('mails the reset link in the language of the account the e-mail address belongs to', async () => {
    const ar = await createUser(t, { language: 'ar' });
    const arMail = await resetMailOf(ar);
    expect(arMail.mail).toEqual(expected(resetPasswordMail(ar.email, arMail.link, 'ar')));
    expect(arMail.mail.subject).toBe('إعادة تعيين كلمة المرور');
    arabic(arMail.mail);

    const en = await createUser(t);
    const enMail = await resetMailOf(en);
    expect(enMail.mail).toEqual(expected(resetPasswordMail(en.email, enMail.link, 'en')));
    expect(enMail.mail.subject).toBe('Reset your password');
  });

  it('follows a change of language: the next verification and reset mails are in the new one', async () => {
    const account = await createUser(t);
    expect((await verificationMailOf(account)).mail.subject).toBe('Confirm your e-mail address');
    expect((await setLanguage({ language: 'ar' }, account.token)).statusCode).toBe(200);

    const resend = await t.post(ApiRoutes.auth.resendVerification, {}, { token: account.token });
    expect(resend.statusCode, resend.body).toBe(200);
    const verification = await verificationMailOf(account);
    expect(verification.mail).toEqual(
      expected(verificationMail(account.email, verification.link, 'ar')),
    );
    const reset = await resetMailOf(account);
    expect(reset.mail).toEqual(expected(resetPasswordMail(account.email, reset.link, 'ar')));

    expect((await setLanguage({ language: 'en' }, account.token)).statusCode).toBe(200);
    const english = await resetMailOf(account);
    expect(english.mail.subject).toBe('Reset your password');
  });

  it('keeps the English mails word for word as before issue 24', () => {
    const link = 'https://exam.example.test/reset-password?token=a&b';
    expect(resetPasswordMail('s@example.test', link, 'en')).toEqual({
      to: 's@example.test',
      subject: 'Reset your password',
      text: `Hello,

Someone (hopefully you) asked to reset the password of your Exam Prep account.
Open this link within 30 minutes to choose a new password:

${link}

The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
      html: `<!doctype html>
<html lang="en">
<body style="font-family: sans-serif; line-height: 1.5">
<p>Hello,</p>
<p>Someone (hopefully you) asked to reset the password of your Exam Prep account.
Open this link within 30 minutes to choose a new password:</p>
<p><a href="https://exam.example.test/reset-password?token=a&#38;b">Reset your password</a></p>
<p style="word-break: break-all">https://exam.example.test/reset-password?token=a&#38;b</p>
<p>The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>
</body>
</html>
`,
    });
  });
});
