import { ErrorTable } from '@exam/contract';
import type { ErrorCode, ErrorStatus, ValidationIssue } from '@exam/contract';

/**
 * A domain error, raised by its code: services throw it, the error handler sends
 * `{ message, code }` with the code's status from the contract's error table
 * (docs/decisions/029) and any extra headers, such as Retry-After. No caller picks a status.
 */
export class AppError extends Error {
  readonly status: ErrorStatus;

  constructor(
    readonly code: ErrorCode,
    message: string = ErrorTable[code].message,
    readonly headers: Record<string, string> = {},
    /** Field-level problems (issue 23: the console's editor shows each on its field). */
    readonly issues?: ValidationIssue[],
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ErrorTable[code].status;
  }
}
