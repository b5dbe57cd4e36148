import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { registerAccount } from './support/accounts';
import { storedToken } from './support/session';

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
}

/** Everything the browser keeps for this origin, as one string to search for secrets. */
async function browserStorage(page: Page): Promise<string> {
  const web = await page.evaluate(() =>
    JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }),
  );
  const cookies = await page.context().cookies();
  return web + JSON.stringify(cookies);
}

test.describe('login', () => {
  test('shows the login screen texts at / and /login', async ({ page }) => {
    for (const path of ['/', '/login']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
      await expect(page.getByText('Sign in to continue to your exam')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
      await expect(page.getByText('OR', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    }
  });

  test('a wrong password shows the banner, marks both fields, and typing clears it', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request);
    await page.goto('/login');
    await fillLogin(page, account.email, 'not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'Invalid email or password' });
    await expect(banner).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await page.getByRole('textbox', { name: 'Password', exact: true }).press('x');
    await expect(banner).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  test('an unknown e-mail gets exactly the same banner as a wrong password', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, 'nobody-here@example.test', 'whatever-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
    ).toBeVisible();
  });

  test('Remember me pre-fills the e-mail after reload and the password is never stored', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request);
    await page.goto('/login');
    await fillLogin(page, account.email, account.password);
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    const stored = await browserStorage(page);
    expect(stored).not.toContain(account.password);
    expect(stored).not.toContain(Buffer.from(account.password).toString('base64'));
    expect(await page.evaluate(() => localStorage.getItem('rememberedPassword'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('rememberedEmail'))).toBe(account.email);

    await page.getByRole('button', { name: /sign out/i }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
      account.email,
    );
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');
    await expect(page.getByLabel('Remember me')).toBeChecked();
  });

  test('unticking Remember me forgets the e-mail', async ({ page, request }) => {
    const account = await registerAccount(request);
    await page.goto('/login');
    await page.evaluate((email) => localStorage.setItem('rememberedEmail', email), account.email);
    await page.reload();
    await expect(page.getByLabel('Remember me')).toBeChecked();
    await page.getByLabel('Remember me').uncheck();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('rememberedEmail'))).toBeNull();
  });

  test('a legacy rememberedPassword key is deleted on load', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('rememberedPassword', 'b2xkLXNlY3JldA=='));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('rememberedPassword'))).toBeNull();
  });

  test('a failed social sign-in shows "Authentication failed"', async ({ page }) => {
    await page.goto('/login?error=auth_failed');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Authentication failed' }),
    ).toBeVisible();
  });

  test('sign out revokes the session on the server', async ({ page, request }) => {
    const account = await registerAccount(request);
    await page.goto('/login');
    await fillLogin(page, account.email, account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const token = await storedToken(page);
    expect(token).toBeTruthy();

    await page.getByRole('button', { name: /sign out/i }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
    const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
  });
});
