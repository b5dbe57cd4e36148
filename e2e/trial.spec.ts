import type { Question } from '@exam/contract';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { registerAccount } from './support/accounts';
import { giveKeyedAnswer } from './support/answer-key';
import { e2eEnv } from './support/e2e-env';
import { checkScreenAsShown, checkScreenAtBothWidths } from './support/screen-check';
import { trackServedQuestion } from './support/served-question';
import { signIn } from './support/sign-in';

// The 25-minute trial in the browser against the real server: the intro, all 25 questions
// answered rightly and wrongly in both formats (the seed bank's answer key says which answer is
// right) with the verdict after each, the report and its fallback after a reload, a reload
// mid-trial, and the server's deadline ending a trial on the short-deadline server.

const TOTAL = 25;

/** The question the server served last, read from the trial API's responses. */
const trackServedTrialQuestion = (page: Page) =>
  trackServedQuestion(
    page,
    /\/api\/trial\/(generate|next-question|current|state\/)/,
    (body) => body.question ?? (body.trial as { question?: unknown } | null | undefined)?.question,
  );

/** The intro promises the server's trial length: 25 minutes by default (GET /api/config). */
async function openIntro(page: Page, minutes = 25) {
  await page.goto('/start-trial');
  await expect(page.getByRole('heading', { name: 'Trial Mode', level: 1 })).toBeVisible();
  const length = minutes === 1 ? '1 minute' : `${minutes} minutes`;
  await expect(
    page.getByText(`You have ${length} for 25 questions`, { exact: false }),
  ).toBeVisible();
}

/** Starts a trial and answers question 1 rightly; question 2 is then on screen. */
async function startAndAnswerFirst(page: Page, minutes = 25) {
  const served = trackServedTrialQuestion(page);
  await startTrial(page, minutes);
  await giveAnswer(page, await served(), true);
  await page.getByRole('button', { name: 'Next Question' }).click();
  await expect(page.getByRole('heading', { name: `Question 2 of ${TOTAL}` })).toBeVisible();
}

async function startTrial(page: Page, minutes = 25) {
  await openIntro(page, minutes);
  await page.getByRole('button', { name: 'Start Trial' }).click();
  await expect(page).toHaveURL(/\/trial$/);
  await expect(page.getByRole('heading', { name: `Question 1 of ${TOTAL}` })).toBeVisible();
}

/** Answers the question on screen rightly or wrongly (not yet sent); returns its type. */
async function giveAnswer(page: Page, served: Question, right: boolean): Promise<string> {
  const next = page.getByRole('button', { name: 'Next Question' });
  await expect(next).toBeDisabled();
  const type = await giveKeyedAnswer(
    page,
    served,
    right,
    page.getByPlaceholder('Enter your answer...'),
  );
  await expect(next).toBeEnabled();
  return type;
}

function verdict(page: Page, right: boolean) {
  return page.getByRole('status').getByText(right ? 'Correct!' : 'Incorrect', { exact: true });
}

/**
 * Runs `work` while the page's paused fake clock creeps on by a millisecond at a time: axe needs
 * its timers to fire, but the verdict on screen (shown for a second) must stay. The fake clock
 * belongs to the whole browser context, so a tick can land on the blank page axe opens and
 * closes for its own use; such a tick is skipped (the next one follows 20 ms later).
 */
