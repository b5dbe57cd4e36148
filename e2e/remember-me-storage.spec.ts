import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { registerAccount } from './support/accounts';
import { browserStores, findSecrets } from './support/secret-scan';

/**
 * Issue 9, item 6 (browser part): after signing in with Remember me, nothing in the browser's
 * storage for the site (localStorage, sessionStorage, IndexedDB, cookies) is the password or a
 * derivative of it (encodings, reversed, digests, password-hash strings). A second test plants
 * such values in every store and expects the scan to find each one, so the scan can fail.
 */

/** A password unique to the test, so a match cannot be a coincidence. */
const newPassword = () => `Quartz#${randomBytes(6).toString('hex')}`;

async function signInRemembered(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Your Exam Dashboard' })).toBeVisible();
}

test.describe('Remember me stores no password', () => {
  test('no password or derivative of it in localStorage, sessionStorage, IndexedDB or cookies', async ({
    page,
    request,
  }) => {
    const password = newPassword();
    const account = await registerAccount(request, password);
    await signInRemembered(page, account.email, password);

    // Signed in, then after a reload (what a returning student sees), then signed out.
    const scans: [string, [string, string][]][] = [['signed in', await browserStores(page)]];
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your Exam Dashboard' })).toBeVisible();
    scans.push(['after a reload', await browserStores(page)]);
    await page.getByRole('button', { name: /sign out/i }).click();
    await expect(page).toHaveURL(/\/login$/);
    scans.push(['signed out', await browserStores(page)]);

    for (const [moment, stores] of scans) {
      // The scan reads real data: the remembered e-mail is there (Remember me worked).
      expect(
        stores.some(([, value]) => value.includes(account.email)),
        `${moment}: remembered e-mail`,
      ).toBe(true);
      expect(findSecrets(stores, password), moment).toEqual([]);
    }
    console.log(
      `remember-me storage: ${scans.map(([moment, stores]) => `${moment} ${stores.length} entries`).join(', ')} scanned, no password derivative`,
    );
  });

  test('the scan finds a password derivative planted in each store', async ({ page }) => {
    const password = newPassword();
    await page.goto('/login');
    const planted = {
      local: Buffer.from(password).toString('base64'),
      session: [...password].reverse().join(''),
      indexedDb: Buffer.from(password).toString('hex'),
      cookie: encodeURIComponent(password),
      hash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo',
    };
    await page.evaluate(async (values) => {
      localStorage.setItem('planted', values.local);
      sessionStorage.setItem('planted', values.session);
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('planted-db', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('things');
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const tx = open.result.transaction('things', 'readwrite');
          tx.objectStore('things').put({ secret: values.indexedDb, hash: values.hash }, 'one');
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(new Error(String(tx.error)));
        };
      });
    }, planted);
    await page
      .context()
      .addCookies([{ name: 'planted', value: planted.cookie, url: page.url(), httpOnly: true }]);

    const hits = findSecrets(await browserStores(page), password);
    for (const expected of [
      'base64 in localStorage.planted',
      'reversed in sessionStorage.planted',
      'hex in indexedDB planted-db/things',
      'URI-encoded in cookie planted',
    ]) {
      expect(hits).toContain(expected);
    }
    expect(hits.some((hit) => hit.startsWith('hash string') && hit.includes('indexedDB'))).toBe(
      true,
    );
  });
});
