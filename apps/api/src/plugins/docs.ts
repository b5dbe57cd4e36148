import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ApiRoutes } from '@exam/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { cspHeaderValue } from './security-headers';

/**
 * Runs in the browser (Swagger UI serialises it with toString): "Try it out" echoes the
 * XSRF cookie (`__Host-XSRF-TOKEN` over https, `XSRF-TOKEN` over http) in the X-XSRF-TOKEN
 * header, as the web app does, so POSTs work from the page. Self-contained on purpose: no
 * imports or outer variables survive serialisation.
 */
function echoXsrfCookie(request: Record<string, unknown>) {
  const { cookie } = (globalThis as unknown as { document: { cookie: string } }).document;
  const match =
    /(?:^|;\s*)__Host-XSRF-TOKEN=([^;]+)/.exec(cookie) ??
    /(?:^|;\s*)XSRF-TOKEN=([^;]+)/.exec(cookie);
  const headers = request.headers as Record<string, string>;
  if (match?.[1]) headers['X-XSRF-TOKEN'] = decodeURIComponent(match[1]);
  return request;
}

/**
 * OpenAPI description generated from the routes' zod schemas, with Swagger UI at /api/docs
 * (its assets ship inside the package: nothing is fetched from a CDN). Must be registered before
 * the routes, which it collects as they are added.
 */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Exam Prep API',
        version: '0.1.0',
        description:
          'State-changing calls need the XSRF cookie (set by any GET under /api: ' +
          '`__Host-XSRF-TOKEN` over https, `XSRF-TOKEN` over http) echoed in the X-XSRF-TOKEN ' +
          'header. Signed-in calls send `Authorization: Bearer <token>`.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: ApiRoutes.docs,
    // Swagger UI needs nothing beyond the app's own policy (its scripts are files of ours, its
    // inline styles are allowed): the same CSP, set explicitly so the page keeps working if the
    // app's policy is ever tightened.
    staticCSP: cspHeaderValue(),
    uiConfig: { requestInterceptor: echoXsrfCookie },
  });
}
