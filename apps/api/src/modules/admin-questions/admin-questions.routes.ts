import {
  AdminQuestionIdParamsSchema,
  AdminQuestionPageSchema,
  AdminQuestionQuerySchema,
  AdminQuestionSchema,
  ApiRoutes,
  CheckQuestionRequestSchema,
  CheckQuestionResponseSchema,
  CreateQuestionRequestSchema,
  ErrorCode,
  ExportQuestionsQuerySchema,
  IMPORT_TEXT_MAX_BYTES,
  ImportQuestionsRequestSchema,
  ImportQuestionsResponseSchema,
  UpdateQuestionRequestSchema,
} from '@exam/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import { assertStudentAllowed, countStudentEvent } from '../rate-limit/student-limits';
import { questionChecks, questionExports, questionImports } from './admin-question-limits';
import {
  checkQuestion,
  createQuestion,
  exportQuestionFile,
  getQuestion,
  importQuestions,
  listQuestions,
  restoreQuestion,
  retireQuestion,
  updateQuestion,
} from './admin-questions.service';

/** A JSON string escapes quotes and backslashes: room for the text's worst case plus the rest. */
const IMPORT_BODY_LIMIT = IMPORT_TEXT_MAX_BYTES * 2 + 64 * 1024;

/**
 * The question bank in the console (issue 23, admins only; docs/decisions/045). Thin over
 * admin-questions.service: every route checks the role first.
 */
export const adminQuestionRoutes: FastifyPluginCallbackZod<{ deps: AppDeps }> = (
  app,
  { deps },
  done,
) => {
  const tags = ['admin-questions'];
  const preHandler = app.requireRole('admin');
  const writeDeps = { db: deps.db, invalidate: () => deps.bankCaches.invalidate() };
  const denied = [ErrorCode.Unauthenticated, ErrorCode.Forbidden] as const;

  app.get(
    ApiRoutes.admin.questions,
    {
      preHandler,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Questions, filtered, newest change first, a page at a time',
        querystring: AdminQuestionQuerySchema,
        response: {
          200: AdminQuestionPageSchema,
          ...errorResponses(ErrorCode.ValidationFailed, ...denied),
        },
      },
    },
    async (request) => listQuestions(deps.db, request.query),
  );

  app.post(
    ApiRoutes.admin.questions,
    {
      preHandler,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'A new question (one import line), active at once or as a draft',
        body: CreateQuestionRequestSchema,
        response: {
          201: AdminQuestionSchema,
          ...errorResponses(ErrorCode.ValidationFailed, ...denied),
        },
      },
    },
    async (request, reply) => {
      const saved = await createQuestion(writeDeps, request.body, authOf(request).user.id);
      return reply.code(201).send(saved);
    },
  );

  app.post(
    ApiRoutes.admin.checkQuestion,
    {
      preHandler,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The live preview and the marking dry run of a line (nothing is written)',
        body: CheckQuestionRequestSchema,
        response: {
          200: CheckQuestionResponseSchema,
          ...errorResponses(ErrorCode.ValidationFailed, ErrorCode.RateLimited, ...denied),
        },
      },
    },
    async (request) => {
      const userId = authOf(request).user.id;
      await assertStudentAllowed(deps, questionChecks, userId);
      const result = await checkQuestion(deps.db, request.body);
      await countStudentEvent(deps, questionChecks, userId);
      return result;
    },
  );

  app.post(
    ApiRoutes.admin.importQuestions,
    {
      preHandler,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Import a file of questions: a dry run summary, then the write (all or nothing)',
        body: ImportQuestionsRequestSchema,
        response: {
          200: ImportQuestionsResponseSchema,
          ...errorResponses(
            ErrorCode.ValidationFailed,
            ErrorCode.RateLimited,
            ErrorCode.PayloadTooLarge,
            ...denied,
          ),
        },
      },
    },
    async (request) => {
      const userId = authOf(request).user.id;
      await assertStudentAllowed(deps, questionImports, userId);
      const result = await importQuestions(writeDeps, request.body);
      await countStudentEvent(deps, questionImports, userId);
      return result;
    },
  );

  app.get(
    ApiRoutes.admin.exportQuestions,
    {
      preHandler,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The bank (or a part) as an import file (JSON Lines)',
        querystring: ExportQuestionsQuerySchema,
        response: {
          200: {
            description: 'The import file',
            content: { 'application/x-ndjson': { schema: z.string() } },
          },
          ...errorResponses(ErrorCode.ValidationFailed, ErrorCode.RateLimited, ...denied),
        },
      },
    },
    async (request, reply) => {
      const userId = authOf(request).user.id;
      await assertStudentAllowed(deps, questionExports, userId);
      const text = await exportQuestionFile(deps.db, request.query);
      await countStudentEvent(deps, questionExports, userId);
      return reply
        .type('application/x-ndjson; charset=utf-8')
        .header('content-disposition', 'attachment; filename="questions.jsonl"')
        .send(text);
    },
  );

  app.get(
    ApiRoutes.admin.question,
    {
      preHandler,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'One question with its line, IRT parameters, use, reports and versions',
        params: AdminQuestionIdParamsSchema,
        response: {
          200: AdminQuestionSchema,
          ...errorResponses(ErrorCode.ValidationFailed, ErrorCode.NotFound, ...denied),
        },
      },
    },
    async (request) => getQuestion(deps.db, request.params.id),
  );

  app.put(
    ApiRoutes.admin.question,
    {
      preHandler,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Edit a question: a new version when it was served, in place when not',
        params: AdminQuestionIdParamsSchema,
        body: UpdateQuestionRequestSchema,
        response: {
          200: AdminQuestionSchema,
          ...errorResponses(
            ErrorCode.ValidationFailed,
            ErrorCode.NotFound,
            ErrorCode.StaleVersion,
            ...denied,
          ),
        },
      },
    },
    async (request) =>
      updateQuestion(writeDeps, request.params.id, request.body, authOf(request).user.id),
  );

  app.post(
    ApiRoutes.admin.retireQuestion,
    {
      preHandler,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Retire a question: it is no longer served; its row stays for history',
        params: AdminQuestionIdParamsSchema,
        response: {
          200: AdminQuestionSchema,
          ...errorResponses(ErrorCode.ValidationFailed, ErrorCode.NotFound, ...denied),
        },
      },
    },
    async (request) => retireQuestion(writeDeps, request.params.id),
  );

  app.post(
    ApiRoutes.admin.restoreQuestion,
    {
      preHandler,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Restore a retired question (the latest version, when its text is free)',
        params: AdminQuestionIdParamsSchema,
        response: {
          200: AdminQuestionSchema,
          ...errorResponses(
            ErrorCode.ValidationFailed,
            ErrorCode.NotFound,
            ErrorCode.StaleVersion,
            ErrorCode.AlreadyDone,
            ...denied,
          ),
        },
      },
    },
    async (request) => restoreQuestion(writeDeps, request.params.id),
  );
  done();
};
