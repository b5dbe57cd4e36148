import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { registerAccount } from './support/accounts';
import { checkPracticeAnswer } from './support/practice-check';
import { signIn } from './support/sign-in';

// The timed attempt screens (exam and trial) as a student on a phone meets them: where the
// question stands ('Question 7 of at most 40', a slim bar), the countdown kept in sight while a
// long question is scrolled, a typed answer that survives a reload, Enter that sends, and a
// second tab that fell behind saying so plainly. Practice's one-line field sends with Enter too.

const EXAM_MAX = 40;
const TRIAL_TOTAL = 25;

const heading = (page: Page) => page.getByRole('heading', { name: /^Question \d+( of .*)?$/ });
const field = (page: Page) => page.getByPlaceholder('Enter your answer...');
const nextButton = (page: Page) => page.getByRole('button', { name: 'Next Question' });

async function startExam(page: Page) {
  await page.goto('/start-exam');
  await page.getByRole('combobox', { name: 'Topic' }).click();
  await page.getByRole('option', { name: 'Geometry & Trigonometry' }).click();
  await page.getByRole('button', { name: 'Start Exam' }).click();
  await expect(page).toHaveURL(/\/exam$/);
  await expect(
    page.getByRole('heading', { name: `Question 1 of at most ${EXAM_MAX}` }),
  ).toBeVisible();
}

async function startTrial(page: Page) {
  await page.goto('/start-trial');
  await page.getByRole('button', { name: 'Start Trial' }).click();
  await expect(page).toHaveURL(/\/trial$/);
  await expect(page.getByRole('heading', { name: `Question 1 of ${TRIAL_TOTAL}` })).toBeVisible();
}

async function questionNumber(page: Page): Promise<number> {
  const text = (await heading(page).textContent()) ?? '';
  return Number(/^Question (\d+)/.exec(text)?.[1]);
}

/** Waits for the question after `number` (the trial shows its verdict for a second first). */
async function expectQuestion(page: Page, number: number) {
  await expect(
    page.getByRole('heading', { name: new RegExp(`^Question ${number} of `) }),
  ).toBeVisible();
}

/** Answers multiple-choice questions (first option) until a short-answer one is on screen. */
async function reachShortAnswer(page: Page): Promise<Locator> {
  for (let guard = 0; guard < 30; guard += 1) {
    const radios = page.getByRole('radio');
    await expect(radios.first().or(field(page))).toBeVisible();
    if ((await radios.count()) === 0) {
      await expect(field(page)).toBeEnabled();
      return field(page);
    }
    const number = await questionNumber(page);
    await radios.first().check();
    await nextButton(page).click();
    await expectQuestion(page, number + 1);
  }
  throw new Error('no short-answer question came');
}

/** A question with a figure, answering others (first option, or '1') on the way. */
async function reachFigure(page: Page) {
  for (let guard = 0; guard < 30; guard += 1) {
    const form = page.getByRole('form', { name: /^Question \d+/ });
    await expect(page.getByRole('radio').first().or(field(page))).toBeVisible();
    if ((await form.locator('img').count()) > 0) return;
    const number = await questionNumber(page);
    if ((await page.getByRole('radio').count()) > 0) await page.getByRole('radio').first().check();
    else await field(page).fill('1');
    await nextButton(page).click();
    await expectQuestion(page, number + 1);
  }
  throw new Error('no question with a figure came');
}

const draftIn = (page: Page, key: string) =>
  page.evaluate((name) => localStorage.getItem(name), key);

test('the exam says "Question n of at most 40" with a slim bar; the trial "Question n of 25"', async ({
  page,
  request,
}) => {
  await signIn(page, await registerAccount(request));
  await startExam(page);
  const examBar = page.getByRole('progressbar', { name: 'Progress' });
  await expect(examBar).toHaveAttribute('aria-valuetext', `Question 1 of at most ${EXAM_MAX}`);
  await expect(examBar).toHaveAttribute('aria-valuenow', String(100 / EXAM_MAX));
  const radios = page.getByRole('radio');
  await expect(radios.first().or(field(page))).toBeVisible();
  if ((await radios.count()) > 0) await radios.first().check();
  else await field(page).fill('1');
  await nextButton(page).click();
  await expect(
    page.getByRole('heading', { name: `Question 2 of at most ${EXAM_MAX}` }),
  ).toBeVisible();
  await expect(examBar).toHaveAttribute('aria-valuenow', String((2 / EXAM_MAX) * 100));

  await startTrial(page);
  await expect(page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
    'aria-valuetext',
    `Question 1 of ${TRIAL_TOTAL}`,
  );
});

test.describe('on a phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('the countdown stays in sight, under the app bar, while a question with a figure is scrolled to its end', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, await registerAccount(request));
    await startExam(page);
    await reachFigure(page);

    const countdown = page.getByTestId('attempt-countdown');
    const appBar = page.getByRole('banner');
    const form = page.getByRole('form', { name: /^Question \d+/ });
    // At rest the countdown sits above the question, covering none of it.
    const restingTimer = await countdown.boundingBox();
    const restingQuestion = await form.boundingBox();
    expect(restingTimer && restingQuestion).toBeTruthy();
    expect(restingTimer!.y + restingTimer!.height).toBeLessThanOrEqual(restingQuestion!.y);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(nextButton(page)).toBeInViewport();

    const timer = await countdown.boundingBox();
    const bar = await appBar.boundingBox();
    const button = await nextButton(page).boundingBox();
    expect(timer && bar && button).toBeTruthy();
    // Within the viewport, just under the app bar (not hidden under it), above the Next button.
    expect(timer!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height - 1);
    expect(timer!.y + timer!.height).toBeLessThanOrEqual(640);
    expect(timer!.y + timer!.height).toBeLessThanOrEqual(button!.y);
    await expect(page.getByRole('timer')).toBeInViewport();
    await expect(page.getByRole('timer')).toHaveText(/^\d+:\d{2}$/);
    await expect(page.getByRole('progressbar', { name: 'Time remaining' })).toBeInViewport();
  });
});

