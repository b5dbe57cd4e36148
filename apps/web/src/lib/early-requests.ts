/**
 * GET requests a screen is known to make first, started by the entry before React and the
 * screen's chunks have arrived (docs/decisions/038-early-requests-and-first-paint.md). On a phone on slow mobile
 * data the chunks take a second or more; a screen's data used to be asked for only after them,
 * one more round trip before the question or the dashboard could be drawn.
 *
 * A request started here is handed, once, to the first `apiRequest` of the same URL with the same
 * token within `EARLY_RESPONSE_TTL_MS`; anything later, or anything else, goes to the network as
 * before. The response goes through the client's usual handling (errors, a 401 ending the session).
 */
export const EARLY_RESPONSE_TTL_MS = 10_000;

interface EarlyRequest {
  token: string;
  startedAt: number;
  response: Promise<Response>;
}

const started = new Map<string, EarlyRequest>();

export function startEarlyRequest(url: string, token: string): void {
  if (started.has(url)) return;
  const response = fetch(url, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    credentials: 'same-origin',
  });
  // Never an unhandled rejection: a failure is met again by the caller that takes it.
  response.catch(() => undefined);
  started.set(url, { token, startedAt: Date.now(), response });
}

/** The early response for `url`, when one was started for this token and is still fresh. */
export function takeEarlyResponse(
  url: string,
  token: string | null,
): Promise<Response> | undefined {
  const early = started.get(url);
  if (!early) return undefined;
  started.delete(url);
  if (early.token !== token || Date.now() - early.startedAt > EARLY_RESPONSE_TTL_MS) {
    return undefined;
  }
  return early.response;
}

/** Forgets every early request (tests). */
export function forgetEarlyRequests(): void {
  started.clear();
}
