import {
  ApiRoutes,
  ClassIdParamsSchema,
  ErrorCode,
  JoinClassRequestSchema,
  MyClassListSchema,
  MyClassSchema,
} from '@exam/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import { joinClass, leaveClass, listMyClasses } from './class-membership.service';

/**
 * The signed-in account's classes (issue 23, decision 046): join with a teacher's code, see
 * which teachers can read their work, leave at any time. Any role may use them.
 */
export const classMembershipRoutes: FastifyPluginCallbackZod<{ deps: AppDeps }> = (
  app,
  { deps },
  done,
) => {
  const tags = ['account'];
  const security = bearerSecurity;
  const userIdOf = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;

  app.get(
    ApiRoutes.account.classes,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: "The caller's classes: whose teachers can see their work",
        response: { 200: MyClassListSchema, ...errorResponses(ErrorCode.Unauthenticated) },
      },
    },
    async (request) => listMyClasses(deps, userIdOf(request)),
  );

  app.post(
    ApiRoutes.account.classes,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: "Join a class with its teacher's code (10 wrong codes an hour)",
        body: JoinClassRequestSchema,
        response: {
          201: MyClassSchema,
          ...errorResponses(
            ErrorCode.ValidationFailed,
            ErrorCode.Unauthenticated,
            ErrorCode.NotFound,
            ErrorCode.AlreadyDone,
            ErrorCode.RateLimited,
          ),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await joinClass(deps, userIdOf(request), request.body.code)),
  );

  app.delete(
    ApiRoutes.account.class,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: "Leave a class: its teacher no longer sees the caller's work, at once",
        params: ClassIdParamsSchema,
        response: {
          204: z.null().meta({ description: 'Left the class' }),
          ...errorResponses(
            ErrorCode.ValidationFailed,
            ErrorCode.Unauthenticated,
            ErrorCode.NotFound,
          ),
        },
      },
    },
    async (request, reply) => {
      await leaveClass(deps, userIdOf(request), request.params.classId);
      return reply.code(204).send(null);
    },
  );
  done();
};
