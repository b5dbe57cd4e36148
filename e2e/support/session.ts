import type { Page } from '@playwright/test';

/**
 * The session the web app keeps (decision 024): this tab's sessionStorage without Remember me,
 * localStorage with it, under the spec's keys 'token' and 'user'. The tab's copy wins, as in
 * the app.
 */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => sessionStorage.getItem('token') ?? localStorage.getItem('token'));
}

export function storedUserJson(page: Page): Promise<string | null> {
  return page.evaluate(() =>
    sessionStorage.getItem('token') !== null
      ? sessionStorage.getItem('user')
      : localStorage.getItem('user'),
  );
}

/** Where each copy is: for tests of where the session lives. */
export function sessionPlaces(page: Page): Promise<{ tab: string | null; local: string | null }> {
  return page.evaluate(() => ({
    tab: sessionStorage.getItem('token'),
    local: localStorage.getItem('token'),
  }));
}

/** Forgets the session in this tab as a closed browser would (both stores emptied). */
export function forgetSession(page: Page): Promise<void> {
  return page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}
