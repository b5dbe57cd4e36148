import { expect, test } from '@playwright/test';
import { e2eEnv } from './support/e2e-env';

test.describe('static pages', () => {
  test('the privacy policy is readable without signing in', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/privacy/i);
    for (const topic of [
      /information we collect/i,
      /cookies/i,
      /third part/i,
      /retention|security/i,
      /your rights/i,
      /contact/i,
    ]) {
      await expect(page.getByRole('heading', { name: topic }).first()).toBeVisible();
    }
    await expect(page.getByText(e2eEnv.supportEmail).first()).toBeVisible();
  });

  test('support opens the mail client addressed to the support mailbox with a [Support] subject', async ({
    page,
  }) => {
    await page.goto('/support');
    await page.getByLabel(/name/i).first().fill('Mona Adel');
    await page.getByLabel(/email/i).fill('mona@example.test');
    await page.getByLabel(/subject/i).fill('Timer & figures');
    await page.getByLabel(/message/i).fill('The figure in question 3 did not load.');
    const mailto = page.waitForRequest((request) => request.url().startsWith('mailto:'));
    await page.getByRole('button', { name: /send|submit/i }).click();
    const url = new URL((await mailto).url());
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe(e2eEnv.supportEmail);
    expect(url.searchParams.get('subject')).toBe('[Support] Timer & figures');
    const body = url.searchParams.get('body') ?? '';
    expect(body).toContain('The figure in question 3 did not load.');
    expect(body).toContain('Mona Adel');
    expect(body).toContain('mona@example.test');
  });

  test('support works with every field empty (none is required)', async ({ page }) => {
    await page.goto('/support');
    const mailto = page.waitForRequest((request) => request.url().startsWith('mailto:'));
    await page.getByRole('button', { name: /send|submit/i }).click();
    const url = new URL((await mailto).url());
    expect(url.searchParams.get('subject')).toMatch(/^\[Support\]/);
  });

  test('delete account stays disabled until e-mail, reason and confirmation are given', async ({
    page,
  }) => {
    await page.goto('/delete-account');
    const submit = page.getByRole('button', { name: /delete|request|submit/i });
    await expect(submit).toBeDisabled();
    await page.getByLabel(/email/i).fill('leaving@example.test');
    await expect(submit).toBeDisabled();
    await page.getByLabel(/reason/i).fill('I finished my exams.');
    await expect(submit).toBeDisabled();
    await page.getByLabel(/I understand this action is irreversible/).check();
    await expect(submit).toBeEnabled();

    const mailto = page.waitForRequest((request) => request.url().startsWith('mailto:'));
    await submit.click();
    const url = new URL((await mailto).url());
    expect(decodeURIComponent(url.pathname)).toBe(e2eEnv.supportEmail);
    expect(url.searchParams.get('subject')).toBe('[Delete Account Request]');
    const body = url.searchParams.get('body') ?? '';
    expect(body).toContain('leaving@example.test');
    expect(body).toContain('I finished my exams.');
  });

  test('the login screen links to every static page', async ({ page }) => {
    await page.goto('/login');
    for (const [name, path] of [
      ['Privacy Policy', '/privacy-policy'],
      ['Support', '/support'],
      ['Delete Account', '/delete-account'],
    ] as const) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
    }
  });
});
