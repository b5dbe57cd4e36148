import { ErrorCode, Messages } from '@exam/contract';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../lib/app-error';
import type { Authenticated, SessionDeps } from '../modules/auth/session.service';
import { authenticate } from '../modules/auth/session.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in user: 401 UNAUTHENTICATED otherwise. */
    requireAuth: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Set by requireAuth; null on routes without it. */
    auth: Authenticated | null;
  }
}

/** The token of an `Authorization: Bearer <token>` header (the scheme name in any case). */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/** Reads the route's signed-in user via `request.auth` once `requireAuth` has run. */
export function authOf(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new Error('requireAuth must run before this handler');
  return request.auth;
}

export function registerAuth(app: FastifyInstance, deps: SessionDeps): void {
  app.decorateRequest('auth', null);
  const requireAuth: preHandlerAsyncHookHandler = async (request) => {
    const token = bearerToken(request);
    const found = token ? await authenticate(deps, token) : undefined;
    if (!found) throw new AppError(ErrorCode.Unauthenticated, Messages.unauthenticated);
    request.auth = found;
  };
  app.decorate('requireAuth', requireAuth);
}
