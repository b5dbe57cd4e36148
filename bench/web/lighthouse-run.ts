/**
 * One Lighthouse 12 navigation in Debian's Chromium, driven through puppeteer-core (the copy
 * Lighthouse itself ships): the page is opened on the app's origin first so a signed-in run can
 * put the session where the web app keeps it (localStorage), then Lighthouse loads the URL with
 * a cold HTTP cache but that storage kept.
 */
import lighthouse, { defaultConfig, desktopConfig, type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROMIUM_FLAGS } from '../../e2e/support/chromium-flags';
import { CHROMIUM_PATH } from '../../scripts/outside-tools.mjs';

export type FormFactor = 'mobile' | 'desktop';

type WebStorage = { clear(): void; setItem(key: string, value: string): void };

/** The suite's Chromium flags, plus one that keeps every host but the loopback unreachable. */
const CHROMIUM_ARGS = [
  '--headless=new',
  ...CHROMIUM_FLAGS,
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

export async function launchChromium(debuggingPort: number): Promise<Browser> {
  return puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    debuggingPort,
    // Lighthouse sets the viewport of each form factor itself.
    defaultViewport: null,
  });
}

export interface PageScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  ttiMs: number;
  /** Requests the page made to any host but the server under test (must stay empty). */
  offsiteRequests: string[];
  /** Audits of the three categories that did not pass (score < 1), id and title. */
  failedAudits: { id: string; title: string; score: number | null; category: string }[];
}

/**
 * Lighthouse asks to be run again when its trace misses the navigation's start (NO_NAVSTART,
 * seen now and then on the first load of a fresh browser): up to two more attempts.
 */
export async function runLighthouse(
  browser: Browser,
  options: Parameters<typeof runOnce>[1],
): ReturnType<typeof runOnce> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(browser, options);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof RetryableRun)) throw error;
    }
  }
}

class RetryableRun extends Error {}

async function runOnce(
  browser: Browser,
  options: {
    url: string;
    formFactor: FormFactor;
    /** localStorage entries set on the origin before the load (the signed-in session). */
    storage: Record<string, string>;
  },
): Promise<{ scores: PageScores; lhr: Result }> {
  const page = await browser.newPage();
  try {
    const origin = new URL(options.url).origin;
    // A small static file of the app's origin: somewhere to write its localStorage.
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate((entries: Record<string, string>) => {
      // Runs in the page (bench has no DOM types): its window's localStorage.
      const storage = (globalThis as unknown as { localStorage: WebStorage }).localStorage;
      storage.clear();
      for (const [key, value] of Object.entries(entries)) storage.setItem(key, value);
    }, options.storage);
    const cdp = await page.createCDPSession();
    // disableStorageReset keeps the HTTP cache too: empty it, so every run is a first visit.
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const flags: Flags = {
      disableStorageReset: true,
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    };
    const config = options.formFactor === 'desktop' ? desktopConfig : defaultConfig;
    const result = await lighthouse(options.url, flags, config, page);
    if (!result) throw new Error(`Lighthouse returned nothing for ${options.url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) {
      const Failure = lhr.runtimeError.code === 'NO_NAVSTART' ? RetryableRun : Error;
      throw new Failure(`Lighthouse failed on ${options.url}: ${lhr.runtimeError.message}`);
    }
    return { scores: readScores(lhr, origin), lhr };
  } finally {
    await page.close();
  }
}

function readScores(lhr: Result, origin: string): PageScores {
  const category = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: { url: string }[] })
    ?.items;
  const offsiteRequests = (requests ?? [])
    .map((item) => item.url)
    .filter((url) => !url.startsWith(origin) && !/^(data|blob):/.test(url));
  const failedAudits: PageScores['failedAudits'] = [];
  for (const id of ['performance', 'accessibility', 'best-practices']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0) continue;
      if (audit.score !== null && audit.score < 1) {
        failedAudits.push({ id: ref.id, title: audit.title, score: audit.score, category: id });
      }
    }
  }
  return {
    performance: category('performance'),
    accessibility: category('accessibility'),
    bestPractices: category('best-practices'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
    ttiMs: numeric('interactive'),
    offsiteRequests,
    failedAudits,
  };
}
