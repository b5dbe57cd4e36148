import { parseMathValue } from '@exam/bank';
import type { Question } from '@exam/contract';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { registerAccount } from './support/accounts';
import { correctAnswerOf, giveKeyedAnswer } from './support/answer-key';
import { checkScreenAsShown, checkScreenAtBothWidths } from './support/screen-check';
import { trackServedQuestion } from './support/served-question';
import { startLessonPractice } from './support/lesson-practice';
import { signIn } from './support/sign-in';

// Practice in the browser against the real server: correct and wrong answers of both kinds
// (the seed bank's answer key tells the test which answer is right), reviewing a past question
// and resuming the pending one, the quit confirmation, finishing, the history and the review of
// the session, and the sound setting surviving a reload.

/** The question the server served last, read from the practice API's responses. */
const trackServedPracticeQuestion = (page: Page) =>
  trackServedQuestion(
    page,
    /\/api\/practice\/(start|next-question|state\/)/,
    (body) => body.question ?? (body.progress as { question?: unknown } | undefined)?.question,
  );

async function startPractice(page: Page) {
  await page.goto('/practice-topics');
  await expect(page.getByRole('heading', { name: 'Practice Mode', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Topic' }).click();
  await page.getByRole('option', { name: 'Geometry & Trigonometry' }).click();
  await page.getByRole('button', { name: 'Start Practice' }).click();
  await expect(page).toHaveURL(/\/practice$/);
  await expect(page.getByRole('heading', { name: 'Question 1' })).toBeVisible();
}

/** Answers the question on screen, rightly or wrongly; returns its type. */
async function giveAnswer(page: Page, served: Question, right: boolean): Promise<string> {
  await expect(page.getByRole('heading', { name: /^Question \d+$/ })).toBeVisible();
  return giveKeyedAnswer(page, served, right, page.getByRole('textbox', { name: 'Your Answer' }));
}

let typeset = 0;
let figures = 0;

/** The question's math is typeset without a KaTeX error and its figure (if any) decodes. */
async function expectQuestionRendered(page: Page, question: Question) {
  const form = page.getByRole('form', { name: /^Question \d+$/ });
  if (question.question.includes('$')) await expect(form.locator('.katex').first()).toBeVisible();
  expect(await form.locator('.katex-error').count()).toBe(0);
  typeset += await form.locator('.katex').count();
  if (question.graph !== '' && question.graph !== '{}') {
    const figure = form.locator('img').first();
    await expect(figure).toBeVisible();
    await expect
      .poll(() => figure.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // The figure's own description (written by the bank from the figure), not a generic text.
    const alt = (await figure.getAttribute('alt')) ?? '';
    expect(alt.length).toBeGreaterThan(20);
    expect(alt).not.toBe('Figure for this question');
    figures += 1;
  }
}

test('a practice session: right and wrong answers, review, resume, finish, history and review', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await signIn(page, await registerAccount(request));
  const served = trackServedPracticeQuestion(page);
  await startPractice(page);
  await checkScreenAsShown(page, 'practice-laptop');

  const seen = new Set<string>();
  let questionNumber = 1;
  for (; questionNumber <= 12; questionNumber += 1) {
    if (questionNumber > 1) await page.getByRole('button', { name: 'Next Question' }).click();
    await expect(page.getByRole('heading', { name: `Question ${questionNumber}` })).toBeVisible();
    const showAnswer = page.getByRole('button', { name: 'Show Answer' });
    await expect(showAnswer).toBeDisabled();
    // Wrong, right, right, wrong...: formats alternate, so each format meets both verdicts.
    const right = questionNumber % 3 !== 1;
    await expectQuestionRendered(page, await served());
    const type = await giveAnswer(page, await served(), right);
    seen.add(`${type}:${right ? 'right' : 'wrong'}`);
    await showAnswer.click();
    if (right) {
      await expect(page.getByText('Correct!', { exact: true })).toBeVisible();
    } else {
      // A wrong first answer leaves a second try; Show Answer gives it up and shows the key.
      await expect(page.getByText('Not quite. Try again, or show the answer.')).toBeVisible();
      await page.getByRole('button', { name: 'Show Answer' }).click();
      await expect(page.getByText('Incorrect!', { exact: true })).toBeVisible();
      await expect(page.getByText('The correct answer is:')).toBeVisible();
    }
    if (questionNumber === 3) await checkScreenAtBothWidths(page, 'practice-checked');
    const enough = ['MCQ', 'short_answer'].every(
      (t) => seen.has(`${t}:right`) || seen.has(`${t}:wrong`),
    );
    if (enough && seen.size >= 3 && questionNumber >= 4 && figures > 0) break;
  }
  expect([...seen].some((s) => s.endsWith(':right'))).toBe(true);
  expect([...seen].some((s) => s.endsWith(':wrong'))).toBe(true);
  expect(new Set([...seen].map((s) => s.split(':')[0]))).toEqual(new Set(['MCQ', 'short_answer']));
  expect(typeset, 'math typeset by KaTeX in the questions shown').toBeGreaterThan(0);
  expect(figures, 'figures shown').toBeGreaterThan(0);

  // A pending answer is kept aside while a past question is reviewed, then comes back.
  await page.getByRole('button', { name: 'Next Question' }).click();
  // The loop ends at a break (question shown and checked) or after the 12th question.
  const pending = Math.min(questionNumber, 12) + 1;
  await expect(page.getByRole('heading', { name: `Question ${pending}` })).toBeVisible();
  const pendingQuestion = await served();
  if (pendingQuestion.question_type === 'MCQ') await page.getByRole('radio').nth(2).check();
  else await page.getByRole('textbox', { name: 'Your Answer' }).fill('42');
  await page.getByRole('tab', { name: 'Q1 incorrect' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1' })).toBeVisible();
  await expect(page.getByText('Incorrect!', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: `Q${pending} current question` }).click();
  await expect(page.getByRole('heading', { name: `Question ${pending}` })).toBeVisible();
  if (pendingQuestion.question_type === 'MCQ') {
    await expect(page.getByRole('radio').nth(2)).toBeChecked();
  } else {
    await expect(page.getByRole('textbox', { name: 'Your Answer' })).toHaveValue('42');
  }

  // Quit asks first; cancelling keeps the session.
  await page.getByRole('button', { name: 'Quit Practice' }).click();
  await expect(
    page.getByText('Are you sure you want to exit this practice session?'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: `Question ${pending}` })).toBeVisible();

  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Practice Completed')).toBeVisible();
  await expect(
    page.getByText("You've completed the practice session on Geometry & Trigonometry"),
  ).toBeVisible();
  await checkScreenAtBothWidths(page, 'practice-completed');
  // One average time per session: the completion, the history and the review show one figure.
  const perQuestion = page.getByText(/^\d+\.\ds per question$/);
  const average = ((await perQuestion.textContent()) ?? '').replace(/ per question$/, '');

  await page.getByRole('button', { name: 'View History' }).click();
  await expect(page).toHaveURL(/\/practice-history$/);
  await expect(page.getByText('Geometry & Trigonometry').first()).toBeVisible();
  await checkScreenAtBothWidths(page, 'practice-history');
  await expect(page.getByText(`Avg. time: ${average}`, { exact: true }).first()).toBeVisible();
  await page
    .getByRole('button', { name: /^View Details/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/practice-session\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: 'Back to History' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Q1 incorrect' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByText(average, { exact: true })).toBeVisible();
  await checkScreenAtBothWidths(page, 'practice-review');
  expect(problems).toEqual([]);
});

test.describe('at a phone width', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the reason for a decimal where an exact value is asked, and for another unit, reads well', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, await registerAccount(request));
    const served = trackServedPracticeQuestion(page);
    // A lesson where about a quarter of the questions want an exact value and a quarter a length
    // in cm (the shipped bank), so both turn up within a few questions.
    await startLessonPractice(page, 'Degree and radian measure, arc length');
    const shown = new Set<string>();
    for (let n = 1; n <= 40 && shown.size < 2; n += 1) {
      if (n > 1) await page.getByRole('button', { name: 'Next Question' }).click();
      await expect(page.getByRole('heading', { name: `Question ${n}` })).toBeVisible();
      const question = await served();
      const key = correctAnswerOf(question);
      const field = page.getByRole('textbox', { name: 'Your Answer' });
      let expected: RegExp | null = null;
      const exactValue = key.exact ? (parseMathValue(key.answer)?.value ?? null) : null;
      const irrational =
        exactValue !== null && Math.abs(Number(exactValue.toFixed(6)) - exactValue) > 1e-9;
      if (key.type === 'short_answer' && irrational && !shown.has('exact')) {
        // The key written as a decimal (right to 4 significant figures): refused as not exact.
        await field.fill(String(Number((exactValue ?? 0).toPrecision(4))));
        expected = /^Give the exact value/;
        shown.add('exact');
      } else if (key.type === 'short_answer' && key.unit === 'cm' && !shown.has('unit')) {
        await field.fill(`${key.answer} m`);
        expected = /^The answer is in cm$/;
        shown.add('unit');
      } else {
        await giveKeyedAnswer(page, question, true, field);
      }
      await page.getByRole('button', { name: 'Show Answer' }).click();
      if (expected) {
        // A wrong first try: a reason about the form (the unit) is said at once; one that says
        // something about the value (an exact form) only with the key (decision 042).
        await expect(page.getByText('Not quite. Try again, or show the answer.')).toBeVisible();
        if (expected.source.includes('cm')) await expect(page.getByText(expected)).toBeVisible();
        else await expect(page.getByText(expected)).toHaveCount(0);
        await page.getByRole('button', { name: 'Show Answer' }).click();
        await expect(page.getByText('Incorrect!', { exact: true })).toBeVisible();
        await expect(page.getByText(expected)).toBeVisible();
        await checkScreenAsShown(
          page,
          `practice-reason-${shown.size === 1 ? 'first' : 'second'}-phone`,
        );
      } else {
        await expect(page.getByText('Correct!', { exact: true })).toBeVisible();
      }
    }
    expect(shown.size, 'an exact question and a question in cm were met').toBe(2);
  });

  test('the sound setting survives a reload, and quitting after the confirmation ends on the dashboard', async ({
    page,
    request,
  }) => {
    await signIn(page, await registerAccount(request));
    await startPractice(page);
    await checkScreenAsShown(page, 'practice-phone');
    const mute = page.getByRole('button', { name: 'Mute sound' });
    const enable = page.getByRole('button', { name: 'Enable sound' });
    await expect(mute.or(enable)).toBeVisible();
    const wasOn = await mute.isVisible();
    await (wasOn ? mute : enable).click();
    await expect(wasOn ? enable : mute).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Question 1' })).toBeVisible();
    await expect(wasOn ? enable : mute).toBeVisible();

    await page.getByRole('button', { name: 'Quit Practice' }).click();
    await page.getByRole('button', { name: 'Quit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Your Exam Dashboard' })).toBeVisible();
  });
});
