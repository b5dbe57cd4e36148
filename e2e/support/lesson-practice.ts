import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** Opens the lesson picker's unit holding the lesson and starts a practice of that lesson. */
export async function startLessonPractice(page: Page, lesson: string): Promise<void> {
  await page.goto('/practice-topics');
  const picker = page.getByRole('region', { name: 'Practise one lesson' });
  await picker.locator('details').filter({ hasText: lesson }).locator('summary').click();
  await picker.getByRole('button', { name: `Practise this lesson: ${lesson}` }).click();
  await expect(page).toHaveURL(/\/practice$/);
  await expect(page.getByTestId('practice-focus')).toHaveText(lesson);
}
