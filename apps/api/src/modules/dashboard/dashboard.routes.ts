import { ApiRoutes, DashboardQuerySchema, DashboardSchema, ErrorCode } from '@exam/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import { getDashboard } from './dashboard.service';

/**
 * The dashboard's data in one request (issue 22): only ever the signed-in student's own.
 * `?timeZone=` names the zone the streak's and the daily goal's days are counted in.
 */
export const dashboardRoutes: FastifyPluginCallbackZod<{ deps: AppDeps }> = (
  app,
  { deps },
  done,
) => {
  app.get(
    ApiRoutes.dashboard,
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['dashboard'],
        security: bearerSecurity,
        summary:
          "The caller's lesson mastery, progress, review, streak, daily goal, open work and past trials",
        querystring: DashboardQuerySchema,
        response: {
          200: DashboardSchema,
          ...errorResponses(ErrorCode.ValidationFailed, ErrorCode.Unauthenticated),
        },
      },
    },
    async (request) => getDashboard(deps, authOf(request).user.id, request.query.timeZone),
  );
  done();
};
