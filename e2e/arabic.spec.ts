import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { registerAccount, uniqueEmail, type TestAccount } from './support/accounts';
import { ar, chooseArabic, expectArabicPage } from './support/arabic';
import { checkScreenAsShown } from './support/screen-check';
import { storedToken } from './support/session';

// Issue 24: the interface in Arabic, right to left. Every screen at a phone and a laptop width
// with no Latin word outside maths, the bank's English, the brand and the user's own data; no
// accessibility violation (axe) and no sideways scrolling; a screenshot of each kept in
// test-results/screens/ar-*.png for review. Then the main flows in Arabic: sign-up (the account
// keeps the language), practice, the exam and the trial.
const widths = [
  { name: 'phone', width: 360, height: 780 },
  { name: 'laptop', width: 1280, height: 800 },
];
const ALWAYS_LATIN = ['Exam Prep', 'Google', 'Microsoft', 'Apple'];

/** An ICU message's plain text with its {placeholders} filled (the tests use no plurals). */
const fill = (message: string, values: Record<string, string>) =>
  message.replace(/\{(\w+)\}/g, (_all, name: string) => values[name] ?? `{${name}}`);
/** The words of a message with an element inside (`<0>…</0>`), as the reader sees them. */
const plain = (message: string) => message.replace(/<\/?\d+>/g, '');

const publicScreens = [
  { path: '/login', heading: 'login.title' },
  { path: '/signup', heading: 'signup.title' },
  { path: '/forgot-password', heading: 'reset.forgotTitle' },
  { path: '/reset-password?token=abc', heading: 'reset.title' },
  { path: '/privacy-policy', heading: 'static.privacy.title' },
  { path: '/support', heading: 'static.support.title' },
  { path: '/delete-account', heading: 'static.delete.title' },
  { path: '/no-such-page', heading: 'static.notFound.title' },
];
const signedInScreens = [
  { path: '/dashboard', heading: 'dashboard.title' },
  { path: '/start-exam', heading: 'exam.start.title' },
  { path: '/practice-topics', heading: 'practice.topics.title' },
  { path: '/start-trial', heading: 'trial.start.title' },
  // A new account's empty states.
  { path: '/practice-history', heading: 'practice.noHistory' },
  { path: '/report', heading: 'exam.noResultsTitle' },
  { path: '/trial-report', heading: 'trial.noResults' },
  { path: '/account', heading: 'account.title' },
];
/**
 * The privacy policy names what the browser and the server keep by their technical names (the
 * storage keys and cookies a parent can look up in the browser, the hash algorithm, IP, https).
 */
const PRIVACY_TERMS = [
  'token user session storage local rememberedEmail __Host-XSRF-TOKEN XSRF-TOKEN https argon2id hash IP',
];

async function checkArabicScreen(
  page: Page,
  path: string,
  heading: string,
  label: string,
  allowed: string[],
) {
  await page.goto(path);
  await expect(page.getByText(ar(heading), { exact: true }).first()).toBeVisible();
  await expectArabicPage(page, allowed);
  // Axe, no sideways scrolling, no duplicate id, and test-results/screens/ar-<path>-<width>.png.
  await checkScreenAsShown(page, `ar-${path.replace(/[/?=]+/g, '_').replace(/^_/, '')}-${label}`);
}

async function signInInArabic(page: Page, account: TestAccount) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: ar('login.email') }).fill(account.email);
  await page.getByRole('textbox', { name: ar('login.password') }).fill(account.password);
  await page.getByRole('button', { name: ar('login.signIn') }).click();
  await expect(page.getByRole('heading', { level: 1, name: ar('dashboard.title') })).toBeVisible();
}

/** The words of the account that appear on its pages (user data stays as typed). */
const accountWords = (account: TestAccount) => [
  ...ALWAYS_LATIN,
  account.username,
  // The avatar's initials.
  account.username
    .split(' ')
    .map((part) => part.charAt(0))
    .join(''),
  account.email,
  'Cairo',
  'E2E Test School',
];

