import type { PracticeHelp, Question } from '@exam/contract';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { registerAccount } from './support/accounts';
import { giveKeyedAnswer } from './support/answer-key';
import { checkPracticeAnswer, TRY_AGAIN_TEXT } from './support/practice-check';
import { checkScreenAtBothWidths } from './support/screen-check';
import { signIn } from './support/sign-in';

// Issue 22 in the browser against the real server: a lesson chosen on the practice topics screen
// (each lesson with its mastery level), hints revealed one at a time and kept across a reload, a
// wrong first answer with 'Try again' and a right second try ('Right on the second try', not
// counted in the score), Show Answer after a wrong first try, and the lesson, the hints and the
// second try in the completion, the history and the review.

type Served = { question: Question; help: PracticeHelp };

/** The current question and its help, from the practice API's latest answer. */
function trackPracticeProgress(page: Page): () => Promise<Served> {
  let latest: Promise<Served> | null = null;
  page.on('response', (response) => {
    if (!/\/api\/practice\/(start|next-question|state\/)/.test(response.url())) return;
    if (!response.ok()) return;
    latest = response.json().then((body: Record<string, unknown>) => {
      const progress = (body.progress ?? body) as Partial<Served>;
      return { question: progress.question as Question, help: progress.help as PracticeHelp };
    });
  });
  return async () => {
    await expect.poll(() => latest !== null).toBe(true);
    return (await latest) as Served;
  };
}

const answerField = (page: Page) => page.getByRole('textbox', { name: 'Your Answer' });

/** The '3 correct' chip's number. */
async function correctCount(page: Page): Promise<number> {
  const text = await page.getByText(/^\d+ correct$/).textContent();
  return Number((text ?? '').split(' ')[0]);
}

test('practice one lesson with hints, a second try and Show Answer; the review shows them', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await signIn(page, await registerAccount(request));
  const served = trackPracticeProgress(page);

  // The lesson picker: units fold away; a new student's lessons are 'Not started'.
  await page.goto('/practice-topics');
  await expect(page.getByRole('region', { name: 'Recommended for you' })).toContainText(
    'Questions from the whole topic, your weakest lessons first.',
  );
  const picker = page.getByRole('region', { name: 'Practise one lesson' });
  const firstUnit = picker.locator('details').first();
  await firstUnit.locator('summary').click();
  const lesson = firstUnit.getByRole('listitem').first();
  await expect(lesson.getByText('Not started')).toBeVisible();
  await checkScreenAtBothWidths(page, 'practice-lesson-picker');
  const practise = lesson.getByRole('button', { name: /^Practise this lesson: / });
  const lessonName = ((await practise.getAttribute('aria-label')) ?? '').replace(
    'Practise this lesson: ',
    '',
  );
  expect(lessonName).not.toBe('');
  await practise.click();
  await expect(page).toHaveURL(/\/practice$/);
  await expect(page.getByTestId('practice-focus')).toHaveText(lessonName);

  // A question with at least two hints (the bank gives every item one to three).
  let number = 1;
  for (; ; number += 1) {
    await expect(page.getByRole('heading', { name: `Question ${number}` })).toBeVisible();
    const { question, help } = await served();
    if (help.hintsTotal >= 2) break;
    expect(number, 'a question with two hints within 15').toBeLessThan(15);
    await giveKeyedAnswer(page, question, true, answerField(page));
    await checkPracticeAnswer(page);
    await page.getByRole('button', { name: 'Next Question' }).click();
  }
  const { question, help } = await served();
  const hintButton = page.getByRole('button', { name: /^Hint/ });
  await hintButton.click();
  const hints = page.getByRole('list', { name: 'Hints' });
  await expect(hints.getByText(`Hint 1 of ${help.hintsTotal}`)).toBeVisible();
  await hintButton.click();
  await expect(hints.getByText(`Hint 2 of ${help.hintsTotal}`)).toBeVisible();
  await expect(hintButton).toHaveCount(help.hintsTotal > 2 ? 1 : 0);
  expect(await hints.locator('.katex-error').count()).toBe(0);
  await checkScreenAtBothWidths(page, 'practice-two-hints');
  // Revealed hints are the server's: a reload shows them again.
  await page.reload();
  await expect(hints.getByText(`Hint 2 of ${help.hintsTotal}`)).toBeVisible();

  // A wrong first answer: a kind word, the key kept back, then a right second try.
  const before = await correctCount(page);
  await giveKeyedAnswer(page, question, false, answerField(page));
  await page.getByRole('button', { name: 'Show Answer' }).click();
  await expect(page.getByText(TRY_AGAIN_TEXT)).toBeVisible();
  await expect(page.getByText('The correct answer is:')).toHaveCount(0);
  await checkScreenAtBothWidths(page, 'practice-try-again');
  await page.getByRole('button', { name: 'Try again' }).click();
  await giveKeyedAnswer(page, question, true, answerField(page));
  await page.getByRole('button', { name: 'Show Answer' }).click();
  await expect(page.getByText('Right on the second try')).toBeVisible();
  await expect(page.getByText('Your first answer:')).toBeVisible();
  await expect(page.getByText('2 hints used')).toBeVisible();
  // The score counts first tries only.
  expect(await correctCount(page)).toBe(before);
  await checkScreenAtBothWidths(page, 'practice-second-try');
  const hintedNumber = number;

  // The next question: wrong, then Show Answer gives the second try up and shows the key.
  await page.getByRole('button', { name: 'Next Question' }).click();
  number += 1;
  await expect(page.getByRole('heading', { name: `Question ${number}` })).toBeVisible();
  await giveKeyedAnswer(page, (await served()).question, false, answerField(page));
  await page.getByRole('button', { name: 'Show Answer' }).click();
  await expect(page.getByText(TRY_AGAIN_TEXT)).toBeVisible();
  await page.getByRole('button', { name: 'Show Answer' }).click();
  await expect(page.getByText('Incorrect!', { exact: true })).toBeVisible();
  await expect(page.getByText('The correct answer is:')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Hint/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Practice Completed')).toBeVisible();
  await expect(page.getByText(lessonName, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'View History' }).click();
  await expect(page.getByRole('article').first().getByText(lessonName)).toBeVisible();
  await page
    .getByRole('button', { name: /^View Details/ })
    .first()
    .click();
  await expect(page.getByRole('region', { name: 'Summary' }).getByText(lessonName)).toBeVisible();
  await page.getByRole('tab', { name: `Q${hintedNumber} correct` }).click();
  await expect(page.getByTestId('answer-help')).toHaveText('2 hints used · Second try');
  await expect(page.getByText('Right on the second try')).toBeVisible();
  await page.getByRole('tab', { name: `Q${number} incorrect` }).click();
  await expect(page.getByRole('note').filter({ hasText: /^Incorrect!/ })).toBeVisible();
  expect(problems).toEqual([]);
});
