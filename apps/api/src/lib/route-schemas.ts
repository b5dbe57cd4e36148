import { ApiErrorSchema, errorStatus } from '@exam/contract';
import type { ErrorCode, ErrorStatus, ErrorStatusOf } from '@exam/contract';

/** The OpenAPI extension on an error response's schema that lists the codes it stands for. */
export const ERROR_CODES_KEY = 'x-error-codes';

/**
 * A route's one declaration of the errors it answers with: the codes. Each code's status comes
 * from the contract's error table (docs/decisions/029); each status gets the error body's schema,
 * so error bodies go through the same serializer as successes, and the OpenAPI description lists
 * that status with its codes (as the response's description and under `x-error-codes`). The
 * schema itself accepts every code: a code missing here is a documentation gap the endpoint fuzz
 * suite finds, never a 500.
 */
export function errorResponses<C extends ErrorCode>(
  ...codes: C[]
): Record<ErrorStatusOf<C>, typeof ApiErrorSchema> {
  const byStatus = new Map<ErrorStatus, ErrorCode[]>();
  for (const code of new Set(codes)) {
    const status = errorStatus(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  // The statuses are exactly those of the codes' rows: what the return type says.
  return Object.fromEntries(
    [...byStatus].map(([status, atStatus]) => {
      const sorted = [...atStatus].sort();
      return [
        status,
        ApiErrorSchema.meta({
          description: sorted.join(', '),
          [ERROR_CODES_KEY]: sorted,
        }),
      ];
    }),
  ) as Record<ErrorStatusOf<C>, typeof ApiErrorSchema>;
}

/** The codes an `errorResponses` schema was declared with (none for any other schema). */
export function declaredErrorCodes(schema: unknown): ErrorCode[] {
  if (typeof schema !== 'object' || schema === null || !('meta' in schema)) return [];
  const meta = (schema as { meta: () => Record<string, unknown> | undefined }).meta();
  const codes = meta?.[ERROR_CODES_KEY];
  return Array.isArray(codes) ? (codes as ErrorCode[]) : [];
}

/** The OpenAPI security requirement of routes that need `Authorization: Bearer <token>`. */
export const bearerSecurity = [{ bearerAuth: [] }];
