import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../lib/route-schemas';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Adds to each documented route the error statuses that the app's infrastructure, not the
 * route, can answer: 400 when the route validates params, query or body (or parses a body:
 * broken JSON), 413 and 415 for a body too large or not JSON, 403 for the XSRF check of
 * state-changing calls. Without them the OpenAPI description (and the response serializer)
 * would not know statuses that clients do get; the endpoint fuzz suite holds every answer to
 * the description. A route's own declaration of a status wins.
 */
export function registerInfrastructureResponses(
  app: FastifyInstance,
  options: { xsrfExemptPostPaths: ReadonlySet<string> },
): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema;
    if (!schema?.response || schema.hide) return;
    const methods = [route.method].flat();
    const statuses = new Set<number>();
    if (schema.params || schema.querystring || schema.body) statuses.add(400);
    if (methods.some((method) => BODY_METHODS.has(method))) {
      statuses.add(400).add(413).add(415);
      const exempt =
        methods.every((m) => m === 'POST') && options.xsrfExemptPostPaths.has(route.url);
      if (!exempt) statuses.add(403);
    }
    const response = schema.response as Record<string, unknown>;
    const missing = [...statuses].filter((status) => !(status in response));
    schema.response = { ...errorResponses(...missing), ...response };
  });
}
