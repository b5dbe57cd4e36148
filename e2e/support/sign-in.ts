import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { TestAccount } from './accounts';

/** Signs in through the login form and waits for the dashboard. */
export async function signIn(page: Page, account: TestAccount): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Your Exam Dashboard' })).toBeVisible();
}
