import { ErrorCode } from '@exam/contract';
import type { FastifyInstance } from 'fastify';
import { declaredErrorCodes, errorResponses } from '../lib/route-schemas';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Adds to each documented route the error codes that the app's infrastructure, not the route,
 * can answer with: VALIDATION_FAILED when the route validates params, query or body (or parses
 * a body: broken JSON), PAYLOAD_TOO_LARGE and UNSUPPORTED_MEDIA_TYPE for a body too large or not
 * JSON, XSRF_MISMATCH for the XSRF check of state-changing calls. They join the route's own codes
 * (a status both declare lists both), each at its status in the contract's error table. Without
 * them the OpenAPI description (and the response serializer) would not know answers that
 * clients do get; the endpoint fuzz suite holds every answer to the description.
 */
export function registerInfrastructureResponses(
  app: FastifyInstance,
  options: { xsrfExemptPostPaths: ReadonlySet<string> },
): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema;
    if (!schema?.response || schema.hide) return;
    const methods = [route.method].flat();
    const codes = new Set<ErrorCode>();
    if (schema.params || schema.querystring || schema.body) codes.add(ErrorCode.ValidationFailed);
    if (methods.some((method) => BODY_METHODS.has(method))) {
      codes.add(ErrorCode.ValidationFailed);
      codes.add(ErrorCode.PayloadTooLarge).add(ErrorCode.UnsupportedMediaType);
      const exempt =
        methods.every((m) => m === 'POST') && options.xsrfExemptPostPaths.has(route.url);
      if (!exempt) codes.add(ErrorCode.XsrfMismatch);
    }
    const response = schema.response as Record<string, unknown>;
    const declared = Object.values(response).flatMap(declaredErrorCodes);
    const others = Object.fromEntries(
      Object.entries(response).filter(([, entry]) => declaredErrorCodes(entry).length === 0),
    );
    schema.response = { ...errorResponses(...declared, ...codes), ...others };
  });
}
