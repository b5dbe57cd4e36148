import { ErrorCode, Messages, XSRF_HEADER, xsrfCookieName } from '@exam/contract';
import type { FastifyInstance } from 'fastify';
import { isApiUrl } from '../lib/api-path';
import { AppError } from '../lib/app-error';
import { randomToken, safeEqual } from '../lib/tokens';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const rawPath = (url: string) => {
  const question = url.indexOf('?');
  return question === -1 ? url : url.slice(0, question);
};

/**
 * Double-submit XSRF protection (docs/decisions/005). An API response to a request without the
 * XSRF cookie sets one (readable by the page's script, SameSite=Strict); a state-changing
 * request must echo the cookie in X-XSRF-TOKEN. A cross-site page can make the browser send
 * the cookie but cannot read it, so it cannot produce the header. Runs at onRequest, before the
 * body is even parsed: a refused request writes nothing. The check covers every state-changing
 * request, not only paths that look like /api/: the app has no other ones, and a path test
 * could be dodged by encodings the router still matches ('/%61pi/...').
 *
 * Over https the cookie is `__Host-XSRF-TOKEN` (Secure, Path=/, no Domain: nothing but this
 * origin over https can set it). It is set on API answers only, which are all no-store: never on
 * the web app's files, which caches keep (/assets/* for a year), so no shared cache can hand one
 * student's cookie to another (issue 17, finding 10). The web app asks an API route for it before
 * its first state-changing call when it has none.
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
  const name = xsrfCookieName(options.secureCookie);
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[name];
    if (!cookie && isApiUrl(request.url)) {
      reply.setCookie(name, randomToken(), {
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
      throw new AppError(ErrorCode.XsrfMismatch, Messages.xsrfMismatch);
    }
  });
}
