import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { e2eEnv } from './e2e-env';
import { storedUserJson } from './session';

export type ProviderIdentity = { email: string; name: string };

export function uniqueIdentity(prefix = 'social'): ProviderIdentity {
  const id = randomUUID().slice(0, 8);
  return { email: `${prefix}-${id}@example.test`, name: `Social Student ${id}` };
}

/**
 * Goes through the local provider's pages as a person would: its sign-in page (skipped when the
 * provider still has a session from an earlier sign-in in this browser, `signIn: false`), then
 * its consent page, where it allows access or, with `cancel`, cancels.
 */
export async function passProviderPages(
  page: Page,
  identity: ProviderIdentity,
  options: { signIn?: boolean; cancel?: boolean } = {},
): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${e2eEnv.identityProviderUrl}/`));
  if (options.signIn ?? true) {
    await expect(
      page.getByRole('heading', { name: 'Sign in to the test identity provider' }),
    ).toBeVisible();
    await page.getByLabel('Email address', { exact: true }).fill(identity.email);
    await page.getByLabel('Full name').fill(identity.name);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Allow access' })).toBeVisible();
  if (options.cancel) {
    await page.getByRole('link', { name: 'Cancel' }).click();
    return;
  }
  await page.getByRole('button', { name: 'Allow' }).click();
}

/** The signed-in user kept by the web app (docs/product.md §3 'user'; where: decision 024). */
export async function storedUser(page: Page): Promise<{ id: string; email: string } | null> {
  const json = await storedUserJson(page);
  return json ? (JSON.parse(json) as { id: string; email: string }) : null;
}
