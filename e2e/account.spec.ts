import { readFile } from 'node:fs/promises';
import type { AccountExport } from '@exam/contract';
import { ACCOUNT_EXPORT_FILENAME, Messages } from '@exam/contract';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { registerAccount } from './support/accounts';
import { checkPracticeAnswer } from './support/practice-check';
import { checkScreenAsShown, checkScreenAtBothWidths } from './support/screen-check';
import { signIn } from './support/sign-in';

// In-app data export and account deletion (issue 9, item 8) in the browser: a new student
// answers one practice question, opens My account from the app bar, downloads the export and
// finds that answer in it, is refused with a wrong password, deletes the account, lands on
// /login with the confirmation, and cannot sign in again.

async function answerOnePracticeQuestion(page: Page): Promise<void> {
  await page.goto('/practice-topics');
  await page.getByRole('combobox', { name: 'Topic' }).click();
  await page.getByRole('option', { name: 'Geometry & Trigonometry' }).click();
  await page.getByRole('button', { name: 'Start Practice' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1', exact: true })).toBeVisible();
  const options = page.getByRole('radio');
  const field = page.getByRole('textbox', { name: 'Your Answer' });
  // The question's body shows once typeset (decision 038): wait for its answer control.
  await expect(options.first().or(field)).toBeVisible();
  if ((await options.count()) > 0) await options.first().check();
  else await field.fill('42');
  // A wrong first answer is offered a second try; checkPracticeAnswer gives it up.
  await checkPracticeAnswer(page);
}

test('a student downloads their data, deletes the account and cannot sign in again', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await registerAccount(request);
  await signIn(page, account);
  await answerOnePracticeQuestion(page);

  await page.goto('/dashboard');
  await page.getByRole('link', { name: /my account/ }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('My account · Exam Prep');
  await checkScreenAtBothWidths(page, 'account');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(ACCOUNT_EXPORT_FILENAME);
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as AccountExport;
  expect(data.account).toMatchObject({ email: account.email, username: account.username });
  expect(data.practiceSessions).toHaveLength(1);
  expect(data.practiceSessions[0]?.answers).toHaveLength(1);
  expect(JSON.stringify(data)).not.toContain(account.password);
  await expect(page.getByText('Your data has been downloaded.')).toBeVisible();

  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await password.fill('not-my-password');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(page.getByText(Messages.deletePasswordIncorrect)).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);

  await password.fill(account.password);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Delete your account permanently?' }),
  ).toBeVisible();
  await checkScreenAsShown(page, 'account-delete-dialog-laptop');
  await page.getByRole('button', { name: 'Delete permanently' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(Messages.accountDeleted)).toBeVisible();
  // Neither store keeps the signed-in user (the tab's store holds it without Remember me).
  expect(
    await page.evaluate(() => JSON.stringify({ ...window.localStorage, ...window.sessionStorage })),
  ).not.toContain(account.email);
  // The old token is refused by the server at once.
  const me = await request.get('/api/auth/me', {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  expect(me.status()).toBe(401);

  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(Messages.invalidCredentials)).toBeVisible();
  // The 'account deleted' banner has gone: it never stands next to the sign-in error.
  await expect(page.getByText(Messages.accountDeleted)).toHaveCount(0);
});
