import { ApiRequestError, NetworkError } from './api-client';
import { localMessage, tServer } from './server-messages';
import { translatedTexts } from './server-messages/translated-texts';

/**
 * Generic texts of the spec's error catalogue (§8), used when a screen gives no fallback; each
 * read gives the active language (catalog lib/server-messages, `server.generic.*`).
 */
export const GenericErrors = translatedTexts(tServer, {
  fallback: 'server.generic.fallback',
  network: 'server.generic.network',
  setup: 'server.generic.setup',
});

export type ErrorMessageOptions = {
  /** The server answered without a usable message. */
  fallback?: string;
  /** No response came back. */
  network?: string;
  /** The request could not be made (a bug or a browser refusal). */
  setup?: string;
  /** Something that is not an Error at all was thrown. */
  unknown?: string;
};

/**
 * The one function that turns a failed request into what the user reads: the server's own
 * `message` when it sent one, else the screen's fallback; a network failure or a request that
 * could not be set up gets its own text. The server writes English (the contract's Messages);
 * the result is in the interface's language whenever the text is a known one (localMessage),
 * so call this while rendering or handling the failure, not earlier.
 */
export function getErrorMessage(error: unknown, options: ErrorMessageOptions = {}): string {
  return localMessage(englishOrScreenText(error, options));
}

function englishOrScreenText(error: unknown, options: ErrorMessageOptions): string {
  const fallback = options.fallback ?? GenericErrors.fallback;
  if (error instanceof ApiRequestError) return error.serverMessage ?? fallback;
  if (error instanceof NetworkError) return options.network ?? GenericErrors.network;
  if (error instanceof Error) return options.setup ?? GenericErrors.setup;
  return options.unknown ?? fallback;
}