test('a typed exam answer survives a reload and is gone once sent; Enter sends, Shift+Enter adds a line', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page, await registerAccount(request));
  await startExam(page);
  const box = await reachShortAnswer(page);
  const number = await questionNumber(page);

  await box.fill('12');
  await box.press('Shift+Enter');
  await box.pressSequentially('cm');
  await expect(box).toHaveValue('12\ncm');
  expect(await questionNumber(page)).toBe(number);

  await page.reload();
  await expect(field(page)).toHaveValue('12\ncm');
  await expect(field(page)).toBeEnabled();
  expect(await questionNumber(page)).toBe(number);

  // An empty box: Enter sends nothing.
  await field(page).fill('');
  await field(page).press('Enter');
  await expect(field(page)).toHaveValue('');
  expect(await questionNumber(page)).toBe(number);

  await field(page).fill('12');
  await field(page).press('Enter');
  await expectQuestion(page, number + 1);
  expect(await draftIn(page, 'examAnswerDraft')).toBeNull();
  await page.reload();
  await expectQuestion(page, number + 1);
  const radios = page.getByRole('radio');
  await expect(radios.first().or(field(page))).toBeVisible();
  if ((await radios.count()) === 0) await expect(field(page)).toHaveValue('');
});

test('a typed trial answer survives a reload, and Enter sends it', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signIn(page, await registerAccount(request));
  await startTrial(page);
  const box = await reachShortAnswer(page);
  const number = await questionNumber(page);
  await box.fill('3.5');
  await page.reload();
  await expect(field(page)).toHaveValue('3.5');
  await expect(field(page)).toBeEnabled();
  await field(page).press('Enter');
  await expectQuestion(page, number + 1);
  expect(await draftIn(page, 'trialAnswerDraft')).toBeNull();
});

test("practice's one-line answer field sends with Enter", async ({ page, request }) => {
  await signIn(page, await registerAccount(request));
  await page.goto('/practice-topics');
  await page.getByRole('combobox', { name: 'Topic' }).click();
  await page.getByRole('option', { name: 'Geometry & Trigonometry' }).click();
  await page.getByRole('button', { name: 'Start Practice' }).click();
  await expect(page).toHaveURL(/\/practice$/);
  const answer = page.getByRole('textbox', { name: 'Your Answer' });
  for (let guard = 0; guard < 30; guard += 1) {
    const radios = page.getByRole('radio');
    await expect(radios.first().or(answer)).toBeVisible();
    if ((await radios.count()) === 0) break;
    const number = await questionNumber(page);
    await radios.first().check();
    await checkPracticeAnswer(page);
    await nextButton(page).click();
    await expect(
      page.getByRole('heading', { name: `Question ${number + 1}`, exact: true }),
    ).toBeVisible();
  }
  await expect(answer).toBeEnabled();
  await expect(nextButton(page)).toHaveCount(0);
  await answer.fill('1');
  await answer.press('Enter');
  // Checked: the answer is locked, and the next question is offered (or, wrong at the first
  // try, the second try is: 'Try again' or 'Show Answer').
  await expect(nextButton(page).or(page.getByRole('button', { name: 'Try again' }))).toBeVisible();
  await expect(answer).toBeDisabled();
});

test('a second tab that fell behind says the question was answered in another tab, and shows the current one', async ({
  page,
  context,
  request,
}) => {
  await signIn(page, await registerAccount(request));
  await startExam(page);
  const behind = await context.newPage();
  await behind.goto('/exam');
  await expect(
    behind.getByRole('heading', { name: `Question 1 of at most ${EXAM_MAX}` }),
  ).toBeVisible();

  // Both tabs answer question 1, differently; the first tab's answer counts.
  const answerIn = async (tab: Page, which: number) => {
    const radios = tab.getByRole('radio');
    await expect(radios.first().or(field(tab))).toBeEnabled();
    if ((await radios.count()) > 0) await radios.nth(which).check();
    else await field(tab).fill(String(which + 1));
    await nextButton(tab).click();
  };
  await answerIn(page, 0);
  await expectQuestion(page, 2);
  await answerIn(behind, 1);

  // Said under the new question's heading, where focus lands: in sight, not under the countdown.
  await expect(behind.getByText('This question was answered in another tab.')).toBeInViewport();
  await expectQuestion(behind, 2);
  await expect(behind.getByText(/Check your connection/)).toHaveCount(0);
  await expect(behind.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
  // The question shown is the exam's current one: the same as in the first tab.
  const notice = 'This question was answered in another tab.';
  const shownBehind = await behind.getByRole('form', { name: /^Question 2 / }).textContent();
  expect(shownBehind?.replace(notice, '')).toBe(
    await page.getByRole('form', { name: /^Question 2 / }).textContent(),
  );
});
