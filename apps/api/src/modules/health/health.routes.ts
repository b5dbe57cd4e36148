import { ApiRoutes, ErrorCode, HealthResponseSchema, Messages } from '@exam/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/route-schemas';

/**
 * For load balancers and the test stack: 200 when the database answers, otherwise 503
 * DATABASE_UNAVAILABLE with Retry-After.
 */
export const healthRoutes: FastifyPluginCallbackZod<{ deps: AppDeps }> = (app, { deps }, done) => {
  app.get(
    ApiRoutes.health,
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: HealthResponseSchema, ...errorResponses(503) },
      },
    },
    async (request) => {
      try {
        await deps.db.execute(sql`select 1`);
      } catch (error) {
        // Whatever the failure, the health answer is "database down", never a 500.
        request.log.warn({ err: error }, 'Health check: the database does not answer');
        throw new AppError(503, ErrorCode.DatabaseUnavailable, Messages.databaseUnavailable, {
          'retry-after': '5',
        });
      }
      return { status: 'ok' as const, database: 'up' as const };
    },
  );
  done();
};
