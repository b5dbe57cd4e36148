import { ApiRequestError } from '../api-client';

/**
 * What an exam or trial screen shows for a failed call: the server's own message when it sent
 * one (e.g. 'Trial not found'), otherwise the screen's text from the spec (§8), also for a
 * network failure.
 */
export function attemptErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.serverMessage) return error.serverMessage;
  return fallback;
}

/** 409: the answer was for a question that is no longer current (another tab moved on). */
export function isOutOfSequence(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 409;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/** 400: the request itself was refused (e.g. a malformed id in the address). */
export function isBadRequest(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 400;
}
