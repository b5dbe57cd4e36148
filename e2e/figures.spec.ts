import { generateSeedBank } from '@exam/bank';
import { ApiRoutes, StorageKeys, TOPICS, type PracticeInProgress } from '@exam/contract';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SEED_BANK_SEED } from '../apps/api/src/modules/bank/bank.service';
import { registerAccount, xsrfHeader, type TestAccount } from './support/accounts';
import { correctAnswerOf } from './support/answer-key';
import { checkScreenAsShown, checkScreenAtBothWidths } from './support/screen-check';
import { signIn } from './support/sign-in';

// Figures on a phone (docs/product.md §12): at 360 px wide every label of a sample of the bank's
// figures is at least 11 CSS px and inside the picture, measured in Chromium on the SVG drawn at
// the width the practice screen shows its figure; a tap, Enter or Space opens the figure full
// screen with its description, and the zoom buttons and a pinch change its scale.

test.use({ viewport: { width: 360, height: 780 }, hasTouch: true });

/** Figures sampled from the seed bank: the first of each template that has one. */
const SAMPLE_SIZE = 40;

const hasFigure = (graph: string) => graph.trim() !== '' && graph.trim() !== '{}';

/** A practice session started through the API and moved on until its question has a figure. */
async function practiceAtAFigure(
  request: APIRequestContext,
  account: TestAccount,
): Promise<PracticeInProgress> {
  const headers = { ...(await xsrfHeader(request)), authorization: `Bearer ${account.token}` };
  const post = async (url: string, data: object) => {
    const response = await request.post(url, { headers, data });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as PracticeInProgress;
  };
  let state = await post(ApiRoutes.practice.start, { topic: TOPICS[0] });
  for (let n = 0; !hasFigure(state.question.graph); n += 1) {
    expect(n, 'a practice question with a figure within 40').toBeLessThan(40);
    const key = correctAnswerOf(state.question);
    state = await post(ApiRoutes.practice.nextQuestion, {
      practiceId: state.practiceId,
      questionId: state.question.id,
      // An MCQ is answered by its option's index.
      answer: key.type === 'MCQ' ? String(state.question.options.indexOf(key.answer)) : key.answer,
    });
    expect(state.completed).toBe(false);
  }
  return state;
}

async function openPracticeFigure(page: Page, request: APIRequestContext) {
  const account = await registerAccount(request);
  const practice = await practiceAtAFigure(request, account);
  await signIn(page, account);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    StorageKeys.practiceState,
    JSON.stringify({
      practiceId: practice.practiceId,
      questionId: practice.question.id,
      answer: '',
    }),
  ] as const);
  await page.goto('/practice');
  const figure = page.getByRole('button', { name: /^Enlarge figure: / });
  await expect(figure).toBeVisible();
  const image = figure.locator('img');
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return { figure, image };
}

/** The SVG markup behind an <img> src (a base64 or percent-encoded data URL). */
function svgOfDataUrl(src: string): string {
  const comma = src.indexOf(',');
  const head = src.slice(0, comma);
  const body = src.slice(comma + 1);
  return head.endsWith(';base64')
    ? Buffer.from(body, 'base64').toString('utf8')
    : decodeURIComponent(body);
}

