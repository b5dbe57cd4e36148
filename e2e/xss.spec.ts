import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { registerAccount } from './support/accounts';
import { checkPracticeAnswer } from './support/practice-check';
import { signIn } from './support/sign-in';
import { parseImportFile } from '@exam/bank';
import { rejectedLines, xssCorpus } from './fixtures/xss-corpus';
import { ScreenCoverage, questionByMarker } from './support/xss/coverage';
import { auditDom } from './support/xss/dom-audit';
import { buildHostileBank, TYPED_ANSWER } from './support/xss/hostile-bank';
import type { CanaryLog } from './support/xss/page-canary';
import { armCanary } from './support/xss/page-canary';
import { markersIn, probeArea } from './support/xss/screen-probe';
import { xssEnv } from './support/xss/xss-env';

// Issue 9, item 7: the XSS corpus (e2e/fixtures/xss-corpus, 200+ hostile text, LaTeX, SVG and
// lesson-name payloads) imported through the bank's import service into the XSS server's own
// bank (e2e/support/start-xss-server.ts), then shown in Chromium where students and reviewers
// meet it: a whole practice session (each question, its options, and the check banner with the
// answer and explanation), the review of that session, and the bank preview page. On every
// screen: the canary never fires, no dialog opens, no Content-Security-Policy violation is
// reported, the DOM holds nothing that could run script or load from elsewhere, and every
// payload was really shown. e2e/xss-canary.spec.ts proves the same detectors do fire on an
// unsafe page.

// No trace: the hostile pages are large and tracing snapshots the whole DOM at every action (it
// made the preview test alone take over a minute). Failures still leave a screenshot.
test.use({ baseURL: xssEnv.baseUrl, trace: 'off' });

const bank = buildHostileBank();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TEXT_KINDS = ['text', 'latex'] as const;

/**
 * Console errors hostile content may cause without any harm: its made-up figure keys are 404s,
 * and a figure given as a data:image URL that does not parse fails to load (as an <img> src
 * attribute, its quote and handler text are only part of a broken URL).
 */
