import { ApiRequestError, NetworkError } from './api-client';

/** Generic texts of the spec's error catalogue (§8), used when a screen gives no fallback. */
export const GenericErrors = {
  fallback: 'An error occurred',
  network: 'No response from server. Please check your internet connection.',
  setup: 'Error setting up the request. Please try again.',
} as const;

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
 * could not be set up gets its own text.
 */
export function getErrorMessage(error: unknown, options: ErrorMessageOptions = {}): string {
  const fallback = options.fallback ?? GenericErrors.fallback;
  if (error instanceof ApiRequestError) return error.serverMessage ?? fallback;
  if (error instanceof NetworkError) return options.network ?? GenericErrors.network;
  if (error instanceof Error) return options.setup ?? GenericErrors.setup;
  return options.unknown ?? fallback;
}
