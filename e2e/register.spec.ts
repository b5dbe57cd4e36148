import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { registerAccount, uniqueEmail } from './support/accounts';
import { storedToken, storedUserJson } from './support/session';

const field = (page: Page, label: RegExp) => page.getByLabel(label).first();

async function fillPerson(page: Page, email: string) {
  await field(page, /first name/i).fill('Salma');
  await field(page, /last name/i).fill('Hassan');
  await page.getByLabel(/^email/i).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Circle-Chords-7');
  await field(page, /phone/i).fill('+20 100 000 0000');
}

async function chooseCity(page: Page, city: string) {
  const input = page.getByRole('combobox', { name: /city/i });
  await input.fill(city);
  await input.press('Enter');
  await input.blur();
}

async function chooseSchool(page: Page, school: string) {
  const input = page.getByRole('combobox', { name: /school/i });
  await input.fill(school);
  await input.press('Enter');
  await input.blur();
}

test.describe('sign-up', () => {
  test('registers, creating a new city and school on the fly, and lands on /start-exam', async ({
    page,
    request,
  }) => {
    const suffix = randomUUID().slice(0, 6);
    const city = `Newtown ${suffix}`;
    const school = `Hilltop Academy ${suffix}`;
    const email = uniqueEmail('signup');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/signup$/);

    const schoolInput = page.getByRole('combobox', { name: /school/i });
    await expect(schoolInput).toBeDisabled();
    await expect(page.getByText('Please select a city first')).toBeVisible();

    await fillPerson(page, email);
    await chooseCity(page, city);
    await expect(schoolInput).toBeEnabled();
    await chooseSchool(page, school);
    await page.getByRole('checkbox', { name: /terms/i }).check();
    await page.getByRole('button', { name: /^sign up$/i }).click();

    await expect(page.getByText('Registration successful! Redirecting...')).toBeVisible();
    await expect(page).toHaveURL(/\/start-exam$/);
    expect(await storedToken(page)).toBeTruthy();
    const user = JSON.parse((await storedUserJson(page)) ?? '{}') as Record<string, string>;
    expect(user).toMatchObject({ username: 'Salma Hassan', email });
    expect(
      JSON.stringify(await page.evaluate(() => ({ ...localStorage, ...sessionStorage }))),
    ).not.toContain('+20 100');

    const cities = (await (await request.get('/api/location/cities')).json()) as string[];
    expect(cities).toContain(city);
    const schools = (await (
      await request.get(`/api/location/schools?city=${encodeURIComponent(city)}`)
    ).json()) as { name: string }[];
    expect(schools.map((s) => s.name)).toContain(school);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Your Exam Dashboard' })).toBeVisible();
  });

  test('an existing city and school are reused, whatever their case', async ({ page, request }) => {
    const email = uniqueEmail('reuse');
    await page.goto('/signup');
    await fillPerson(page, email);
    await chooseCity(page, 'cairo');
    await chooseSchool(page, 'e2e test school');
    await page.getByRole('checkbox', { name: /terms/i }).check();
    await page.getByRole('button', { name: /^sign up$/i }).click();
    await expect(page).toHaveURL(/\/start-exam$/);
    const cities = (await (await request.get('/api/location/cities')).json()) as string[];
    expect(cities.filter((name) => name.toLowerCase() === 'cairo')).toHaveLength(1);
  });

  test('validates the whole form first and shows every message in one toast', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST') calls.push(req.url());
    });
    await page.goto('/signup');
    await page.getByRole('button', { name: /^sign up$/i }).click();
    await expect(
      page.getByText(
        'First name is required, Last name is required, Email is required, Password is required, Phone number is required, City is required, School is required, You must accept the terms and conditions',
      ),
    ).toBeVisible();
    expect(calls).toEqual([]);
  });

  test('a short password and a bad e-mail are named in the toast', async ({ page }) => {
    await page.goto('/signup');
    await field(page, /first name/i).fill('Omar');
    await field(page, /last name/i).fill('Fathy');
    await page.getByLabel(/^email/i).fill('omar-at-example');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('12345');
    await page.getByRole('button', { name: /^sign up$/i }).click();
    await expect(
      page.getByText(/Invalid email address, Password must be at least 6 characters/),
    ).toBeVisible();
  });

  test('changing the city clears the chosen school', async ({ page }) => {
    await page.goto('/signup');
    await chooseCity(page, 'Giza');
    await chooseSchool(page, 'Pyramids School');
    await expect(page.getByRole('combobox', { name: /school/i })).toHaveValue('Pyramids School');
    await chooseCity(page, 'Luxor');
    await expect(page.getByRole('combobox', { name: /school/i })).toHaveValue('');
  });

  test('a refused registration leaves no new city or school behind', async ({ page, request }) => {
    const existing = await registerAccount(request);
    const suffix = randomUUID().slice(0, 6);
    const city = `Refusedtown ${suffix}`;
    await page.goto('/signup');
    await fillPerson(page, existing.email);
    await chooseCity(page, city);
    await chooseSchool(page, `Refused Academy ${suffix}`);
    await page.getByRole('checkbox', { name: /terms/i }).check();
    await page.getByRole('button', { name: /^sign up$/i }).click();
    await expect(page.getByText(/already exists/i).first()).toBeVisible();
    // The e-mail field is marked too, not only named in the toast.
    await expect(page.getByLabel(/^email/i)).toHaveAttribute('aria-invalid', 'true');
    const cities = (await (await request.get('/api/location/cities')).json()) as string[];
    expect(cities).not.toContain(city);
  });

  test('says before sending that a very common password is refused, and marks the field when it is', async ({
    page,
  }) => {
    await page.goto('/signup');
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await expect(password).toHaveAccessibleDescription(
      "At least 6 characters; a very common one such as 'password1' is refused",
    );
    await fillPerson(page, uniqueEmail('common'));
    await password.fill('password1');
    await chooseCity(page, 'Cairo');
    await chooseSchool(page, 'E2E Test School');
    await page.getByRole('checkbox', { name: /terms/i }).check();
    await page.getByRole('button', { name: /^sign up$/i }).click();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(/too common/);
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('an e-mail already registered gets a clear message', async ({ page, request }) => {
    const existing = await registerAccount(request);
    await page.goto('/signup');
    await fillPerson(page, existing.email);
    await chooseCity(page, 'Cairo');
    await chooseSchool(page, 'E2E Test School');
    await page.getByRole('checkbox', { name: /terms/i }).check();
    await page.getByRole('button', { name: /^sign up$/i }).click();
    // In the toast and under the marked e-mail field.
    await expect(page.getByRole('alert').getByText(/already exists/i)).toBeVisible();
    await expect(page.getByLabel(/^email/i)).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/signup$/);
  });
});
