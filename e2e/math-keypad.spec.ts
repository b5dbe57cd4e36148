import type { Question } from '@exam/contract';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { registerAccount } from './support/accounts';
import { correctAnswerOf, giveKeyedAnswer } from './support/answer-key';
import { checkScreenAtBothWidths } from './support/screen-check';
import { trackServedQuestion } from './support/served-question';
import { signIn } from './support/sign-in';

// The maths keypad and the "Read as" preview under a short-answer field (docs/product.md §12.8),
// on a phone: an answer typed with the keypad alone (the field never focused, so the phone's own
// keyboard never opens) is what gets sent and marked, the preview typesets the checker's reading
// and says nothing of right or wrong, the keys are 44 px tall or more and nothing scrolls
// sideways at 360 px.

/** The keypad key that types each character of a key answer (', ' is one key). */
const KEY_NAMES: Record<string, string> = {
  π: 'Pi',
  '√': 'Square root',
  '/': 'Fraction',
  '^': 'Power',
  '°': 'Degrees',
  '(': 'Open bracket',
  ')': 'Close bracket',
  '+': 'Plus',
  '-': 'Minus',
  '±': 'Plus or minus',
  k: 'k (any integer)',
  '.': 'Decimal point',
  ', ': 'Comma (between answers)',
};

/** The key presses that type `answer`, or null when it needs a letter from the phone keyboard. */
function keyPresses(answer: string): string[] | null {
  const presses: string[] = [];
  for (let i = 0; i < answer.length; i += 1) {
    const two = answer.slice(i, i + 2);
    const ch = answer.charAt(i);
    if (two === ', ') {
      presses.push(KEY_NAMES[two] ?? '');
      i += 1;
    } else if (/[0-9]/.test(ch)) presses.push(ch);
    else if (KEY_NAMES[ch]) presses.push(KEY_NAMES[ch]);
    else return null;
  }
  return presses;
}

const keypadOf = (page: Page): Locator => page.getByRole('group', { name: 'Maths keypad' });

/** Presses keys with the mouse, or with a finger (touch events, as on a phone) when `tap`. */
async function press(page: Page, names: readonly string[], tap = false): Promise<void> {
  for (const name of names) {
    const key = keypadOf(page).getByRole('button', { name, exact: true });
    if (tap) await key.tap();
    else await key.click();
  }
}

/** Every key is at least 44 px tall, and the field is not focused (no phone keyboard). */
async function expectPhoneFriendly(page: Page, field: Locator): Promise<void> {
  const heights = await keypadOf(page)
    .getByRole('button')
    .evaluateAll((keys) => keys.map((key) => key.getBoundingClientRect().height));
  expect(heights.length).toBe(24);
  expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
  await expect(field).not.toBeFocused();
}

test.use({ viewport: { width: 360, height: 780 }, hasTouch: true });

test('practice: a short answer typed with the keypad alone is read back, sent and marked', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page, await registerAccount(request));
  const served = trackServedQuestion(
    page,
    /\/api\/practice\/(start|next-question|state\/)/,
    (body) => body.question ?? (body.progress as { question?: unknown } | undefined)?.question,
  );
  await page.goto('/practice-topics');
  await page.getByRole('combobox', { name: 'Topic' }).click();
  await page.getByRole('option', { name: 'Geometry & Trigonometry' }).click();
  await page.getByRole('button', { name: 'Start Practice' }).click();

  const field = page.getByRole('textbox', { name: 'Your Answer' });
  let question: Question | null = null;
  let presses: string[] | null = null;
  for (let n = 1; n <= 30; n += 1) {
    if (n > 1) await page.getByRole('button', { name: 'Next Question' }).click();
    await expect(page.getByRole('heading', { name: `Question ${n}` })).toBeVisible();
    const shown = await served();
    const key = correctAnswerOf(shown);
    presses = key.type === 'short_answer' ? keyPresses(key.answer) : null;
    if (presses) {
      question = shown;
      break;
    }
    await giveKeyedAnswer(page, shown, true, field);
    await page.getByRole('button', { name: 'Show Answer' }).click();
    await expect(page.getByText('Correct!', { exact: true })).toBeVisible();
  }
  expect(question, 'a short answer the keypad can type, within 30 questions').not.toBeNull();
  if (!question || !presses) return;

  // Tapped as on a phone: a tap must not focus the field (which would open the phone's keyboard).
  await press(page, presses, true);
  const answer = correctAnswerOf(question).answer;
  await expect(field).toHaveValue(answer);
  const preview = page.getByTestId('read-as');
  await expect(preview).toContainText('Read as:');
  await expect(preview.locator('.katex')).toBeVisible();
  await expectPhoneFriendly(page, field);
  await checkScreenAtBothWidths(page, 'keypad-practice');

  await page.getByRole('button', { name: 'Show Answer' }).click();
  await expect(page.getByText('Correct!', { exact: true })).toBeVisible();
});

test('exam: the keypad types at the caret, the preview reads it and never judges it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page, await registerAccount(request));
  await page.goto('/start-exam');
  await page.getByRole('combobox', { name: 'Topic' }).click();
  await page.getByRole('option', { name: 'Geometry & Trigonometry' }).click();
  await page.getByRole('button', { name: 'Start Exam' }).click();
  await expect(page).toHaveURL(/\/exam$/);

  const field = page.getByPlaceholder('Enter your answer...');
  const radios = page.getByRole('radio');
  const next = page.getByRole('button', { name: 'Next Question' });
  for (let n = 1; n <= 40; n += 1) {
    await expect(page.getByRole('heading', { name: `Question ${n}` })).toBeVisible();
    await expect(radios.first().or(field)).toBeVisible();
    if ((await radios.count()) === 0) break;
    await radios.first().check();
    await next.click();
  }
  await expect(field).toBeVisible();
  await expect(keypadOf(page)).toBeVisible();

  // 2/3, then π put in after the 2 where the student places the caret.
  await press(page, ['2', 'Fraction', '3']);
  await expect(field).toHaveValue('2/3');
  await expectPhoneFriendly(page, field);
  await field.focus();
  await field.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(1, 1));
  await press(page, ['Pi']);
  await expect(field).toHaveValue('2π/3');
  await expect(field).toBeFocused();
  await expect(field).toHaveJSProperty('selectionStart', 2);

  const preview = page.getByTestId('read-as');
  await expect(preview.locator('.katex')).toBeVisible();
  await expect(preview).toContainText('≈ 2.094');
  await expect(preview).not.toContainText(/correct|right|wrong/i);

  // An input the reader cannot read is said plainly and can still be sent.
  await press(page, ['Plus']);
  await expect(preview).toContainText('Read as: not a number or expression I can read yet');
  await expect(next).toBeEnabled();
  await press(page, ['Delete']);
  await field.blur();
  await checkScreenAtBothWidths(page, 'keypad-exam');

  const heading = await page
    .getByRole('heading', { name: /^Question \d+ of at most \d+$/ })
    .textContent();
  await next.click();
  await expect(page.getByRole('heading', { name: /^Question \d+ of at most \d+$/ })).not.toHaveText(
    heading ?? '',
  );
});
