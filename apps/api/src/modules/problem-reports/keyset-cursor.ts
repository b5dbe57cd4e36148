import { ErrorCode } from '@exam/contract';
import { AppError } from '../../lib/app-error';

/**
 * Keyset cursors of the console's lists (problem reports, item statistics): the sort key of the
 * last row sent, as base64url JSON. Opaque to clients; a cursor that does not decode into the
 * expected shape is 400, never a 500 or a silently wrong page.
 */
export function encodeCursor(values: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodeCursor<T extends readonly ('string' | 'number')[]>(
  cursor: string,
  shape: T,
): { [K in keyof T]: T[K] extends 'number' ? number : string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const valid =
    Array.isArray(parsed) &&
    parsed.length === shape.length &&
    parsed.every((value, index) =>
      shape[index] === 'number'
        ? typeof value === 'number' && Number.isFinite(value)
        : typeof value === 'string' && value.length <= 100,
    );
  if (!valid) throw new AppError(ErrorCode.ValidationFailed, 'That page cursor is not valid.');
  return parsed as { [K in keyof T]: T[K] extends 'number' ? number : string };
}
