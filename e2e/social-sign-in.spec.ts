import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { registerAccount } from './support/accounts';
import { e2eEnv } from './support/e2e-env';
import { checkScreenAtBothWidths } from './support/screen-check';
import { passProviderPages, storedUser, uniqueIdentity } from './support/social';
import type { ProviderIdentity } from './support/social';
import { forgetSession, storedToken } from './support/session';
import { signIn } from './support/sign-in';

// Social sign-in against the local OpenID provider the stack starts (e2e/support/start-stack.ts):
// the provider's real sign-in and consent pages, the app's callback screen and its JSON call.

const GOOGLE_CALLBACK = '/api/auth/google/callback';

/** Waits for the callback screen's JSON call (the code exchange) and returns its status. */
function codeExchange(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.url().startsWith(`${e2eEnv.baseUrl}${GOOGLE_CALLBACK}?`) &&
      response.request().resourceType() === 'fetch',
  );
}

/** From /login: 'Continue with Google', the provider's pages, back to /start-exam signed in. */
async function continueWithGoogle(page: Page, identity: ProviderIdentity, signIn = true) {
  await page.goto('/login');
  const exchange = codeExchange(page);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await passProviderPages(page, identity, { signIn });
  expect((await exchange).status()).toBe(200);
  await expect(page).toHaveURL(/\/start-exam$/);
  await expect(page.getByRole('heading', { name: 'Start Exam' })).toBeVisible();
  const user = await storedUser(page);
  expect(user?.email).toBe(identity.email);
  return user;
}

test.describe('Google sign-in', () => {
  test('/login -> Continue with Google -> provider -> callback screen -> /start-exam signed in', async ({
    page,
  }) => {
    const identity = uniqueIdentity('google');
    await continueWithGoogle(page, identity);
    expect(page.url()).not.toContain('code=');
    // The app shell names the new account; its token works on the API.
    await expect(page.getByText(identity.name)).toBeVisible();
    const token = await storedToken(page);
    const me = await page.request.get('/api/auth/me', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(identity.email);
  });

  test('the same from sign-up: Sign up with Google', async ({ page }) => {
    const identity = uniqueIdentity('google-signup');
    await page.goto('/signup');
    const exchange = codeExchange(page);
    await page.getByRole('button', { name: 'Sign up with Google' }).click();
    await passProviderPages(page, identity);
    expect((await exchange).status()).toBe(200);
    await expect(page).toHaveURL(/\/start-exam$/);
    expect((await storedUser(page))?.email).toBe(identity.email);
  });

  test('a second sign-in reuses the account, in the same browser and in a new one', async ({
    page,
    browser,
  }) => {
    const identity = uniqueIdentity('google-again');
    const first = await continueWithGoogle(page, identity);
    await page.getByRole('button', { name: /sign out/i }).click();
    await expect(page).toHaveURL(/\/login$/);
    // The provider remembers this browser: straight to its consent page.
    const second = await continueWithGoogle(page, identity, false);
    expect(second?.id).toBe(first?.id);

    const context = await browser.newContext();
    try {
      const fresh = await context.newPage();
      const third = await continueWithGoogle(fresh, identity);
      expect(third?.id).toBe(first?.id);
    } finally {
      await context.close();
    }
  });

  test('the profile prompt completes a new account with a city and school', async ({ page }) => {
    const identity = uniqueIdentity('google-profile');
    await continueWithGoogle(page, identity);
    const prompt = page.getByRole('region', { name: 'Complete your profile' });
    await expect(prompt).toBeVisible();
    await checkScreenAtBothWidths(page, 'profile-prompt-start-exam');
    await page.goto('/dashboard');
    await expect(prompt).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Exam Dashboard' })).toBeVisible();
    await checkScreenAtBothWidths(page, 'profile-prompt-dashboard');

    await prompt.getByRole('combobox', { name: /^City/ }).fill('Alexandria');
    await prompt.getByRole('combobox', { name: /^School/ }).fill('E2E Social School');
    await prompt.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    await expect(prompt).toBeHidden();

    const token = await storedToken(page);
    const profile = await page.request.get('/api/auth/profile', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await profile.json()).toEqual({ city: 'Alexandria', school: 'E2E Social School' });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your Exam Dashboard' })).toBeVisible();
    await expect(prompt).toBeHidden();
  });

  test('a forged callback lands on /login?error=auth_failed showing "Authentication failed"', async ({
    page,
  }) => {
    await page.goto(`${GOOGLE_CALLBACK}?code=forged-code&state=forged-state`);
    await expect(page).toHaveURL(/\/login\?error=auth_failed$/);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Authentication failed' }),
    ).toBeVisible();
    expect(await storedToken(page)).toBeNull();
  });

  test('a replayed callback URL fails and signs nobody in', async ({ page }) => {
    const identity = uniqueIdentity('google-replay');
    await page.goto('/login');
    const exchange = codeExchange(page);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await passProviderPages(page, identity);
    const callbackUrl = (await exchange).url();
    await expect(page).toHaveURL(/\/start-exam$/);
    await forgetSession(page);

    await page.goto(callbackUrl);
    await expect(page).toHaveURL(/\/login\?error=auth_failed$/);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Authentication failed' }),
    ).toBeVisible();
    expect(await storedToken(page)).toBeNull();
  });

  test('cancelling at the provider comes back to /login?error=auth_failed', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await passProviderPages(page, uniqueIdentity('google-cancel'), { cancel: true });
    await expect(page).toHaveURL(/\/login\?error=auth_failed$/);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Authentication failed' }),
    ).toBeVisible();
  });
});

