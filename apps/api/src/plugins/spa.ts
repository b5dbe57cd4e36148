import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorCode, Messages, WebRoutes } from '@exam/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiUrl } from '../lib/api-path';
import { errorAnswer } from './error-handler';

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

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/**
 * A browser opening /api/auth/google/callback: that path is both a screen of the SPA and an API
 * call (docs/product.md §7), told apart by what the request accepts.
 */
function isCallbackScreen(request: FastifyRequest): boolean {
  return isRead(request) && pathOf(request) === WebRoutes.googleCallback && acceptsHtml(request);
}

/**
 * Whether a request no route matched gets the SPA's index.html (history fallback): GET/HEAD of
 * a non-API path that does not look like a file (a missing /assets/x.js stays a 404).
 */
function isAppRoute(request: FastifyRequest): boolean {
  if (!isRead(request) || isApiUrl(request.url)) return false;
  const path = pathOf(request);
  return !path.slice(path.lastIndexOf('/') + 1).includes('.');
}

/**
 * Serves the built SPA (apps/web/dist) and answers what no route matched: index.html for app
 * routes, JSON 404 for everything else. Register it last.
 */
export async function registerSpa(app: FastifyInstance, options: { distDir: string }) {
  const indexFile = join(options.distDir, 'index.html');
  const built = existsSync(indexFile);

  /** Read at each call (a small file) so a rebuild while the server runs is picked up. */
  const sendIndex = async (reply: FastifyReply) => {
    if (!built) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await readFile(indexFile));
  };

  // Before routing, so it holds whether or not an API route is registered on the same path.
  app.addHook('onRequest', async (request, reply) => {
    if (isCallbackScreen(request)) await sendIndex(reply);
  });

  await app.register(async (scope) => {
    if (built) {
      await scope.register(fastifyStatic, {
        root: options.distDir,
        cacheControl: false,
        decorateReply: false,
        // The build writes .br and .gz copies of its text files (apps/web/config/precompress.ts):
        // the browser gets the one it accepts, a third of the bytes on a phone's slow network.
        preCompressed: true,
        // dist/.vite/ holds the build's manifest, for tooling only: not part of the site.
        dotfiles: 'ignore',
        setHeaders: (reply, path) => {
          reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
        },
      });
    }
    scope.setNotFoundHandler(async (request, reply) => {
      if (isAppRoute(request)) return sendIndex(reply);
      const answer = errorAnswer(ErrorCode.NotFound, Messages.notFound);
      return reply.code(answer.status).send(answer.body);
    });
  });
}
