import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';

// The reviewers' preview (`npm run bank -- preview --out DIR`) opened in Chromium: every lesson is
// there, math is typeset by KaTeX with no error, every figure image decodes, nothing is fetched
// from outside the folder, and the console stays clean. Screenshots go to test-results/screens.
let workDir = '';
let previewUrl = '';

test.beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'bank-preview-'));
  const out = join(workDir, 'preview');
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/cli/bank.ts', 'preview', '--out', out],
    {
      env: { ...env, DATA_DIR: join(workDir, 'data'), LOG_LEVEL: 'warn' },
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
  previewUrl = pathToFileURL(join(out, 'index.html')).href;
});

test.afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

const sizes = [
  { name: 'phone', width: 360, height: 780 },
  { name: 'laptop', width: 1280, height: 800 },
];

test('the bank preview shows typeset math and figures at 360 px and 1280 px', async ({ page }) => {
  // One page holds a variant of each of the 373 templates with its hints and worked steps
  // (thousands of typeset formulas and ~200 figures): reading it all takes longer than the
  // suite's default test time on a busy 2-core machine. It is read once, at a phone's width,
  // then looked at again at a laptop's (typesetting it twice cost the suite a minute).
  test.setTimeout(150_000);
  await page.setViewportSize({ width: sizes[0]!.width, height: sizes[0]!.height });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('file:') && !url.startsWith('data:')) outside.push(url);
  });

  await page.goto(previewUrl);
  const lessons = await page.getByRole('heading', { level: 2 }).count();
  expect(lessons).toBeGreaterThanOrEqual(16);
  expect(await page.locator('.katex').count()).toBeGreaterThan(100);
  expect(await page.locator('.katex-error').count()).toBe(0);
  // Every sample shows its hints and worked steps, as numbered lists with typeset math.
  expect(await page.locator('.help ol li').count()).toBeGreaterThan(200);
  expect(await page.locator('.help ol li .katex').count()).toBeGreaterThan(100);

  const images = page.locator('img');
  expect(await images.count()).toBeGreaterThan(16);
  await page.evaluate(() => document.fonts.ready);
  // KaTeX's own fonts come from the copied folder: the math font is really loaded.
  expect(await page.evaluate(() => document.fonts.check('16px KaTeX_Main'))).toBe(true);
  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    const broken = await images.evaluateAll((nodes) =>
      (nodes as HTMLImageElement[])
        .filter((img) => !img.complete || img.naturalWidth === 0 || !img.alt)
        .map((img) => img.alt || img.src.slice(0, 60)),
    );
    expect(broken, `at ${size.width} px`).toEqual([]);
    // Nothing wider than the page at this width (a figure or a formula forcing a side scroll).
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `horizontal overflow at ${size.width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/screens/bank-preview-${size.name}.png` });
  }
  expect(outside).toEqual([]);
  expect(problems).toEqual([]);
});