test.describe('Microsoft and Apple (server-side callbacks)', () => {
  for (const [provider, button] of [
    ['microsoft', 'Sign up with Microsoft'],
    ['apple', 'Sign up with Apple'],
  ] as const) {
    test(`${button}: the provider, then /auth/success with a one-time code (out of the address bar at once), then the dashboard`, async ({
      page,
    }) => {
      const identity = uniqueIdentity(provider);
      await page.goto('/signup');
      const landing = page.waitForResponse((response) =>
        response.url().startsWith(`${e2eEnv.baseUrl}/auth/success?code=`),
      );
      const exchange = page.waitForResponse((response) =>
        response.url().endsWith('/api/auth/exchange-code'),
      );
      await page.getByRole('button', { name: button }).click();
      await passProviderPages(page, identity);
      const successPage = await landing;
      expect(successPage.url()).not.toContain('token=');
      expect(successPage.headers()['referrer-policy']).toBe('no-referrer');
      expect((await exchange).status()).toBe(200);
      await expect(page.getByText('Authentication successful! Redirecting...')).toBeVisible();
      // The code has left the address bar: the screen is still /auth/success without it, or (on a
      // slow machine, after its 'Redirecting...' pause) already the dashboard.
      await expect(page).toHaveURL(/\/(auth\/success|dashboard)$/);
      await expect(page).toHaveURL(/\/dashboard$/);
      expect((await storedUser(page))?.email).toBe(identity.email);
    });
  }
});

test.describe("login CSRF: a link cannot sign a student into someone else's account (issue 17, finding 2)", () => {
  /** The victim, signed in through the form; the attacker, a real account with its own token. */
  async function victimAndAttacker(page: Page, request: APIRequestContext) {
    const victim = await registerAccount(request);
    const attacker = await registerAccount(request);
    await signIn(page, victim);
    const victimToken = await storedToken(page);
    expect(victimToken).toBeTruthy();
    return { victim, attacker, victimToken };
  }

  /** Lands on the spec's failure path, and the victim's session is the one still stored. */
  async function expectUntouched(page: Page, victimToken: string | null, victimEmail: string) {
    await expect(page).toHaveURL(/\/login\?error=auth_failed$/);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Authentication failed' }),
    ).toBeVisible();
    expect(await storedToken(page)).toBe(victimToken);
    expect((await storedUser(page))?.email).toBe(victimEmail);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Your Exam Dashboard' })).toBeVisible();
    expect(await storedToken(page)).toBe(victimToken);
  }

  for (const path of ['/auth/success', GOOGLE_CALLBACK]) {
    test(`${path}?token=<the attacker's token> leaves the signed-in student in their own account`, async ({
      page,
      request,
    }) => {
      const { victim, attacker, victimToken } = await victimAndAttacker(page, request);
      await page.goto(`${path}?token=${encodeURIComponent(attacker.token)}`);
      await expectUntouched(page, victimToken, victim.email);
    });
  }

  test("the attacker's own /auth/success?code=... link, from a real Microsoft sign-in, does nothing in the victim's browser", async ({
    page,
    request,
    browser,
  }) => {
    const { victim, victimToken } = await victimAndAttacker(page, request);

    // The attacker signs in with Microsoft in their own browser, keeps the address the server
    // redirected to, and never lets their page exchange the code (so it is still unused).
    const attackerContext = await browser.newContext();
    let link: string;
    try {
      const attackerPage = await attackerContext.newPage();
      await attackerPage.route(
        (url) => url.pathname === '/api/auth/exchange-code',
        (route) => route.abort(),
      );
      const landing = attackerPage.waitForRequest(
        (request) => new URL(request.url()).pathname === '/auth/success',
      );
      await attackerPage.goto('/signup');
      await attackerPage.getByRole('button', { name: 'Sign up with Microsoft' }).click();
      await passProviderPages(attackerPage, uniqueIdentity('attacker'));
      link = (await landing).url();
    } finally {
      await attackerContext.close();
    }
    expect(link).toContain('/auth/success?code=');

    // The victim opens it: the code is refused without the attacker's cookie.
    const exchange = page.waitForResponse((response) =>
      response.url().endsWith('/api/auth/exchange-code'),
    );
    await page.goto(link);
    expect((await exchange).status()).toBe(401);
    await expectUntouched(page, victimToken, victim.email);
  });

  test('/auth/success without anything goes to /login', async ({ page }) => {
    await page.goto('/auth/success');
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
  });
});

test.describe('provider buttons', () => {
  test('configured: the login and sign-up buttons, at phone and laptop widths', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    await checkScreenAtBothWidths(page, 'social-login-configured');
    await page.goto('/signup');
    for (const name of ['Sign up with Google', 'Sign up with Microsoft', 'Sign up with Apple']) {
      await expect(page.getByRole('button', { name })).toBeEnabled();
    }
    await checkScreenAtBothWidths(page, 'social-signup-configured');
  });
});

test.describe('provider buttons on a server without providers', () => {
  // The short-exam server has no *_CLIENT_ID: every provider is unconfigured there.
  test.use({ baseURL: e2eEnv.shortExamBaseUrl });

  test("Google on /login shows 'Failed to initiate Google login' instead of redirecting", async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to initiate Google login' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await checkScreenAtBothWidths(page, 'social-login-unavailable');
  });

  test("a sign-up button shows 'Social login failed. Please try again.'", async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Sign up with Apple' }).click();
    await expect(page.getByText('Social login failed. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    await checkScreenAtBothWidths(page, 'social-signup-unavailable');
  });
});
