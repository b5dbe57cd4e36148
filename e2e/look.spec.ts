import type { Question } from '@exam/contract';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { registerAccount } from './support/accounts';
import { giveKeyedAnswer } from './support/answer-key';
import { checkScreenAsShown, checkScreenAtBothWidths } from './support/screen-check';
import { trackServedQuestion } from './support/served-question';
import { checkPracticeAnswer } from './support/practice-check';
import { signIn } from './support/sign-in';

// The look of the signed-in screens on a phone (docs/decisions/034): the practice question tabs
// are not cut by scroll arrows, the delete dialog's buttons stack, the app bar's name reads as
// the link to /account it is, and the dashboard greets the student by first name.

const phone = { width: 360, height: 780 };

/** The element's box lies wholly inside the viewport and nothing covers the middle of its edges. */
async function expectFullyVisible(locator: Locator, what: string) {
  const box = await locator.boundingBox();
  expect(box, `${what} has a box`).not.toBeNull();
  if (!box) return;
  const viewport = locator.page().viewportSize() ?? phone;
  expect(box.x, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends on screen`).toBeLessThanOrEqual(viewport.width);
  const uncovered = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    // 4 px in: the selected tab's indicator line lies over its bottom 2 px.
    const inset = 4;
    // The middle of each edge, just inside: a rounded button's corners are outside its shape.
    const midX = (rect.left + rect.right) / 2;
    const midY = (rect.top + rect.bottom) / 2;
    const corners: [number, number][] = [
      [rect.left + inset, midY],
      [rect.right - inset, midY],
      [midX, rect.top + inset],
      [midX, rect.bottom - inset],
    ];
    return corners.every(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (hit === element || element.contains(hit));
    });
  });
  expect(uncovered, `${what} is not covered or clipped`).toBe(true);
}

async function startPractice(page: Page) {
  await page.goto('/practice-topics');
  await page.getByRole('combobox', { name: 'Topic' }).click();
  await page.getByRole('option', { name: 'Geometry & Trigonometry' }).click();
  await page.getByRole('button', { name: 'Start Practice' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1' })).toBeVisible();
}

test.describe('at 360 px', () => {
  test.use({ viewport: phone });

  test("the practice question tabs: with six tabs, Q1's and the current tab are wholly visible", async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    await signIn(page, await registerAccount(request));
    const served = trackServedQuestion(
      page,
      /\/api\/practice\/(start|next-question|state\/)/,
      (body) => body.question ?? (body.progress as { question?: unknown } | undefined)?.question,
    );
    await startPractice(page);
    // Five answered questions and the current one: more tabs than a 360 px row holds.
    for (let n = 1; n <= 5; n += 1) {
      if (n > 1) await page.getByRole('button', { name: 'Next Question' }).click();
      await expect(page.getByRole('heading', { name: `Question ${n}` })).toBeVisible();
      const question: Question = await served();
      await giveKeyedAnswer(
        page,
        question,
        n === 1,
        page.getByRole('textbox', { name: 'Your Answer' }),
      );
      await checkPracticeAnswer(page);
    }
    await page.getByRole('button', { name: 'Next Question' }).click();
    await expect(page.getByRole('heading', { name: 'Question 6' })).toBeVisible();
    // A new question brings its heading into view, which on a phone can scroll the tabs above
    // it off screen; a student scrolls back up to them.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectFullyVisible(page.getByRole('tab', { name: 'Q1 correct' }), 'the Q1 tab');
    await expectFullyVisible(page.getByRole('tab', { name: 'Q5 incorrect' }), 'the Q5 tab');
    await expectFullyVisible(
      page.getByRole('tab', { name: 'Q6 current question' }),
      'the current tab',
    );
    await checkScreenAsShown(page, 'look-practice-tabs-phone');
  });

  test("the account deletion dialog's buttons stack at full width, both wholly visible", async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request);
    await signIn(page, account);
    await page.goto('/account');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account permanently?' });
    await expect(dialog).toBeVisible();
    const cancel = dialog.getByRole('button', { name: 'Cancel' });
    const remove = dialog.getByRole('button', { name: 'Delete permanently' });
    await expectFullyVisible(cancel, 'Cancel');
    await expectFullyVisible(remove, 'Delete permanently');
    const [cancelBox, removeBox] = [await cancel.boundingBox(), await remove.boundingBox()];
    // One above the other, same left edge and width; the main action on top.
    expect(removeBox?.x).toBe(cancelBox?.x);
    expect(removeBox?.width).toBe(cancelBox?.width);
    expect(removeBox!.y).toBeLessThan(cancelBox!.y);
    await checkScreenAsShown(page, 'look-delete-dialog-phone');
    await cancel.click();
    await expect(dialog).toBeHidden();
  });
});

test("the app bar's name is drawn as the link to /account it is, at both widths", async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await signIn(page, account);
  for (const size of [phone, { width: 1280, height: 800 }]) {
    await page.setViewportSize(size);
    const link = page.getByRole('link', { name: `${account.username}: my account` });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/account');
    // A pill with a visible border and the name in the link colour, not plain white text.
    const look = await link.evaluate((element) => {
      const style = getComputedStyle(element);
      const name = element.querySelector('.account-name');
      return {
        border: style.borderTopWidth,
        borderStyle: style.borderTopStyle,
        nameColour: name ? getComputedStyle(name).color : '',
        bodyColour: getComputedStyle(document.body).color,
        chevron: element.querySelectorAll('svg').length,
      };
    });
    expect(look.border).not.toBe('0px');
    expect(look.borderStyle).toBe('solid');
    expect(look.nameColour).not.toBe(look.bodyColour);
    expect(look.chevron).toBeGreaterThan(0);
  }
  await checkScreenAtBothWidths(page, 'look-dashboard');
  await page.getByRole('link', { name: `${account.username}: my account` }).click();
  await expect(page).toHaveURL(/\/account$/);
});
