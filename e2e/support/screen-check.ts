import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * No two elements of the page share an id: a duplicate breaks `aria-controls`, `aria-labelledby`
 * and label `for` (the exam details once gave an accordion's region and its details one id).
 */
export async function expectNoDuplicateIds(page: Page, name: string): Promise<void> {
  const duplicates = await page.evaluate(() => {
    const seen = new Set<string>();
    const repeated = new Set<string>();
    for (const element of document.querySelectorAll('[id]')) {
      if (seen.has(element.id)) repeated.add(element.id);
      seen.add(element.id);
    }
    return [...repeated];
  });
  expect(duplicates, `ids used twice on ${name}`).toEqual([]);
}

/**
 * The screen on display has no WCAG 2.1 A/AA violation (axe), no sideways scrolling and no
 * duplicate id; a full-page screenshot is kept in test-results/screens/<name>.png for review.
 */
export async function checkScreenAsShown(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await expectNoDuplicateIds(page, name);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

/**
 * The screen on display checked as above at the current (laptop) width and again at a phone's
 * 360 px, saved as <name>-laptop.png and <name>-phone.png; the viewport is restored afterwards.
 */
export async function checkScreenAtBothWidths(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.setViewportSize({ width: 1280, height: 800 });
  await checkScreenAsShown(page, `${name}-laptop`);
  await page.setViewportSize({ width: 360, height: 780 });
  await checkScreenAsShown(page, `${name}-phone`);
  await page.setViewportSize(viewport);
}
