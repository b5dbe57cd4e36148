import { ApiRoutes, ErrorCode, HealthResponseSchema, Messages } from '@exam/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/route-schemas';
import type { AdminAccessDeps } from '../admin/admin-access';
import { checkAdmin } from '../admin/admin-access';
import type { AdminOptions } from '../admin/admin-options';
import { NO_BACKUP_SCHEDULE } from '../admin/admin-options';

/**
 * For load balancers and the test stack: 200 when the database answers, otherwise 503
 * DATABASE_UNAVAILABLE with Retry-After. An administrator's credential (decision 022) adds the
 * scheduled backups' state; anyone else, valid token or not, gets the same short answer (a
 * health check never answers 401).
 */
export const healthRoutes: FastifyPluginCallbackZod<{
  deps: AppDeps;
  admin: (AdminOptions & { access: AdminAccessDeps }) | undefined;
}> = (app, { deps, admin }, done) => {
  app.get(
    ApiRoutes.health,
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability (and backups, for administrators)',
        response: { 200: HealthResponseSchema, ...errorResponses(ErrorCode.DatabaseUnavailable) },
      },
    },
    async (request) => {
      try {
        await deps.db.execute(sql`select 1`);
      } catch (error) {
        // Whatever the failure, the health answer is "database down", never a 500.
        request.log.warn({ err: error }, 'Health check: the database does not answer');
        throw new AppError(ErrorCode.DatabaseUnavailable, Messages.databaseUnavailable, {
          'retry-after': '5',
        });
      }
      const answer = { status: 'ok' as const, database: 'up' as const };
      if (!admin || !request.headers.authorization) return answer;
      const check = await checkAdmin(admin.access, request);
      if (!check.ok) return answer;
      return { ...answer, backups: admin.backupHealth?.() ?? NO_BACKUP_SCHEDULE };
    },
  );
  done();
};
