import { ErrorCode, Messages } from '@exam/contract';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../lib/app-error';
import type { AdminAccessDeps, AdminIdentity } from '../modules/admin/admin-access';
import { checkAdmin } from '../modules/admin/admin-access';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for administrators' routes: 401 without a valid credential, 403 for a student. */
    requireAdmin: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Set by requireAdmin; null elsewhere. */
    admin: AdminIdentity | null;
  }
}

/** Reads the administrator set by `requireAdmin`. */
export function adminOf(request: FastifyRequest): AdminIdentity {
  if (!request.admin) throw new Error('requireAdmin must run before this handler');
  return request.admin;
}

/**
 * The guard of the administrators' routes (decision 022). The refusals are the ones every
 * signed-in route gives (401 'Please sign in to continue' for a missing or invalid token), plus
 * 403 for a valid student session, so an administrator's route reveals nothing more.
 */
export function registerAdminAuth(app: FastifyInstance, deps: AdminAccessDeps): void {
  app.decorateRequest('admin', null);
  const requireAdmin: preHandlerAsyncHookHandler = async (request) => {
    const check = await checkAdmin(deps, request);
    if (check.ok) {
      request.admin = check.admin;
      return;
    }
    if (check.status === 403) throw new AppError(ErrorCode.Forbidden, Messages.adminOnly);
    throw new AppError(ErrorCode.Unauthenticated, Messages.unauthenticated);
  };
  app.decorate('requireAdmin', requireAdmin);
}
