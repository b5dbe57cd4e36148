import { expect, test } from '@playwright/test';
import { registerAccount, xsrfHeader } from './support/accounts';
import { storedToken, storedUserJson } from './support/session';

const protectedRoutes = [
  '/dashboard',
  '/exam-details/some-exam',
  '/start-exam',
  '/exam',
  '/report',
  '/practice-topics',
  '/practice',
  '/practice-history',
  '/practice-session/some-session',
  '/start-trial',
  '/trial',
  '/trial-report',
];

test.describe('navigation and sessions', () => {
  for (const route of protectedRoutes) {
    test(`${route} sends a signed-out visitor to /login`, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    });
  }

  test('a revoked session is cleared by the first 401 and the user goes to /login', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request);
    await page.goto('/login');
    await page.evaluate(
      ({ token, email }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify({ id: 'x', username: 'Test Student', email }));
      },
      { token: account.token, email: account.email },
    );
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Your Exam Dashboard' })).toBeVisible();

    const logout = await request.post('/api/auth/logout', {
      headers: { ...(await xsrfHeader(request)), Authorization: `Bearer ${account.token}` },
    });
    expect(logout.status()).toBe(200);

    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
    expect(await storedUserJson(page)).toBeNull();
  });

  test('the dashboard shows its buttons and the empty state', async ({ page, request }) => {
    const account = await registerAccount(request);
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Your Exam Dashboard' })).toBeVisible();
    await expect(page.getByText('No Past Exams Found')).toBeVisible();
    for (const name of [
      'Start New Exam',
      'Practice Mode',
      'Trial Mode (25 mins)',
      'Start First Exam',
      'Try Practice Mode',
      'Try Trial Mode',
    ]) {
      await expect(
        page
          .getByRole('button', { name, exact: true })
          .or(page.getByRole('link', { name, exact: true })),
      ).toBeVisible();
    }
    await page
      .getByRole('button', { name: 'Practice History' })
      .or(page.getByRole('link', { name: 'Practice History' }))
      .first()
      .click();
    await expect(page).toHaveURL(/\/practice-history$/);
    await page.goto('/dashboard');
    await page
      .getByRole('button', { name: 'Trial Mode (25 mins)' })
      .or(page.getByRole('link', { name: 'Trial Mode (25 mins)' }))
      .click();
    await expect(page).toHaveURL(/\/start-trial$/);
  });

  test('/auth/success never takes a token from the address: nothing stored, /login?error=auth_failed', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request);
    await page.goto(`/auth/success?token=${encodeURIComponent(account.token)}`);
    await expect(page).toHaveURL(/\/login\?error=auth_failed$/);
    expect(await storedToken(page)).toBeNull();
  });

  test('/auth/success without a token goes to /login', async ({ page }) => {
    await page.goto('/auth/success');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the social callback screen sends an error back to /login?error=auth_failed', async ({
    page,
  }) => {
    await page.goto('/api/auth/google/callback?error=access_denied');
    await expect(page).toHaveURL(/\/login\?error=auth_failed$/);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Authentication failed' }),
    ).toBeVisible();
  });

  test('an unknown address shows a not-found page with a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText(/not found/i).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /home|login|dashboard/i }).first()).toBeVisible();
  });

  test('the API answers JSON for unknown API paths, never the app shell', async ({ request }) => {
    const response = await request.get('/api/no-such-endpoint');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
