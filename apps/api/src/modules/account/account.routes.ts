import {
  ACCOUNT_EXPORT_FILENAME,
  AccountExportSchema,
  ApiRoutes,
  DeleteAccountRequestSchema,
  ErrorCode,
  LanguageResponseSchema,
  MessageResponseSchema,
  Messages,
  UpdateLanguageRequestSchema,
} from '@exam/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import { deleteAccount } from './account-delete.service';
import { setLanguage } from './account-language.service';
import { exportAccount } from './account-export.service';
import {
  accountExports,
  assertStudentAllowed,
  countStudentEvent,
} from '../rate-limit/student-limits';

/**
 * The signed-in student's own account (issue 9, item 8; docs/decisions/019): download
 * everything the product holds about them, or delete it all; and (issue 24) the interface
 * language its mails are written in.
 */
export const accountRoutes: FastifyPluginCallbackZod<{ deps: AppDeps }> = (app, { deps }, done) => {
  const tags = ['account'];

  app.get(
    ApiRoutes.account.export,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Everything held about the caller, as a JSON file to download',
        response: {
          200: AccountExportSchema,
          ...errorResponses(ErrorCode.Unauthenticated, ErrorCode.RateLimited),
        },
      },
    },
    async (request, reply) => {
      const { user, sessionId } = authOf(request);
      await assertStudentAllowed(deps, accountExports, user.id);
      const data = await exportAccount(deps, user.id, sessionId);
      if (!data) throw new AppError(ErrorCode.Unauthenticated, Messages.unauthenticated);
      await countStudentEvent(deps, accountExports, user.id);
      // no-store comes from the no-store plugin, as on every API answer.
      return reply
        .header('content-disposition', `attachment; filename="${ACCOUNT_EXPORT_FILENAME}"`)
        .send(data);
    },
  );

  app.post(
    ApiRoutes.account.delete,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          'Delete the account and all its data after re-entering the password (e-mail and a recent sign-in for accounts without one); every session ends at once',
        body: DeleteAccountRequestSchema,
        response: {
          200: MessageResponseSchema,
          ...errorResponses(
            ErrorCode.ValidationFailed,
            ErrorCode.ReauthenticationFailed,
            ErrorCode.Unauthenticated,
            ErrorCode.Forbidden,
            ErrorCode.RateLimited,
            ErrorCode.ServerBusy,
          ),
        },
      },
    },
    async (request) => {
      const { user, sessionId } = authOf(request);
      const removed = await deleteAccount(
        deps,
        { userId: user.id, sessionId, ip: request.ip },
        request.body,
      );
      // Counts only: the log keeps no id, e-mail or name of a deleted account.
      request.log.info({ rowsRemoved: removed }, 'account deleted');
      return { message: Messages.accountDeleted };
    },
  );
  app.put(
    ApiRoutes.account.language,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          "Set the account's interface language ('en' or 'ar'); the product's mails follow it",
        body: UpdateLanguageRequestSchema,
        response: {
          200: LanguageResponseSchema,
          ...errorResponses(ErrorCode.ValidationFailed, ErrorCode.Unauthenticated),
        },
      },
    },
    (request) => setLanguage(deps, authOf(request).user.id, request.body.language),
  );
  done();
};
