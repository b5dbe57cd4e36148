import { ApiRoutes, ErrorCode } from '@exam/contract';
import { z } from 'zod';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { backupFileName, totalRows } from '../../backup/backup-format';
import type { AppDeps } from '../../deps';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';
import { adminOf } from '../../plugins/admin-auth';
import type { AdminOptions } from './admin-options';

/**
 * Administrators' operations (decision 022). GET /api/admin/backup streams a consistent backup
 * of the whole database (the file `npm run db -- backup` writes): one snapshot transaction,
 * gzip-compressed JSON Lines. It is how the CLI backs up the embedded database of a running
 * server, which no other process may open.
 */
export const adminRoutes: FastifyPluginCallbackZod<{ deps: AppDeps; admin: AdminOptions }> = (
  app,
  { deps, admin },
  done,
) => {
  app.get(
    ApiRoutes.admin.backup,
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security: bearerSecurity,
        summary: 'A consistent backup of the whole database (administrators only)',
        description:
          'Bearer: the local admin token of DATA_DIR/admin-token, accepted only from this machine ' +
          'and never through a proxy. The body is the backup file (gzip, JSON Lines) that ' +
          '`npm run db -- restore` reads; a download cut before its end marker is refused by it.',
        response: {
          200: {
            description: 'The backup file',
            content: { 'application/gzip': { schema: z.string() } },
          },
          ...errorResponses(
            ErrorCode.Unauthenticated,
            ErrorCode.Forbidden,
            ErrorCode.DatabaseUnavailable,
          ),
        },
      },
    },
    async (request, reply) => {
      const who = adminOf(request);
      const now = deps.clock.now();
      reply
        .type('application/gzip')
        .header('content-disposition', `attachment; filename="${backupFileName(now)}"`);
      // HEAD: the headers only, without taking a snapshot for nothing.
      if (request.method === 'HEAD') return reply.send('');
      const backup = await admin.startBackup();
      request.log.info({ admin: who }, 'Backup started for an administrator');
      backup.done.then(
        ({ manifest, trailer }) =>
          request.log.info(
            { admin: who, rows: totalRows(manifest), sha256: trailer.sha256 },
            'Backup sent',
          ),
        (error: unknown) => request.log.error({ err: error, admin: who }, 'Backup failed'),
      );
      // A stream: Fastify pipes it as it comes (the declared string is the OpenAPI document's).
      return reply.send(backup.stream as unknown as string);
    },
  );
  done();
};
