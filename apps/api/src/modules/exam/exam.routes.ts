import {
  ApiRoutes,
  CurrentExamResponseSchema,
  ExamDetailsSchema,
  ExamIdParamsSchema,
  ExamProgressSchema,
  ExamQuestionParamsSchema,
  ExamQuestionQuerySchema,
  ExamReviewQuestionSchema,
  GenerateExamBodySchema,
  GenerateExamResponseSchema,
  NextQuestionBodySchema,
  PastExamListSchema,
  ErrorCode,
} from '@exam/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import {
  answerQuestion,
  generateExam,
  getCurrentExam,
  getExamDetails,
  getExamState,
  getPastExams,
  getReviewQuestion,
} from './exam.service';

/**
 * The timed adaptive exam (docs/product.md §10-11). Every route needs a sign-in and only ever sees the
 * caller's own exams; the response schemas carry no answer of a running exam.
 */
export const examRoutes: FastifyPluginCallbackZod<{ deps: AppDeps }> = (app, { deps }, done) => {
  const tags = ['exam'];
  const security = bearerSecurity;
  const userIdOf = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;

  app.post(
    ApiRoutes.exam.generate,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Start an exam (a running one is finished first) at its first question',
        body: GenerateExamBodySchema,
        response: {
          200: GenerateExamResponseSchema,
          ...errorResponses(ErrorCode.Unauthenticated, ErrorCode.RateLimited),
        },
      },
    },
    async (request) => generateExam(deps, userIdOf(request), request.body.topic),
  );

  app.post(
    ApiRoutes.exam.nextQuestion,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Answer the current question: the next one, or the result when the exam ends',
        body: NextQuestionBodySchema,
        response: {
          200: ExamProgressSchema,
          ...errorResponses(
            ErrorCode.ValidationFailed,
            ErrorCode.Unauthenticated,
            ErrorCode.NotFound,
            ErrorCode.NotCurrentQuestion,
            ErrorCode.AlreadyAnswered,
          ),
        },
      },
    },
    async (request) => answerQuestion(deps, userIdOf(request), request.body),
  );

  app.get(
    ApiRoutes.exam.current,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: "The caller's running exam, if any",
        response: { 200: CurrentExamResponseSchema, ...errorResponses(ErrorCode.Unauthenticated) },
      },
    },
    async (request) => getCurrentExam(deps, userIdOf(request)),
  );

  app.get(
    ApiRoutes.exam.state,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: "An exam's current question and remaining time, or its result",
        params: ExamIdParamsSchema,
        response: {
          200: ExamProgressSchema,
          ...errorResponses(ErrorCode.Unauthenticated, ErrorCode.NotFound),
        },
      },
    },
    async (request) => getExamState(deps, userIdOf(request), request.params.id),
  );

  app.get(
    ApiRoutes.exam.pastExams,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: "The caller's finished exams, newest first",
        response: { 200: PastExamListSchema, ...errorResponses(ErrorCode.Unauthenticated) },
      },
    },
    async (request) => getPastExams(deps, userIdOf(request)),
  );

  app.get(
    ApiRoutes.exam.details,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'A finished exam with every question, the answer given and the correct one',
        params: ExamIdParamsSchema,
        response: {
          200: ExamDetailsSchema,
          ...errorResponses(ErrorCode.Unauthenticated, ErrorCode.NotFound),
        },
      },
    },
    async (request) => getExamDetails(deps, userIdOf(request), request.params.id),
  );

  app.get(
    ApiRoutes.exam.question,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: "A question of one of the caller's finished exams, with its explanation",
        params: ExamQuestionParamsSchema,
        querystring: ExamQuestionQuerySchema,
        response: {
          200: ExamReviewQuestionSchema,
          ...errorResponses(ErrorCode.Unauthenticated, ErrorCode.NotFound),
        },
      },
    },
    // `?lessonId=` is accepted and not read: a hint (getReviewQuestion).
    async (request) => getReviewQuestion(deps, userIdOf(request), request.params.id),
  );
  done();
};
