import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiRoutes } from '@exam/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login } from './helpers/factories';
import { decodeQuotedPrintable } from './helpers/smtp-sink';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';

/** Without SMTP_URL mail goes to DATA_DIR/outbox; the app logs through the real logger. */
let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ env: { SMTP_URL: '' }, logLines });
});
afterAll(() => t.close());

const outbox = () => join(t.config.dataDir, 'outbox');

describe('mail without an SMTP server (outbox)', () => {
  it('writes one .eml per mail into DATA_DIR/outbox and logs its file, not its link', async () => {
    const account = await createUser(t);
    await t.settle();
    const before = new Set(await readdir(outbox()));
    await t.post(ApiRoutes.auth.forgotPassword, { email: account.email });
    await t.settle();

    const files = (await readdir(outbox())).filter(
      (name) => name.endsWith('.eml') && !before.has(name),
    );
    expect(files).toHaveLength(1);
    const mail = decodeQuotedPrintable(await readFile(join(outbox(), files[0] ?? ''), 'utf8'));
    expect(mail).toContain(`To: ${account.email}`);
    expect(mail).toContain('Subject: Reset your password');
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
    expect(token).toBeDefined();

    const mailLog = logLines.find((line) => line.includes(files[0] ?? '?'));
    expect(mailLog).toBeDefined();
    expect(mailLog).toContain('s***@example.test');
    expect(mailLog).not.toContain(account.email);
    expect(logLines.join('\n')).not.toContain(token);
  });
});

describe('logs', () => {
  it('never contain passwords, tokens, cookies or Authorization headers', async () => {
    const account = await createUser(t, { password: 'Very-Secret-Pass-9' });
    const signedIn = await login(t, account.email, account.password);
    const token = signedIn.json<{ token: string }>().token;
    await t.get(ApiRoutes.auth.me, { token, headers: { cookie: 'XSRF-TOKEN=cookie-value-123' } });
    await t.post(ApiRoutes.auth.resetPassword, {
      token: 'guessed-token-456',
      password: 'Xyz-12345',
    });
    await t.get('/reset-password?token=link-token-789&lang=en');

    const log = logLines.join('\n');
    expect(log).toContain('request completed'); // requests are logged...
    for (const secret of [
      'Very-Secret-Pass-9',
      'Xyz-12345',
      token,
      account.token,
      'cookie-value-123',
      'guessed-token-456',
      'link-token-789',
      'argon2id',
    ]) {
      expect(log).not.toContain(secret); // ...without any secret
    }
    expect(log).toContain('/reset-password?token=[redacted]&lang=en');
  });
});
