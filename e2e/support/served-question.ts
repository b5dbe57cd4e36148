import type { Question } from '@exam/contract';
import type { Page } from '@playwright/test';

/**
 * The question a mode's API served last, read from its successful responses whose URL matches
 * `urls`; `questionIn` finds the question in a response body (where each call puts it).
 *
 * Reading a body is asynchronous, so the page can show a new question before the listener has
 * read the response that carried it. The returned function therefore waits for every body read
 * that has started, and only then answers: a test that saw the question's heading gets that
 * question, never the one before it.
 */
export function trackServedQuestion(
  page: Page,
  urls: RegExp,
  questionIn: (body: Record<string, unknown>) => unknown,
): () => Promise<Question> {
  let current: Question | undefined;
  let reads: Promise<void> = Promise.resolve();
  page.on('response', (response) => {
    if (!urls.test(response.url()) || !response.ok()) return;
    const read = response
      .json()
      .catch(() => null)
      .then((body: unknown) => {
        if (typeof body !== 'object' || body === null) return;
        const question = questionIn(body as Record<string, unknown>) as Question | undefined;
        if (question) current = question;
      });
    // In arrival order, so the last response read is the last one served.
    reads = reads.then(() => read);
  });
  return async () => {
    await reads;
    if (!current) throw new Error(`no question served yet by ${urls.source}`);
    return current;
  };
}
