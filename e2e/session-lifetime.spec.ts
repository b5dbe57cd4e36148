import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { CHROMIUM_PATH } from '../scripts/outside-tools.mjs';
import { registerAccount } from './support/accounts';
import type { TestAccount } from './support/accounts';
import { CHROMIUM_FLAGS } from './support/chromium-flags';
import { e2eEnv } from './support/e2e-env';
import { sessionPlaces } from './support/session';

/**
 * Issue 17, finding 7 (decision 024): without Remember me the session ends when the browser
 * closes (a shared school computer); with it, it survives. Here the browser really closes: a
 * Chromium with its own profile folder is stopped and started again on the same folder, which
 * keeps localStorage and cookies as a restarted browser does. While it runs, a second tab shares
 * the session, and signing out in one tab signs out the others.
 */

async function signIn(page: Page, account: TestAccount, remember: boolean) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  if (remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Your Exam Dashboard' })).toBeVisible();
}

/** A whole browser on a profile folder: started, used, and closed (as a student closes it). */
async function inBrowser<T>(profile: string, use: (context: BrowserContext) => Promise<T>) {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    baseURL: e2eEnv.baseUrl,
  });
  try {
    return await use(context);
  } finally {
    await context.close();
  }
}

test.describe('how long a session lasts in the browser', () => {
  for (const remember of [false, true]) {
    test(`${remember ? 'with' : 'without'} Remember me, closing the browser ${remember ? 'keeps' : 'ends'} the session`, async ({
      request,
    }) => {
      const account = await registerAccount(request);
      const profile = await mkdtemp(join(tmpdir(), 'exam-e2e-profile-'));
      try {
        const places = await inBrowser(profile, async (context) => {
          const page = await context.newPage();
          await signIn(page, account, remember);
          return sessionPlaces(page);
        });
        await inBrowser(profile, async (context) => {
          const page = await context.newPage();
          await page.goto('/dashboard');
          if (remember) {
            await expect(page.getByRole('heading', { name: 'Your Exam Dashboard' })).toBeVisible();
            await expect(page.getByText(account.username)).toBeVisible();
          } else {
            await expect(page).toHaveURL(/\/login$/);
            await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
            expect(await sessionPlaces(page)).toEqual({ tab: null, local: null });
          }
        });
        // Same keys, different stores: the tab's store without Remember me, localStorage with it.
        expect(places.tab !== null).toBe(!remember);
        expect(places.local !== null).toBe(remember);
      } finally {
        await rm(profile, { recursive: true, force: true });
      }
    });
  }

  test('without Remember me, a second tab shares the session, and signing out in one ends it in all', async ({
    context,
    request,
  }) => {
    const account = await registerAccount(request);
    const first = await context.newPage();
    await signIn(first, account, false);
    const token = (await sessionPlaces(first)).tab;
    expect(token).toBeTruthy();

    // A new tab opened by the student (not a copy of the first: its own, empty sessionStorage).
    const second = await context.newPage();
    await second.goto('/practice-history');
    await expect(second.getByRole('heading', { name: /practice history/i })).toBeVisible();
    expect(await sessionPlaces(second)).toEqual({ tab: token, local: null });

    await second.goto('/dashboard');
    await second.getByRole('button', { name: /sign out/i }).click();
    await expect(second).toHaveURL(/\/login$/);
    // The first tab follows at once, without a reload.
    await expect(first).toHaveURL(/\/login$/);
    expect(await sessionPlaces(first)).toEqual({ tab: null, local: null });

    const third = await context.newPage();
    await third.goto('/dashboard');
    await expect(third).toHaveURL(/\/login$/);
  });
});
