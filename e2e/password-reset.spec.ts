import { expect, test } from '@playwright/test';
import { registerAccount, uniqueEmail } from './support/accounts';
import { countMails, MailSubjects, resetLinkIn, waitForMails } from './support/mail';

const neutral =
  'If an account exists with this email, you will receive password reset instructions.';

test.describe('password reset', () => {
  test('forgot -> mail -> reset -> sign in with the new password (and not the old one)', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Reset Password' }).click();
    // The URL changes before the lazily loaded screen replaces the login form.
    await expect(page.getByRole('heading', { name: /forgot/i })).toBeVisible();
    await page.getByLabel(/email/i).fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText(neutral)).toBeVisible();

    const [mail] = await waitForMails(account.email, 1, MailSubjects.reset);
    const link = resetLinkIn(mail ?? '');
    expect(link.origin).toBe(new URL(page.url()).origin);
    await page.goto(link.pathname + link.search);

    const newPassword = 'Trigonometry!42';
    await page.getByLabel(/^new password/i).fill(newPassword);
    await page.getByLabel(/^confirm password/i).fill('something else');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();

    await page.getByLabel(/^confirm password/i).fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByText('Password reset successful. Please login with your new password.'),
    ).toBeVisible();

    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
    ).toBeVisible();

    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a used reset link is refused the second time', async ({ page, request }) => {
    const account = await registerAccount(request);
    await page.goto('/forgot-password');
    await page.getByLabel(/email/i).fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    const [mail] = await waitForMails(account.email, 1, MailSubjects.reset);
    const link = resetLinkIn(mail ?? '');
    for (const attempt of [1, 2]) {
      await page.goto(link.pathname + link.search);
      await page.getByLabel(/^new password/i).fill(`Fresh-pass-${attempt}`);
      await page.getByLabel(/^confirm password/i).fill(`Fresh-pass-${attempt}`);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      if (attempt === 1) await expect(page).toHaveURL(/\/login$/);
    }
    await expect(page.getByText(/invalid or has expired/i)).toBeVisible();
  });

  test('an unknown e-mail gets the same neutral answer and no mail', async ({ page }) => {
    const email = uniqueEmail('nobody');
    await page.goto('/forgot-password');
    await page.getByLabel(/email/i).fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText(neutral)).toBeVisible();
    expect(countMails(email)).toBe(0);
  });

  test('a reset page without a token says the link is invalid', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(
      page.getByText('Invalid reset link. Please request a new password reset.'),
    ).toBeVisible();
  });

  test('"Back to Login" returns to the login screen', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByRole('link', { name: 'Back to Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
