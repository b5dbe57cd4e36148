import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { registerAccount } from './support/accounts';
import { e2eEnv } from './support/e2e-env';
import { checkScreenAsShown, checkScreenAtBothWidths } from './support/screen-check';
import { signIn } from './support/sign-in';

// The timed adaptive exam in the browser against the real server: start, answer multiple-choice
// and short-answer questions until the engine stops, the report, the dashboard card and the
// details of an incorrect answer; a reload mid-exam; and the server's deadline ending an exam.

async function startExam(page: Page) {
  await page.goto('/start-exam');
  await expect(page.getByRole('heading', { name: 'Start Exam', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Exam' })).toBeDisabled();
  await page.getByRole('combobox', { name: 'Topic' }).click();
  await page.getByRole('option', { name: 'Geometry & Trigonometry' }).click();
  await page.getByRole('button', { name: 'Start Exam' }).click();
  await expect(page).toHaveURL(/\/exam$/);
  await expect(page.getByRole('heading', { name: 'Question 1' })).toBeVisible();
}

/** Gives some answer to the question on screen; returns its kind. */
async function answerCurrent(page: Page, shortAnswer = '1'): Promise<'mcq' | 'short'> {
  const next = page.getByRole('button', { name: 'Next Question' });
  await expect(next).toBeDisabled();
  const radios = page.getByRole('radio');
  const field = page.getByPlaceholder('Enter your answer...');
  await expect(radios.first().or(field)).toBeVisible();
  let kind: 'mcq' | 'short';
  if ((await radios.count()) > 0) {
    await radios.first().check();
    kind = 'mcq';
  } else {
    await field.fill(shortAnswer);
    kind = 'short';
  }
  await expect(next).toBeEnabled();
  await next.click();
  return kind;
}

async function currentQuestionNumber(page: Page): Promise<number> {
  const heading = page.getByRole('heading', { name: /^Question \d+ of at most 40$/ });
  const text = (await heading.textContent()) ?? '';
  return Number(/^Question (\d+)/.exec(text)?.[1]);
}

function secondsOf(timer: string): number {
  const match = /(\d+):(\d{2})/.exec(timer);
  if (!match) throw new Error(`no m:ss in "${timer}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

test('a student takes a full adaptive exam, reads the report, and reviews a wrong answer', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000); // 40 questions; a loaded 2-core CI machine took 77 s
  await signIn(page, await registerAccount(request));
  await startExam(page);

  await checkScreenAsShown(page, 'exam-laptop');
  const kinds = new Set<string>();
  for (let expected = 1; ; expected += 1) {
    expect(await currentQuestionNumber(page)).toBe(expected);
    kinds.add(await answerCurrent(page));
    const next = page.getByRole('heading', { name: `Question ${expected + 1}` });
    const report = page.getByRole('heading', { name: 'Overall Performance' });
    await expect(next.or(report)).toBeVisible();
    if (await report.isVisible()) break;
    expect(expected, 'the engine stops by its maximum length').toBeLessThan(40);
  }
  expect([...kinds].sort()).toEqual(['mcq', 'short']);

  await expect(page).toHaveURL(/\/report$/);
  await expect(page.getByText('Out of time')).toHaveCount(0);
  await expect(page.getByText(/^(Excellent|Good|Fair|Needs Improvement)$/)).toBeVisible();
  await expect(page.getByText('Average Time per Question')).toBeVisible();
  await expect(page.getByText(/^\d+ of \d+ correct$/)).toBeVisible();
  await expect(page.getByText(/seconds per question/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Lesson Performance' })).toBeVisible();
  await checkScreenAtBothWidths(page, 'report');

  await page.getByRole('button', { name: 'View Dashboard' }).click();
  await expect(page.getByText('Exam 1 of 1')).toBeVisible();
  await expect(page.getByText(/\d+ incorrect out of \d+ questions/)).toBeVisible();
  await page.getByRole('button', { name: 'View Details of exam 1' }).click();
  await expect(page.getByRole('heading', { name: 'Exam Report Details' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Incorrect Answers' })).toBeVisible();
  // The lesson scores as on the report, the few-question ones saying so (docs/product.md §2.14).
  await expect(page.getByRole('list', { name: 'Lesson Performance' })).toBeVisible();
  // Each wrong answer is named by its position, its lesson and a one-line preview of its text.
  const firstWrong = page.getByRole('button', { name: /^Question \d+\b/ }).first();
  await expect(firstWrong.getByTestId('question-preview')).not.toBeEmpty();
  await expect(firstWrong.getByTestId('question-preview')).not.toContainText('$');
  await expect(page.getByText(/^\d+ of \d+ correct$/)).toBeVisible();
  await expect(
    page.getByText('Estimated from which questions you got right and how hard they were.'),
  ).toBeVisible();
  await firstWrong.click();
  await expect(page.getByText('Your answer', { exact: true })).toBeVisible();
  await expect(page.getByText('Correct answer', { exact: true })).toBeVisible();
  await checkScreenAtBothWidths(page, 'exam-details');
});

test('a reload mid-exam brings back the same question and the same remaining time', async ({
  page,
  request,
}) => {
  await signIn(page, await registerAccount(request));
  await startExam(page);
  await answerCurrent(page);
  await expect(page.getByRole('heading', { name: 'Question 2' })).toBeVisible();
  const question = page.getByRole('form', { name: 'Question 2' });
  const before = await question.textContent();
  const timerBefore = secondsOf((await page.getByRole('timer').textContent()) ?? '');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Question 2' })).toBeVisible();
  expect(await question.textContent()).toBe(before);
  const timerAfter = secondsOf((await page.getByRole('timer').textContent()) ?? '');
  // The server's deadline did not move: the clock only went down, by the reload's few seconds.
  expect(timerAfter).toBeLessThanOrEqual(timerBefore);
  expect(timerBefore - timerAfter).toBeLessThan(30);
});

test.describe('on a server whose exams last a few seconds', () => {
  // At a phone's width, so the exam and the report are also checked there.
  test.use({ baseURL: e2eEnv.shortExamBaseUrl, viewport: { width: 360, height: 780 } });

  test("the server's deadline ends the exam on the report, marked 'Out of time'", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, await registerAccount(request));
    // The intro promises this server's length (GET /api/config), not the default 60 minutes.
    const minutes = Math.ceil(e2eEnv.shortExamSeconds / 60);
    await page.goto('/start-exam');
    await expect(page.getByText(`${minutes} min`, { exact: true })).toBeVisible();
    await expect(
      page.getByText(`You have ${minutes} minute${minutes === 1 ? '' : 's'}.`, { exact: false }),
    ).toBeVisible();
    await startExam(page);
    await checkScreenAsShown(page, 'exam-phone');
    await answerCurrent(page);
    await expect(page.getByRole('heading', { name: 'Question 2' })).toBeVisible();
    await expect(page).toHaveURL(/\/report$/, { timeout: (e2eEnv.shortExamSeconds + 20) * 1000 });
    await expect(page.getByText('Out of time')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Overall Performance' })).toBeVisible();
    await checkScreenAsShown(page, 'report-out-of-time-phone');
  });
});
