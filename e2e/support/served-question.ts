import type { Question } from '@exam/contract';
import type { Page } from '@playwright/test';

/**
 * The question a mode's API served last, read from its successful responses whose URL matches
 * `urls`; `questionIn` finds the question in a response body (where each call puts it).
 */
export function trackServedQuestion(
  page: Page,
  urls: RegExp,
  questionIn: (body: Record<string, unknown>) => unknown,
): () => Question {
  let current: Question | undefined;
  page.on('response', async (response) => {
    if (!urls.test(response.url()) || !response.ok()) return;
    const body: unknown = await response.json().catch(() => null);
    if (typeof body !== 'object' || body === null) return;
    const question = questionIn(body as Record<string, unknown>) as Question | undefined;
    if (question) current = question;
  });
  return () => {
    if (!current) throw new Error(`no question served yet by ${urls.source}`);
    return current;
  };
}