const harmless = (line: string) =>
  (/Failed to load resource: the server responded with a status of 404/.test(line) &&
    line.includes('/api/graph/')) ||
  /^Failed to load resource: net::ERR_INVALID_URL \(data:image\//.test(line);

/** Everything the canary and the DOM audit saw: all must be empty. */
function expectNothingRan(log: CanaryLog, findings: readonly string[]) {
  expect(log.fired, 'payloads whose script ran').toEqual([]);
  expect(log.dialogs, 'dialogs opened').toEqual([]);
  expect(log.violations, 'CSP violations').toEqual([]);
  expect(log.pageErrors, 'uncaught page errors').toEqual([]);
  expect(
    log.consoleErrors.filter((line) => !harmless(line)),
    'console errors',
  ).toEqual([]);
  expect([...new Set(findings)], 'dangerous markup in the DOM').toEqual([]);
}

async function attachCoverage(testInfo: TestInfo, coverage: ScreenCoverage) {
  await testInfo.attach(`${coverage.screen}-figures.json`, {
    body: JSON.stringify(Object.fromEntries(coverage.figures), null, 2),
    contentType: 'application/json',
  });
}

/**
 * Answers the hostile question on screen wrongly, so the banner shows the right answer: the
 * second option of a multiple-choice question, or hostile text typed as a short answer. The
 * question's type is read from the screen (the served response may be read after the render).
 */
async function answerWrongly(page: Page, form: Locator) {
  const radios = form.getByRole('radio');
  const textbox = form.getByRole('textbox', { name: 'Your Answer' });
  await expect(radios.or(textbox).first()).toBeVisible();
  if ((await radios.count()) > 0) {
    await radios.nth(1).check();
  } else {
    await textbox.fill(TYPED_ANSWER);
  }
  expect(await checkPracticeAnswer(page)).toBe(false);
}

test('the import refuses the hostile lines it cannot store safely, naming each', () => {
  const kinds = ['text', 'latex', 'graph', 'lesson'] as const;
  const counts = kinds.map(
    (kind) => `${kind} ${xssCorpus.filter((payload) => payload.kind === kind).length}`,
  );
  console.log(
    `XSS corpus: ${xssCorpus.length} payloads imported (${counts.join(', ')}) in ` +
      `${bank.length} questions, ${rejectedLines.length} hostile lines refused by the import`,
  );
  expect(xssCorpus.length).toBeGreaterThanOrEqual(200);
  for (const { line, reason } of rejectedLines) {
    const result = parseImportFile(JSON.stringify(line));
    expect(result.ok, reason).toBe(false);
    if (!result.ok)
      expect(result.errors[0]?.reason).toMatch(new RegExp(`^${escapeRegExp(reason)}`));
  }
});

test('the hostile bank in a practice session and its review: nothing runs, everything shows', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const log = await armCanary(page);
  const findings: string[] = [];
  await signIn(page, await registerAccount(request));

  await page.goto('/practice-topics');
  await page.getByRole('combobox', { name: 'Topic' }).click();
  await page.getByRole('option', { name: 'Geometry & Trigonometry' }).click();
  await page.getByRole('button', { name: 'Start Practice' }).click();

  const practice = new ScreenCoverage('practice');
  const form = page.getByRole('form', { name: /^Question \d+$/ });
  for (let number = 1; number <= bank.length; number += 1) {
    await expect(page.getByRole('heading', { name: `Question ${number}` })).toBeVisible();
    // Probed once, after the answer: the banner adds to what the question showed, and the
    // canary's listeners watch the whole time.
    await answerWrongly(page, form);
    const { markers, figure } = await probeArea(form);
    findings.push(...(await auditDom(page)));
    practice.record(questionByMarker(bank, markers), markers, figure);
    await page.getByRole('button', { name: 'Next Question' }).click();
  }
  await expect(page.getByText('Practice Completed')).toBeVisible();
  expect(practice.missing(xssCorpus, [...TEXT_KINDS, 'graph']), 'not shown in practice').toEqual(
    [],
  );

  // A fresh page load: the review must show the hostile bank from what the server stored, not
  // from what the practice screens kept in memory.
  await page.goto('/practice-history');
  await page
    .getByRole('button', { name: /^View Details/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/practice-session\/[0-9a-f-]{36}$/);
  const review = new ScreenCoverage('review');
  const tabs = page.getByRole('tablist', { name: 'Questions' }).getByRole('tab');
  await expect(tabs).toHaveCount(bank.length);
  const panel = page.locator('#review-panel');
  let typedShown = 0;
  // Through the keyboard: a click on a tab of the scrollable strip can land while MUI is still
  // scrolling it, on the tab before.
  await tabs.first().focus();
  for (let index = 0; index < bank.length; index += 1) {
    if (index > 0) {
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
    }
    await expect(panel).toHaveAttribute('aria-labelledby', `review-tab-${index}`);
    const { markers, figure } = await probeArea(panel);
    findings.push(...(await auditDom(page)));
    review.record(questionByMarker(bank, markers), markers, figure);
    if (await panel.getByText('[typed]').count()) typedShown += 1;
  }
  expect(
    review.missing(xssCorpus, [...TEXT_KINDS, 'graph', 'lesson']),
    'not shown on the review',
  ).toEqual([]);
  // The hostile text typed as short answers is shown back as the student's answer.
  expect(typedShown).toBe(bank.filter((question) => question.type === 'short_answer').length);

  // Late handlers (timers, focus, animation events) get a moment to fire before the verdict.
  await page.mouse.move(200, 300);
  await page.waitForTimeout(500);
  await attachCoverage(testInfo, practice);
  await attachCoverage(testInfo, review);
  console.log(
    `XSS practice and review: ${2 * bank.length} screens audited, ${log.fired.length} payloads ran, ` +
      `${log.violations.length} CSP violations, ${new Set(findings).size} DOM findings`,
  );
  expectNothingRan(log, findings);
});

test('the hostile bank on the bank preview page: escaped, typeset or shown as source, nothing runs', async ({
  page,
}, testInfo) => {
  const log = await armCanary(page);
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('file:') && !url.startsWith('data:')) outside.push(url);
  });
  await page.goto(pathToFileURL(join(xssEnv.previewDir, 'index.html')).href);
  await expect(page.locator('article')).toHaveCount(bank.length);
  await page.evaluate(() => document.fonts.ready);
  // The page's own CSP (a <meta> tag) still lets its stylesheet and KaTeX's fonts in.
  expect(await page.evaluate(() => document.fonts.check('16px KaTeX_Main'))).toBe(true);

  const preview = new ScreenCoverage('preview');
  // One round trip for the whole page (see screen-probe.ts): each article's markers and figure.
  const articles = await page.locator('article').evaluateAll(async (nodes) => {
    const images = nodes.flatMap((node) => [...node.querySelectorAll('img')]);
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    return nodes.map((node) => {
      const image = node.querySelector('img');
      const graph = [...node.querySelectorAll('p.meta')].some((p) =>
        p.textContent?.startsWith('Graph:'),
      );
      const figure = image
        ? image.naturalWidth > 0
          ? 'image'
          : 'undecodable image'
        : graph
          ? 'graph shown as text'
          : 'no figure';
      const text = (node as HTMLElement).innerText;
      const markers = [...text.matchAll(/\[([tmgnq]\d{2,3})\]/g)].map((match) => match[1] ?? '');
      return { markers, figure };
    });
  });
  for (const { markers, figure } of articles) {
    preview.record(questionByMarker(bank, markers), markers, figure);
  }
  // Lesson names are the section headings and the contents.
  for (const marker of await markersIn(page.locator('body'))) preview.seen.add(marker);
  expect(
    preview.missing(xssCorpus, [...TEXT_KINDS, 'graph', 'lesson']),
    'not shown on the preview',
  ).toEqual([]);
  expect(await page.locator('.katex').count(), 'formulas typeset').toBeGreaterThan(100);
  expect(
    await page.locator('code.math-source').count(),
    'formulas shown as source',
  ).toBeGreaterThan(20);

  await page.mouse.move(200, 300);
  await page.waitForTimeout(300);
  await attachCoverage(testInfo, preview);
  expect(outside, 'requests leaving the preview folder').toEqual([]);
  const findings = await auditDom(page);
  console.log(
    `XSS bank preview: ${articles.length} questions on 1 page, ${log.fired.length} payloads ran, ` +
      `${log.violations.length} CSP violations, ${findings.length} DOM findings`,
  );
  expectNothingRan(log, findings);
});
