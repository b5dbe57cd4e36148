import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** What practice says after a wrong first answer (issue 22). */
export const TRY_AGAIN_TEXT = 'Not quite. Try again, or show the answer.';

/**
 * Presses Show Answer on the practice question and waits for the verdict. A wrong first answer
 * is not locked (a second try is offered): Show Answer is pressed again to give the second try
 * up, so the key and the worked steps show, as before the second try existed. Returns whether
 * the answer was right.
 */
export async function checkPracticeAnswer(page: Page): Promise<boolean> {
  await page.getByRole('button', { name: 'Show Answer' }).click();
  const correct = page.getByText('Correct!', { exact: true });
  const tryAgain = page.getByText(TRY_AGAIN_TEXT);
  await expect(correct.or(tryAgain)).toBeVisible();
  if (await correct.isVisible()) return true;
  await page.getByRole('button', { name: 'Show Answer' }).click();
  await expect(page.getByText('Incorrect!', { exact: true })).toBeVisible();
  return false;
}
