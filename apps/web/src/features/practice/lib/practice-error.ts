import { ApiRequestError } from '../../../lib/api-client';

/** The server's own message when it sent one, else the spec's text for the screen (§8). */
export function practiceErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.serverMessage) return error.serverMessage;
  return fallback;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}
