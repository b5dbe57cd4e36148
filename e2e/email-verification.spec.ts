import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { registerAccount } from './support/accounts';
import { MailSubjects, verificationLinkIn, waitForMails } from './support/mail';
import { checkScreenAtBothWidths } from './support/screen-check';
import { signIn } from './support/sign-in';

// E-mail verification of password accounts (issue 17, finding 3; docs/decisions/023): the
// mailed link, the quiet banner on the signed-in screens with 'Resend link', and the screen the
// link lands on, through the real server and its real SMTP sink.

const banner = (page: Page) => page.getByRole('region', { name: 'Confirm your e-mail address' });

/** The path and query of the newest (or `index`-th) verification link mailed to `email`. */
async function verificationLink(email: string, count = 1, index = count - 1): Promise<string> {
  const mails = await waitForMails(email, count, MailSubjects.verification);
  const link = verificationLinkIn(mails[index] ?? '');
  return `${link.pathname}${link.search}`;
}

test.describe('e-mail verification', () => {
  test('the banner asks to confirm until the mailed link is opened; Resend replaces the link', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request);
    await signIn(page, account);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText(account.email);
    // Quiet: the dashboard works as usual beneath it.
    const examMode = 'Start New Exam';
    await expect(
      page.getByRole('button', { name: examMode }).or(page.getByRole('link', { name: examMode })),
    ).toBeVisible();
    await checkScreenAtBothWidths(page, 'verification-banner-dashboard');

    const first = await verificationLink(account.email);
    await banner(page).getByRole('button', { name: 'Resend link' }).click();
    await expect(
      banner(page).getByText('We sent a new confirmation link to your e-mail address.'),
    ).toBeVisible();
    const second = await verificationLink(account.email, 2);
    expect(second).not.toBe(first);

    // The replaced link explains itself and offers a new one (signed in here).
    await page.goto(first);
    await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
    expect(page.url()).not.toContain('token=');
    await expect(page.getByRole('button', { name: 'Send me a new link' })).toBeVisible();
    await checkScreenAtBothWidths(page, 'verify-email-link-expired');

    await page.goto(second);
    await expect(page.getByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible();
    await expect(page.getByText('Your e-mail address is confirmed. Thank you!')).toBeVisible();
    await checkScreenAtBothWidths(page, 'verify-email-confirmed');
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Your Exam Dashboard' })).toBeVisible();
    await expect(banner(page)).toBeHidden();

    // A second click on the same link is no error.
    await page.goto(second);
    await expect(page.getByText('Your e-mail address is already confirmed.')).toBeVisible();
  });

  test('the link works signed out, on any device, and leads to Sign in', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request);
    await page.goto(await verificationLink(account.email));
    await expect(page.getByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, account);
    await expect(banner(page)).toBeHidden();
  });

  test('signed out, a link that no longer works says how to get a new one', async ({ page }) => {
    await page.goto('/verify-email?token=never-mailed');
    await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
    await expect(page.getByText(/Sign in, then choose/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await checkScreenAtBothWidths(page, 'verify-email-link-expired-signed-out');
  });

  test('the banner stays out of a running exam', async ({ page, request }) => {
    const account = await registerAccount(request);
    await signIn(page, account);
    await expect(banner(page)).toBeVisible();
    await page.goto('/start-exam');
    await expect(banner(page)).toBeVisible();
    await page.getByRole('combobox', { name: 'Topic' }).click();
    await page.getByRole('option', { name: 'Geometry & Trigonometry' }).click();
    await page.getByRole('button', { name: 'Start Exam' }).click();
    await expect(page.getByRole('heading', { name: 'Question 1' })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });
});