async function withClockCreeping<T>(page: Page, work: () => Promise<T>): Promise<T> {
  let done = false;
  const creep = (async () => {
    while (!done) {
      await page.clock.runFor(1).catch((error: unknown) => {
        if (!String(error).includes('has been closed')) throw error;
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    return await work();
  } finally {
    done = true;
    await creep;
  }
}

function secondsOf(timer: string): number {
  const match = /(\d+):(\d{2})/.exec(timer);
  if (!match) throw new Error(`no m:ss in "${timer}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

test('a student takes a whole trial with a verdict after each answer and reads the report', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await signIn(page, await registerAccount(request));
  const served = trackServedTrialQuestion(page);
  await openIntro(page);
  await checkScreenAtBothWidths(page, 'trial-intro');
  await page.getByRole('button', { name: 'Start Trial' }).click();
  await expect(page.getByRole('heading', { name: `Question 1 of ${TOTAL}` })).toBeVisible();
  await expect(page.getByText('Time Remaining:')).toBeVisible();
  await checkScreenAtBothWidths(page, 'trial');

  const seen = new Set<string>();
  const wrongWithFigure: number[] = [];
  let rightAnswers = 0;
  for (let number = 1; number <= TOTAL; number += 1) {
    await expect(
      page.getByRole('heading', { name: `Question ${number} of ${TOTAL}` }),
    ).toBeVisible();
    // Wrong, right, right, wrong...: the formats alternate, so each meets both verdicts. The
    // first question with a figure is answered wrongly, so the report must show its figure.
    const question = await served();
    const hasFigure = question.graph !== '' && question.graph !== '{}';
    const right = number % 3 !== 1 && !(hasFigure && wrongWithFigure.length === 0);
    if (!right && hasFigure) wrongWithFigure.push(number);
    const type = await giveAnswer(page, question, right);
    seen.add(`${type}:${right ? 'right' : 'wrong'}`);
    if (right) rightAnswers += 1;
    if (number === 2) {
      // Hold the verdict on screen (the page's timers paused) to check and photograph it.
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1_000);
    }
    await page.getByRole('button', { name: 'Next Question' }).click();
    await expect(verdict(page, right)).toBeVisible();
    if (number === 2) {
      // From the top, so the full-page screenshot does not draw the sticky header mid-page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await withClockCreeping(page, () => checkScreenAtBothWidths(page, 'trial-feedback'));
      await expect(verdict(page, right)).toBeVisible();
      await page.clock.resume();
    }
  }
  expect([...seen].sort()).toEqual([
    'MCQ:right',
    'MCQ:wrong',
    'short_answer:right',
    'short_answer:wrong',
  ]);

  await expect(page).toHaveURL(/\/trial-report$/);
  await expect(page.getByRole('heading', { name: 'Trial Report', level: 1 })).toBeVisible();
  const counts = `Correct Answers: ${rightAnswers} out of ${TOTAL}`;
  await expect(page.getByText(counts)).toBeVisible();
  await expect(page.getByText(`${((rightAnswers / TOTAL) * 100).toFixed(1)}%`)).toBeVisible();
  await expect(page.getByText('Out of time')).toHaveCount(0);
  const wrongItems = page
    .getByRole('region', { name: 'Incorrect Questions' })
    .getByRole('listitem');
  await expect(wrongItems).toHaveCount(TOTAL - rightAnswers);
  await expect(wrongItems.first().getByText('Your Answer', { exact: true })).toBeVisible();
  await expect(wrongItems.first().getByText('Correct Answer', { exact: true })).toBeVisible();
  // A wrong question's figure is shown with its text, without opening the worked solution.
  expect(wrongWithFigure.length, 'a question with a figure was answered wrongly').toBeGreaterThan(
    0,
  );
  for (const number of wrongWithFigure) {
    const item = wrongItems.filter({
      has: page.getByRole('heading', { name: `Question ${number}`, exact: true }),
    });
    const figure = item.getByRole('img').first();
    await expect(figure).toBeVisible();
    await expect
      .poll(() => figure.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
  await wrongItems.first().getByRole('button', { name: 'Show worked solution' }).click();
  await expect(wrongItems.first().getByText(/^Lesson: /)).toBeVisible();
  await checkScreenAtBothWidths(page, 'trial-report');

  // A reload keeps the report; opened afresh it falls back to the latest past trial.
  await page.reload();
  await expect(page.getByText(counts)).toBeVisible();
  await page.goto('/trial-report');
  await expect(page.getByText(counts)).toBeVisible();
  await expect(wrongItems).toHaveCount(TOTAL - rightAnswers);

  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/start-trial$/);
  expect(problems).toEqual([]);
});

test("the report says 'No trial results found.' before any trial", async ({ page, request }) => {
  await signIn(page, await registerAccount(request));
  await page.goto('/trial-report');
  await expect(page.getByRole('heading', { name: 'No trial results found.' })).toBeVisible();
  await checkScreenAsShown(page, 'trial-report-empty-laptop');
});

test('a reload mid-trial brings back the same question and the same remaining time', async ({
  page,
  request,
}) => {
  await signIn(page, await registerAccount(request));
  await startAndAnswerFirst(page);
  const question = page.getByRole('form', { name: `Question 2 of ${TOTAL}` });
  const before = await question.textContent();
  const timerBefore = secondsOf((await page.getByRole('timer').textContent()) ?? '');

  await page.reload();
  await expect(page.getByRole('heading', { name: `Question 2 of ${TOTAL}` })).toBeVisible();
  expect(await question.textContent()).toBe(before);
  const timerAfter = secondsOf((await page.getByRole('timer').textContent()) ?? '');
  // The server's deadline did not move: the clock only went down, by the reload's few seconds.
  expect(timerAfter).toBeLessThanOrEqual(timerBefore);
  expect(timerBefore - timerAfter).toBeLessThan(30);

  // The intro offers the running trial back.
  await page.goto('/start-trial');
  await expect(page.getByText('You have a trial in progress')).toBeVisible();
  await page.getByRole('button', { name: 'Resume Trial' }).click();
  await expect(page.getByRole('heading', { name: `Question 2 of ${TOTAL}` })).toBeVisible();
});

test.describe('on a server whose trials last a few seconds', () => {
  test.use({ baseURL: e2eEnv.shortExamBaseUrl, viewport: { width: 360, height: 780 } });

  test("the server's deadline ends the trial on the report, marked 'Out of time'", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, await registerAccount(request));
    // This server's trials last shortTrialSeconds, and its intro says so.
    await startAndAnswerFirst(page, Math.ceil(e2eEnv.shortTrialSeconds / 60));
    // Nothing is answered now: at zero the expiry alone ends the trial.
    await expect(page).toHaveURL(/\/trial-report$/, {
      timeout: (e2eEnv.shortTrialSeconds + 20) * 1000,
    });
    await expect(page.getByText('Out of time')).toBeVisible();
    await expect(page.getByText(`Correct Answers: 1 out of ${TOTAL}`)).toBeVisible();
    await expect(page.getByText(/23 questions were not reached/)).toBeVisible();
    await expect(page.getByText('Not answered: the time ran out')).toBeVisible();
    await checkScreenAsShown(page, 'trial-report-out-of-time-phone');
  });
});