test.describe('the interface in Arabic', () => {
  test.beforeEach(async ({ context }) => {
    await chooseArabic(context);
  });

  for (const size of widths) {
    test.describe(`at ${size.width} px`, () => {
      test.use({ viewport: { width: size.width, height: size.height } });

      test('public screens', async ({ page, request }) => {
        const config = (await (await request.get('/api/config')).json()) as {
          supportEmail?: string;
        };
        const allowed = [...ALWAYS_LATIN, config.supportEmail ?? ''];
        for (const screen of publicScreens) {
          const extra = screen.path === '/privacy-policy' ? PRIVACY_TERMS : [];
          await checkArabicScreen(page, screen.path, screen.heading, size.name, [
            ...allowed,
            ...extra,
          ]);
        }
      });

      test('signed-in screens', async ({ page, request }) => {
        const account = await registerAccount(request, undefined, 'Mona Adel');
        await signInInArabic(page, account);
        for (const screen of signedInScreens) {
          // 'JSON' names the file format of 'Download my data', as the browser will show it.
          const extra = screen.path === '/account' ? ['JSON'] : [];
          await checkArabicScreen(page, screen.path, screen.heading, size.name, [
            ...accountWords(account),
            ...extra,
          ]);
        }
      });
    });
  }

  test('the switch changes the language on the spot, and the choice stays', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: ar('login.title') })).toBeVisible();
    await page.getByRole('textbox', { name: ar('login.email') }).fill('typed@example.test');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    // What was typed survives the switch: the screen is re-styled, not rebuilt.
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
      'typed@example.test',
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.getByRole('heading', { level: 1, name: ar('login.title') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('sign-up in Arabic: the account keeps the language', async ({ page, request }) => {
    const suffix = randomUUID().slice(0, 6);
    const email = uniqueEmail('arabic');
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: ar('signup.title') })).toBeVisible();
    await page.getByLabel(ar('signup.firstName')).first().fill('Salma');
    await page.getByLabel(ar('signup.lastName')).first().fill('Hassan');
    await page.getByRole('textbox', { name: ar('signup.email') }).fill(email);
    await page
      .getByRole('textbox', { name: ar('signup.password'), exact: true })
      .fill('Circle-Chords-7');
    await page.getByLabel(ar('signup.phoneNumber')).first().fill('+20 100 000 0000');
    for (const [label, value] of [
      ['auth.city', `Newtown ${suffix}`],
      ['auth.school', `Hilltop Academy ${suffix}`],
    ] as const) {
      const input = page.getByRole('combobox', { name: ar(label) });
      await input.fill(value);
      await input.press('Enter');
      await input.blur();
    }
    // Nothing typed in the terms box yet: the form says what is missing, in Arabic.
    await page.getByRole('button', { name: ar('signup.submit'), exact: true }).click();
    await expect(page.getByText(ar('server.termsRequired')).first()).toBeVisible();
    await page.getByRole('checkbox', { name: plain(ar('signup.acceptTerms')) }).check();
    await page.getByRole('button', { name: ar('signup.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/start-exam$/);
    await expect(
      page.getByRole('heading', { level: 1, name: ar('exam.start.title') }),
    ).toBeVisible();
    const token = await storedToken(page);
    const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(((await me.json()) as { user: { language: string } }).user.language).toBe('ar');
  });

  test('practice, the exam and the trial in Arabic', async ({ page, request }) => {
    const account = await registerAccount(request, undefined, 'Mona Adel');
    await signInInArabic(page, account);
    const allowed = accountWords(account);

    // Practice one lesson, chosen by its Arabic title.
    const unit = ar('lesson.Angles and trigonometric functions');
    const lesson = ar('lesson.Angles in standard position');
    await page.goto('/practice-topics');
    const picker = page.getByRole('region', { name: ar('practice.picker.title') });
    await picker.locator('details').filter({ hasText: unit }).locator('summary').first().click();
    await picker
      .getByRole('button', { name: fill(ar('practice.picker.practiseAria'), { lesson }) })
      .click();
    await expect(page).toHaveURL(/\/practice$/);
    await expect(page.getByTestId('practice-focus')).toHaveText(lesson);
    // Any answer will do: the verdict, whichever it is, must be in Arabic.
    const options = page.getByRole('radio');
    await expect(options.or(page.getByRole('textbox')).first()).toBeVisible();
    if ((await options.count()) > 0) await options.first().check();
    else await page.getByRole('textbox').first().fill('1');
    await page.getByRole('button', { name: ar('practice.question.showAnswer') }).click();
    const correct = page.getByText(ar('practice.verdict.correct'), { exact: true });
    const tryAgain = page.getByText(ar('practice.tryAgainPrompt'));
    await expect(correct.or(tryAgain)).toBeVisible();
    if (await tryAgain.isVisible()) {
      await page.getByRole('button', { name: ar('practice.question.showAnswer') }).click();
      await expect(page.getByText(ar('practice.verdict.incorrect'), { exact: true })).toBeVisible();
    }
    await expectArabicPage(page, allowed);
    await page.screenshot({
      path: 'test-results/screens/ar-practice-answered.png',
      fullPage: true,
    });

    // The timed exam: its first question, in an Arabic frame.
    await page.goto('/start-exam');
    await page.getByRole('combobox', { name: ar('exam.start.topic') }).click();
    await page.getByRole('option', { name: ar('lesson.Geometry & Trigonometry') }).click();
    await page.getByRole('button', { name: ar('exam.start.button') }).click();
    await expect(page).toHaveURL(/\/exam$/);
    await expect(page.getByRole('button', { name: ar('attempt.nextQuestion') })).toBeVisible();
    await expectArabicPage(page, allowed);
    await page.screenshot({ path: 'test-results/screens/ar-exam-question.png', fullPage: true });

    // The trial.
    await page.goto('/start-trial');
    await page.getByRole('button', { name: ar('trial.start.button') }).click();
    await expect(page).toHaveURL(/\/trial$/);
    await expectArabicPage(page, allowed);
    await page.screenshot({ path: 'test-results/screens/ar-trial-question.png', fullPage: true });
  });
});
