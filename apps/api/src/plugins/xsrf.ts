import { ErrorCode, Messages, XSRF_COOKIE, XSRF_HEADER } from '@exam/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { randomToken, safeEqual } from '../lib/tokens';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const rawPath = (url: string) => {
  const question = url.indexOf('?');
  return question === -1 ? url : url.slice(0, question);
};

/**
 * Double-submit XSRF protection (docs/decisions/005). Any response to a request without the
 * XSRF-TOKEN cookie sets one (readable by the page's script, SameSite=Strict); a state-changing
 * /api request must echo the cookie in X-XSRF-TOKEN. A cross-site page can make the browser send
 * the cookie but cannot read it, so it cannot produce the header. Runs at onRequest, before the
 * body is even parsed: a refused request writes nothing. The check covers every state-changing
 * request, not only paths that look like /api/: the app has no other ones, and a path test
 * could be dodged by encodings the router still matches ('/%61pi/...').
 */
export function registerXsrf(
  app: FastifyInstance,
  options: {
    secureCookie: boolean;
    /**
     * POST paths that another site's page legitimately posts to (Apple's sign-in answer), each
     * protected by its own one-time values instead. Matched exactly on the raw path, so an
     * encoded variant of it is still checked.
     */
    exemptPostPaths?: ReadonlySet<string>;
  },
): void {
  const exempt = options.exemptPostPaths ?? new Set<string>();
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(XSRF_COOKIE, randomToken(), {
        path: '/',
        sameSite: 'strict',
        httpOnly: false,
        secure: options.secureCookie,
      });
    }
    if (!STATE_CHANGING.has(request.method)) return;
    if (request.method === 'POST' && exempt.has(rawPath(request.url))) return;
    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !safeEqual(header, cookie)) {
      throw new AppError(403, ErrorCode.XsrfMismatch, Messages.xsrfMismatch);
    }
  });
}
