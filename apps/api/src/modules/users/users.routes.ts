import {
  AdminUserPageSchema,
  AdminUserSchema,
  AdminUsersQuerySchema,
  ApiRoutes,
  ChangeRoleRequestSchema,
  ErrorCode,
  UserIdParamsSchema,
} from '@exam/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import { changeRole, listUsers, toAdminUser } from './users.service';

/**
 * Accounts and roles in the admin console (issue 23, docs/decisions/044): admins only, checked
 * by `requireRole('admin')` with the role read again on every request.
 */
export const usersRoutes: FastifyPluginCallbackZod<{ deps: AppDeps }> = (app, { deps }, done) => {
  const tags = ['admin'];
  const preHandler = app.requireRole('admin');

  app.get(
    ApiRoutes.admin.users,
    {
      preHandler,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Accounts, oldest first: search by name or e-mail part, one role, pages (admins)',
        querystring: AdminUsersQuerySchema,
        response: {
          200: AdminUserPageSchema,
          ...errorResponses(
            ErrorCode.ValidationFailed,
            ErrorCode.Unauthenticated,
            ErrorCode.Forbidden,
          ),
        },
      },
    },
    async (request) => listUsers(deps, request.query),
  );

  app.put(
    ApiRoutes.admin.userRole,
    {
      preHandler,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Change an account's role (admins); the last admin keeps theirs",
        description:
          'Applies from the account’s next request. 409 LAST_ADMIN when it would leave no admin ' +
          'account (an admin may change their own role only while another admin remains).',
        params: UserIdParamsSchema,
        body: ChangeRoleRequestSchema,
        response: {
          200: AdminUserSchema,
          ...errorResponses(
            ErrorCode.ValidationFailed,
            ErrorCode.Unauthenticated,
            ErrorCode.Forbidden,
            ErrorCode.NotFound,
            ErrorCode.LastAdmin,
          ),
        },
      },
    },
    async (request) => {
      const change = await changeRole(deps, { id: request.params.id }, request.body.role, {
        keepAnAdmin: true,
      });
      if (!change) throw new AppError(ErrorCode.NotFound, 'There is no such account.');
      if (change.from !== change.user.role) {
        request.log.info(
          {
            by: authOf(request).user.id,
            user: change.user.id,
            from: change.from,
            to: change.user.role,
          },
          'Role changed',
        );
      }
      return toAdminUser(change.user);
    },
  );
  done();
};