test('figure labels are at least 11 CSS px and inside the picture at 360 px wide', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { image } = await openPracticeFigure(page, request);
  const shownWidth = await image.evaluate((img) => img.getBoundingClientRect().width);
  // The card on a 360 px phone leaves the figure about 294 px.
  expect(shownWidth).toBeGreaterThan(250);
  expect(shownWidth).toBeLessThanOrEqual(360);

  const served = svgOfDataUrl((await image.getAttribute('src')) ?? '');
  const sample = new Map<string, string>([['served figure', served]]);
  for (const item of generateSeedBank({ seed: SEED_BANK_SEED })) {
    if (sample.size > SAMPLE_SIZE) break;
    if (item.figure && !sample.has(item.templateId)) sample.set(item.templateId, item.figure.svg);
  }
  expect(sample.size).toBeGreaterThan(SAMPLE_SIZE);

  // Each figure drawn as the screen draws it (shownWidth wide, aspect kept), text measured.
  const problems = await page.evaluate(
    ({ figures, width }) => {
      const found: string[] = [];
      const holder = document.createElement('div');
      holder.style.position = 'absolute';
      holder.style.left = '0';
      holder.style.top = '0';
      holder.style.width = `${width}px`;
      document.body.append(holder);
      for (const [name, markup] of figures) {
        const svg = new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement;
        if (!(svg instanceof SVGSVGElement)) {
          found.push(`${name}: not an SVG`);
          continue;
        }
        svg.removeAttribute('width');
        svg.removeAttribute('height');
        svg.style.display = 'block';
        svg.style.width = '100%';
        svg.style.height = 'auto';
        holder.replaceChildren(document.importNode(svg, true));
        const shown = holder.firstElementChild as SVGSVGElement;
        const frame = shown.getBoundingClientRect();
        const scale = frame.width / shown.viewBox.baseVal.width;
        for (const text of shown.querySelectorAll('text')) {
          const px = parseFloat(getComputedStyle(text).fontSize) * scale;
          if (px < 11) found.push(`${name}: "${text.textContent}" is ${px.toFixed(2)} px`);
          const box = text.getBoundingClientRect();
          const outside =
            box.left < frame.left - 0.5 ||
            box.top < frame.top - 0.5 ||
            box.right > frame.right + 0.5 ||
            box.bottom > frame.bottom + 0.5;
          if (outside) found.push(`${name}: "${text.textContent}" is outside the picture`);
        }
      }
      holder.remove();
      return found;
    },
    { figures: [...sample], width: shownWidth },
  );
  expect(problems).toEqual([]);
});

test('a tap, Enter or Space opens the figure full screen; buttons and a pinch zoom it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { figure, image } = await openPracticeFigure(page, request);
  const alt = (await image.getAttribute('alt')) ?? '';
  const src = (await image.getAttribute('src')) ?? '';
  expect(alt.length).toBeGreaterThan(20);
  await expect(page.getByRole('button', { name: `Enlarge figure: ${alt}` })).toBeVisible();

  // The question screen with its figure button passes axe at both widths (screenshots kept).
  await checkScreenAtBothWidths(page, 'practice-figure');

  // A tap opens it: the same image and the same description, full screen.
  await figure.tap();
  const dialog = page.getByRole('dialog', { name: 'Figure' });
  await expect(dialog).toBeVisible();
  const zoomed = dialog.getByRole('img', { name: alt });
  await expect(zoomed).toHaveAttribute('src', src);
  const level = dialog.getByTestId('figure-zoom-level');
  await expect(level).toHaveText('100%');
  const widthOf = () => zoomed.evaluate((img) => img.getBoundingClientRect().width);
  const fitted = await widthOf();
  expect(fitted).toBeGreaterThan(300);
  await checkScreenAsShown(page, 'figure-zoom-phone');

  // The buttons: + twice, − once, then reset.
  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  await expect(level).toHaveText('150%');
  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  await expect(level).toHaveText('225%');
  expect(await widthOf()).toBeCloseTo(fitted * 2.25, 0);
  await dialog.getByRole('button', { name: 'Zoom out' }).click();
  await expect(level).toHaveText('150%');
  expect(await widthOf()).toBeCloseTo(fitted * 1.5, 0);
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(level).toHaveText('100%');
  expect(await widthOf()).toBeCloseTo(fitted, 0);
  await expect(dialog.getByRole('button', { name: 'Zoom out' })).toBeDisabled();

  // A pinch: two fingers moving from 60 px to 120 px apart double the scale.
  const viewport = await dialog.getByTestId('figure-zoom-viewport').boundingBox();
  if (!viewport) throw new Error('the zoom viewport is not shown');
  const cx = viewport.x + viewport.width / 2;
  const cy = viewport.y + Math.min(viewport.height / 2, 150);
  const cdp = await page.context().newCDPSession(page);
  const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', apart: number | null) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints:
        apart === null
          ? []
          : [
              { x: cx - apart / 2, y: cy, id: 1 },
              { x: cx + apart / 2, y: cy, id: 2 },
            ],
    });
  await touch('touchStart', 60);
  for (const apart of [75, 90, 105, 120]) await touch('touchMove', apart);
  await touch('touchEnd', null);
  await expect(level).toHaveText('200%');
  expect(await widthOf()).toBeCloseTo(fitted * 2, 0);

  // Closed by its button, focus back on the figure; the next opening starts at 100 %.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(figure).toBeFocused();

  // The keyboard: Enter opens, Escape closes; Space opens too.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(level).toHaveText('100%');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(figure).toBeFocused();
  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
