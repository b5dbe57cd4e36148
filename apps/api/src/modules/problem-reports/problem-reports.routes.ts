import {
  AdminProblemReportSchema,
  AdminReportPageSchema,
  AdminReportsQuerySchema,
  ApiRoutes,
  ErrorCode,
  MyProblemReportListSchema,
  MyProblemReportSchema,
  QuestionIdParamsSchema,
  ReportIdParamsSchema,
  ReportProblemRequestSchema,
  ResolveReportRequestSchema,
} from '@exam/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import {
  listMyReports,
  listReportQueue,
  reportProblem,
  resolveReport,
} from './problem-reports.service';

/**
 * 'Report a problem' (issue 23): any signed-in account reports a question it was shown and reads
 * its own reports; admins work through the queue and resolve reports.
 */
export const problemReportRoutes: FastifyPluginCallbackZod<{ deps: AppDeps }> = (
  app,
  { deps },
  done,
) => {
  app.post(
    ApiRoutes.reportProblem,
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['problem reports'],
        security: bearerSecurity,
        summary: 'Report a problem with a question the caller was shown',
        params: QuestionIdParamsSchema,
        body: ReportProblemRequestSchema,
        response: {
          201: MyProblemReportSchema,
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
    async (request, reply) => {
      const report = await reportProblem(
        deps,
        authOf(request).user.id,
        request.params.id,
        request.body,
      );
      return reply.code(201).send(report);
    },
  );

  app.get(
    ApiRoutes.account.reports,
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['problem reports'],
        security: bearerSecurity,
        summary: "The caller's own problem reports, newest first",
        response: {
          200: MyProblemReportListSchema,
          ...errorResponses(ErrorCode.Unauthenticated),
        },
      },
    },
    async (request) => listMyReports(deps, authOf(request).user.id),
  );

  app.get(
    ApiRoutes.admin.reports,
    {
      preHandler: app.requireRole('admin'),
      schema: {
        tags: ['admin: problem reports'],
        security: bearerSecurity,
        summary: 'The problem-report queue (open or resolved), newest first, a page at a time',
        querystring: AdminReportsQuerySchema,
        response: {
          200: AdminReportPageSchema,
          ...errorResponses(
            ErrorCode.ValidationFailed,
            ErrorCode.Unauthenticated,
            ErrorCode.Forbidden,
          ),
        },
      },
    },
    async (request) => listReportQueue(deps, request.query),
  );

  app.post(
    ApiRoutes.admin.resolveReport,
    {
      preHandler: app.requireRole('admin'),
      schema: {
        tags: ['admin: problem reports'],
        security: bearerSecurity,
        summary: "Resolve a report; 'retired' also retires the question",
        params: ReportIdParamsSchema,
        body: ResolveReportRequestSchema,
        response: {
          200: AdminProblemReportSchema,
          ...errorResponses(
            ErrorCode.ValidationFailed,
            ErrorCode.Unauthenticated,
            ErrorCode.Forbidden,
            ErrorCode.NotFound,
            ErrorCode.AlreadyDone,
          ),
        },
      },
    },
    async (request) =>
      resolveReport(
        { ...deps, log: request.log },
        authOf(request).user.id,
        request.params.id,
        request.body,
      ),
  );
  done();
};
