import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredRows } from '../src/db/maintenance';
import { lockDataFolder } from '../src/db/pglite-lock';
import {
  emailVerifications,
  passwordResets,
  rateLimits,
  sessions,
  socialSignInCodes,
} from '../src/db/schema';
import { countRows, createUser } from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;

describe('purgeExpiredRows', () => {
  it('deletes only rows that can no longer matter', async () => {
    const account = await createUser(t);
    // Its verification link is stored in the background: let it land before counting.
    await t.settle();
    const now = new Date();
    const old = new Date(now.getTime() - 8 * 24 * HOUR);
    await t.db.insert(sessions).values([
      { userId: account.user.id, expiresAt: old, createdAt: old }, // long expired
      { userId: account.user.id, expiresAt: new Date(now.getTime() + HOUR), revokedAt: old }, // revoked long ago
      { userId: account.user.id, expiresAt: new Date(now.getTime() - HOUR) }, // expired recently
    ]);
    await t.db.insert(rateLimits).values([
      { key: 'test:old', windowStart: old, count: 3 },
      { key: 'test:current', windowStart: now, count: 3 },
    ]);
    await t.db.insert(passwordResets).values([
      { userId: account.user.id, tokenHash: 'old-hash', expiresAt: old, createdAt: old },
      {
        userId: account.user.id,
        tokenHash: 'live-hash',
        expiresAt: new Date(now.getTime() + HOUR),
      },
    ]);
    await t.db.insert(emailVerifications).values([
      { userId: account.user.id, tokenHash: 'old-link', expiresAt: old, createdAt: old },
      {
        userId: account.user.id,
        tokenHash: 'used-link',
        expiresAt: new Date(now.getTime() + HOUR),
        usedAt: old,
      },
      {
        userId: account.user.id,
        tokenHash: 'live-link',
        expiresAt: new Date(now.getTime() + HOUR),
      },
    ]);
    await t.db.insert(socialSignInCodes).values([
      {
        codeHash: 'expired-code',
        userId: account.user.id,
        bindingHash: 'b',
        expiresAt: new Date(now.getTime() - 1000),
      },
      {
        codeHash: 'live-code',
        userId: account.user.id,
        bindingHash: 'b',
        expiresAt: new Date(now.getTime() + 60_000),
      },
    ]);
    const before = {
      sessions: await countRows(t.db, sessions),
      rateLimits: await countRows(t.db, rateLimits),
      resets: await countRows(t.db, passwordResets),
      verifications: await countRows(t.db, emailVerifications),
      codes: await countRows(t.db, socialSignInCodes),
    };
    await purgeExpiredRows(t.db, now);
    expect(await countRows(t.db, sessions)).toBe(before.sessions - 2);
    expect(await countRows(t.db, rateLimits)).toBe(before.rateLimits - 1);
    expect(await countRows(t.db, passwordResets)).toBe(before.resets - 1);
    expect(await countRows(t.db, emailVerifications)).toBe(before.verifications - 2);
    expect(await countRows(t.db, socialSignInCodes)).toBe(before.codes - 1);
    // The account's own sign-in session is untouched.
    expect((await t.get('/api/auth/me', { token: account.token })).statusCode).toBe(200);
  });
});

describe('embedded database lock', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'exam-lock-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('refuses a second holder while the first runs, and frees the folder on release', async () => {
    const file = join(dir, 'pglite.pid');
    const release = await lockDataFolder(file);
    // Another process trying the same folder is refused with a clear message.
    const other = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('${join(import.meta.dirname, '../src/db/pglite-lock.ts')}').then((m) => m.lockDataFolder(${JSON.stringify(file)})).then(() => process.exit(0), (e) => { console.error(e.message); process.exit(3); })`,
      ],
      { encoding: 'utf8' },
    );
    expect(other.status).toBe(3);
    expect(other.stderr).toContain(`Another server (pid ${process.pid})`);
    await release();
    const again = await lockDataFolder(file);
    await again();
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const file = join(dir, 'stale.pid');
    await writeFile(file, '999999999');
    const release = await lockDataFolder(file);
    await release();
  });
});
