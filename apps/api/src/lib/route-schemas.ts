import { ApiErrorSchema } from '@exam/contract';

/**
 * Response schemas for a route's error statuses, so the OpenAPI description lists them and
 * error bodies go through the same serializer as successes.
 */
export function errorResponses<S extends number>(
  ...statuses: S[]
): Record<S, typeof ApiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ApiErrorSchema])) as Record<
    S,
    typeof ApiErrorSchema
  >;
}

/** The OpenAPI security requirement of routes that need `Authorization: Bearer <token>`. */
export const bearerSecurity = [{ bearerAuth: [] }];
