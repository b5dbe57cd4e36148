import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

const webSource = join(import.meta.dirname, '../../apps/web/src');

/** Every `catalog/ar.json` of the web app, merged: id -> Arabic text as written. */
function readArabicCatalogs(): Record<string, string> {
  const merged: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === 'ar.json' && dir.endsWith('catalog')) {
        Object.assign(merged, JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>);
      }
    }
  };
  walk(webSource);
  return merged;
}

const arabic = readArabicCatalogs();

/** The Arabic of a catalog id, so a test follows the catalog's words rather than copying them. */
export function ar(id: string): string {
  const text = arabic[id];
  if (text === undefined) throw new Error(`no Arabic message "${id}"`);
  return text;
}

/**
 * Opens the context's pages in Arabic, as a student who chose it earlier would; a choice made
 * on the page (the switch) is left alone.
 */
export async function chooseArabic(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', 'ar');
  });
}

/**
 * The Latin words a reader sees on an Arabic page, outside what stays Latin by design: maths and
 * the bank's English question text (marked `dir="ltr"`), the other language's name on the switch
 * (`lang="en"`), KaTeX, and the words the caller allows (the brand, the user's own data).
 */
export async function latinWords(page: Page, allowed: readonly string[]): Promise<string[]> {
  // Each word with where it was (tag, and the attribute it came from), to find it quickly.
  const found = await page.evaluate(() => {
    const words: { word: string; where: string }[] = [];
    const place = (element: Element, attribute = '') =>
      `${element.tagName.toLowerCase()}${attribute ? `[${attribute}]` : ''} "${(element.textContent ?? '').trim().slice(0, 60)}"`;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('[dir="ltr"], [lang="en"], .katex, script, style, svg')) {
        continue;
      }
      const style = window.getComputedStyle(parent);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      for (const word of node.textContent?.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []) {
        words.push({ word, where: place(parent) });
      }
    }
    // Accessible names a screen reader speaks count too.
    for (const element of document.querySelectorAll(
      '[aria-label], [title], [placeholder], [alt]',
    )) {
      if (element.closest('[dir="ltr"], [lang="en"], .katex')) continue;
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
        for (const word of element.getAttribute(attribute)?.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []) {
          words.push({ word, where: place(element, attribute) });
        }
      }
    }
    return words;
  });
  const allowedWords = new Set(
    allowed.flatMap((text) => text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []),
  );
  const seen = new Set<string>();
  const latin: string[] = [];
  for (const { word, where } of found) {
    if (allowedWords.has(word) || seen.has(word)) continue;
    seen.add(word);
    latin.push(`${word} in ${where}`);
  }
  return latin;
}

/** The page is Arabic and right to left, and shows no Latin word beyond the allowed ones. */
export async function expectArabicPage(page: Page, allowed: readonly string[]): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await latinWords(page, allowed), page.url()).toEqual([]);
}
