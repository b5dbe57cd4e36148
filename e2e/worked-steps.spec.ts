import { generateSeedBank } from '@exam/bank';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import {
  figureIdOf,
  graphUrlOf,
  SEED_BANK_SEED,
  variantKeyOf,
} from '../apps/api/src/modules/bank/bank.service';
import { registerAccount } from './support/accounts';
import { giveKeyedAnswer } from './support/answer-key';
import { checkScreenAtBothWidths } from './support/screen-check';
import { trackServedQuestion } from './support/served-question';
import { checkPracticeAnswer } from './support/practice-check';
import { signIn } from './support/sign-in';

// Worked steps (issue 21) in the browser against the real server and the shipped bank: an exam
// whose only wrong answers are questions with worked steps (the cosine rule's), its details
// showing them numbered and typeset, then 'Practise these mistakes' showing them after Show
// Answer. Which questions have steps is read from the seed bank the server starts with.

/** The variant keys of the seed bank's questions that carry worked steps. */
const withSteps = new Set(
  generateSeedBank({ seed: SEED_BANK_SEED })
    .filter((item) => (item.steps?.length ?? 0) > 0)
    .map((item) =>
      variantKeyOf(item.question, item.figure ? graphUrlOf(figureIdOf(item.figure.svg)) : ''),
    ),
);

/** A worked solution on screen: numbered steps (one or more), every formula typeset. */
async function expectWorkedSolution(scope: Locator) {
  const list = scope.getByRole('list', { name: 'Worked solution' });
  await expect(list).toBeVisible();
  expect(await list.evaluate((element) => element.tagName)).toBe('OL');
  expect(await list.getByRole('listitem').count()).toBeGreaterThanOrEqual(1);
  await expect(list.locator('.katex').first()).toBeVisible();
  expect(await list.locator('.katex-error').count()).toBe(0);
  expect(await list.locator('[data-math-source]').count()).toBe(0);
}

async function takeExam(page: Page) {
  const served = trackServedQuestion(
    page,
    /\/api\/exam\/(generate|next-question|current|state\/)/,
    (body) => body.question ?? (body.progress as { question?: unknown } | undefined)?.question,
  );
  await page.goto('/start-exam');
  await page.getByRole('combobox', { name: 'Topic' }).click();
  await page.getByRole('option', { name: 'Geometry & Trigonometry' }).click();
  await page.getByRole('button', { name: 'Start Exam' }).click();
  let missed = 0;
  for (let number = 1; ; number += 1) {
    await expect(
      page.getByRole('heading', { name: `Question ${number} of at most 40` }),
    ).toBeVisible();
    const question = await served();
    const hasSteps = withSteps.has(variantKeyOf(question.question, question.graph));
    if (hasSteps) missed += 1;
    await giveKeyedAnswer(page, question, !hasSteps, page.getByPlaceholder('Enter your answer...'));
    await page.getByRole('button', { name: 'Next Question' }).click();
    const next = page.getByRole('heading', { name: `Question ${number + 1} of at most 40` });
    const report = page.getByRole('heading', { name: 'Overall Performance' });
    await expect(next.or(report)).toBeVisible();
    if (await report.isVisible()) break;
    expect(number, 'the engine stops by its maximum length').toBeLessThan(40);
  }
  // Every shipped question has steps (issue 21): at least one wrong answer has them.
  expect(missed).toBeGreaterThan(0);
}

test('an exam’s details and practice after Show Answer show the worked steps', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await signIn(page, await registerAccount(request));
  await takeExam(page);

  await page.getByRole('button', { name: 'View Dashboard' }).click();
  await page.getByRole('button', { name: 'View Details of exam 1' }).click();
  await expect(page.getByRole('heading', { name: 'Incorrect Answers' })).toBeVisible();
  await page
    .getByRole('button', { name: /^Question \d+\b/ })
    .first()
    .click();
  const region = page.getByRole('region', { name: /^Question \d+\b/ }).first();
  await expectWorkedSolution(region);
  await expect(region.getByText('Explanation', { exact: true })).toHaveCount(0);
  await checkScreenAtBothWidths(page, 'exam-details-worked-steps');

  // Fresh variants of the missed templates, all with steps.
  await page.getByRole('button', { name: 'Practise these mistakes' }).click();
  await expect(page).toHaveURL(/\/practice$/);
  await expect(page.getByRole('heading', { name: 'Question 1', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Show Answer' }).waitFor();
  const radios = page.getByRole('radio');
  const field = page.getByRole('textbox', { name: 'Your Answer' });
  await expect(radios.first().or(field)).toBeVisible();
  if ((await radios.count()) > 0) await radios.first().check();
  else await field.fill('1');
  await checkPracticeAnswer(page);
  const banner = page.getByRole('alert').filter({ hasText: /Correct!|Incorrect!/ });
  await expect(banner).toBeVisible();
  await expectWorkedSolution(banner);
  await checkScreenAtBothWidths(page, 'practice-worked-steps');
});
