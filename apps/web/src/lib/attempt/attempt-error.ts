import { ErrorCode } from '@exam/contract';
import { ApiRequestError } from '../api-client';
import { tAttemptLib } from './catalog';

/**
 * What an exam or trial screen shows for a failed call: the server's own message when it sent
 * one (e.g. 'Trial not found'), otherwise the screen's text from the spec (§8), also for a
 * network failure.
 */
export function attemptErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.serverMessage) return error.serverMessage;
  return fallback;
}

/** Said above the current question after an answer another tab had already moved past. */
export function answeredInAnotherTab(): string {
  return tAttemptLib('attempt.session.answeredInAnotherTab');
}

/**
 * The answer was for a question that is no longer current: another tab (or device) answered it
 * and the attempt moved on (NOT_CURRENT_QUESTION), or answered it differently
 * (ALREADY_ANSWERED). Both are 409s of the shared attempt protocol.
 */
export function isOutOfSequence(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    error.status === 409 &&
    (error.code === ErrorCode.NotCurrentQuestion || error.code === ErrorCode.AlreadyAnswered)
  );
}

/**
 * No answer came back, or a gateway's instead of the server's (502-504, 408): only then may the
 * screen suggest checking the connection. A refusal the server gave (a 4xx, a 500) is not fixed
 * by the student's connection.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return true;
  return error.status === 408 || (error.status >= 502 && error.status <= 504);
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/** 400: the request itself was refused (e.g. a malformed id in the address). */
export function isBadRequest(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 400;
}
