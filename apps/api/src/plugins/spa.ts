import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorCode, Messages, WebRoutes } from '@exam/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const NOT_BUILT =
  'The web app is not built yet. Run `npm run build` (or start with `npm start`, which builds it).';

/** Vite puts content-hashed files under /assets/: they never change, so they cache forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function pathOf(request: FastifyRequest): string {
  const question = request.url.indexOf('?');
  return question === -1 ? request.url : request.url.slice(0, question);
}

/** A browser navigation: the page, not a fetch() call, is what is asked for. */
function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Whether an unmatched request gets the SPA's index.html (history fallback): GET/HEAD of a
 * non-API path that does not look like a file, and the Google callback when a browser navigates
 * to it, because that path is both a screen and an API call (DESIGN.md §3).
 */
export function wantsSpa(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = pathOf(request);
  if (path === WebRoutes.googleCallback) return acceptsHtml(request);
  if (path === '/api' || path.startsWith('/api/')) return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

/**
 * Serves the built SPA (apps/web/dist) and answers everything no route matched: index.html for
 * app routes, JSON 404 for the API. Registered last, in its own scope.
 */
export async function spaPlugin(app: FastifyInstance, options: { distDir: string }) {
  const indexFile = join(options.distDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (!wantsSpa(request)) {
      return reply.code(404).send({ message: Messages.notFound, code: ErrorCode.NotFound });
    }
    if (!built) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    return reply.sendFile('index.html');
  });
}
