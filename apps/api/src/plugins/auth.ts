import { ErrorCode, Messages, type Role } from '@exam/contract';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../lib/app-error';
import type { Authenticated, SessionDeps } from '../modules/auth/session.service';
import { authenticate } from '../modules/auth/session.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in user: 401 UNAUTHENTICATED otherwise. */
    requireAuth: preHandlerAsyncHookHandler;
    /**
     * preHandler for routes of one role or more (issue 23): 401 without a valid session, 403
     * FORBIDDEN for a signed-in account of another role. The role is the one stored now (read
     * with the session on every request), so a change applies to the next request.
     */
    requireRole: (...roles: Role[]) => preHandlerAsyncHookHandler;
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
  app.decorate('requireRole', (...roles: Role[]): preHandlerAsyncHookHandler => {
    const allowed = new Set(roles);
    return async function requireRoleHandler(this: FastifyInstance, request, reply) {
      await requireAuth.call(this, request, reply);
      if (!allowed.has(authOf(request).user.role)) {
        throw new AppError(ErrorCode.Forbidden, Messages.forbiddenRole);
      }
    };
  });
}
