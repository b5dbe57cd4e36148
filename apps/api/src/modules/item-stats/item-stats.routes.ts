import { ApiRoutes, ErrorCode, ItemStatsPageSchema, ItemStatsQuerySchema } from '@exam/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import { takeFromLimit } from '../rate-limit/rate-limit.service';
import type { RateLimitRule } from '../rate-limit/rate-limit.service';
import { listItemStats } from './item-stats.service';

/**
 * Each page aggregates every answer in the database: 120 pages per 10 minutes per admin is far
 * more than anyone reads, and keeps a script from tying up the database.
 */
export const itemStatsPages: RateLimitRule = {
  name: 'item-stats:admin',
  limit: 120,
  windowSeconds: 10 * 60,
};

/** Item statistics (issue 23), admins only. */
export const itemStatsRoutes: FastifyPluginCallbackZod<{ deps: AppDeps }> = (
  app,
  { deps },
  done,
) => {
  app.get(
    ApiRoutes.admin.itemStats,
    {
      preHandler: app.requireRole('admin'),
      schema: {
        tags: ['admin: item statistics'],
        security: bearerSecurity,
        summary: 'Per-item statistics, items that look broken first, a page at a time',
        querystring: ItemStatsQuerySchema,
        response: {
          200: ItemStatsPageSchema,
          ...errorResponses(
            ErrorCode.ValidationFailed,
            ErrorCode.Unauthenticated,
            ErrorCode.Forbidden,
            ErrorCode.RateLimited,
          ),
        },
      },
    },
    async (request) => {
      await takeFromLimit(deps, itemStatsPages, authOf(request).user.id);
      return listItemStats(deps, request.query);
    },
  );
  done();
};
