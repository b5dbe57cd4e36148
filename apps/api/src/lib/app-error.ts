import type { ErrorCode } from '@exam/contract';

/**
 * A domain error with its HTTP answer: services throw it, the error handler sends
 * `{ message, code }` with `status` (and any extra headers, such as Retry-After).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}
