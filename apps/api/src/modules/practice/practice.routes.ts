import {
  ApiRoutes,
  CheckAnswerBodySchema,
  CheckAnswerResponseSchema,
  CheckedAnswerResponseSchema,
  PracticeHelpSchema,
  PracticeHintBodySchema,
  PracticeShowAnswerBodySchema,
  PracticeCompletedSchema,
  PracticeFinishBodySchema,
  PracticeHistoryListSchema,
  PracticeIdParamsSchema,
  PracticeNextBodySchema,
  PracticeProgressSchema,
  PracticeSessionDetailSchema,
  PracticeStateSchema,
  PracticeTopicListSchema,
  StartPracticeBodySchema,
  StartPracticeResponseSchema,
  ErrorCode,
} from '@exam/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import {
  checkPracticeAnswer,
  finishPractice,
  getPracticeHistory,
  getPracticeSession,
  getPracticeState,
  listPracticeTopics,
  nextPracticeQuestion,
  revealHint,
  showPracticeAnswer,
  startPractice,
} from './practice.service';

/**
 * Untimed practice (docs/product.md §10-11). Every route needs a sign-in and only ever sees the caller's
 * own sessions; a question's answer, reason and explanation are sent only once it is checked.
 */
export const practiceRoutes: FastifyPluginCallbackZod<{ deps: AppDeps }> = (
  app,
  { deps },
  done,
) => {
  const tags = ['practice'];
  const security = bearerSecurity;
  const userIdOf = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;

  app.get(
    ApiRoutes.practice.topics,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'The practice topics with their numbers of lessons and active questions',
        response: { 200: PracticeTopicListSchema, ...errorResponses(ErrorCode.Unauthenticated) },
      },
    },
    async () => listPracticeTopics(deps),
  );

  app.post(
    ApiRoutes.practice.start,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: "Start a session on a topic, one lesson, the review due, or an attempt's mistakes",
        body: StartPracticeBodySchema,
        response: {
          200: StartPracticeResponseSchema,
          ...errorResponses(
            ErrorCode.Unauthenticated,
            ErrorCode.ValidationFailed,
            ErrorCode.NotFound,
            ErrorCode.NothingAvailable,
            ErrorCode.NotEnoughQuestions,
            ErrorCode.RateLimited,
          ),
        },
      },
    },
    async (request) => startPractice(deps, userIdOf(request), request.body),
  );

  app.post(
    ApiRoutes.practice.checkAnswer,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: "Check the current question's answer and lock it (or offer a second try)",
        body: CheckAnswerBodySchema,
        response: {
          200: CheckAnswerResponseSchema,
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
    async (request) => checkPracticeAnswer(deps, userIdOf(request), request.body),
  );

  // issue 22: practice help (docs/decisions/042-hints-and-a-second-try.md).
  app.post(
    ApiRoutes.practice.hint,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: "Reveal the current question's next hint (before its answer is locked)",
        body: PracticeHintBodySchema,
        response: {
          200: PracticeHelpSchema,
          ...errorResponses(
            ErrorCode.ValidationFailed,
            ErrorCode.Unauthenticated,
            ErrorCode.NotFound,
            ErrorCode.NotCurrentQuestion,
            ErrorCode.AlreadyAnswered,
            ErrorCode.NothingAvailable,
          ),
        },
      },
    },
    async (request) => revealHint(deps, userIdOf(request), request.body),
  );

  app.post(
    ApiRoutes.practice.showAnswer,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'After a wrong first try: lock it as the answer and reveal the key',
        body: PracticeShowAnswerBodySchema,
        response: {
          200: CheckedAnswerResponseSchema,
          ...errorResponses(
            ErrorCode.ValidationFailed,
            ErrorCode.Unauthenticated,
            ErrorCode.NotFound,
            ErrorCode.NotCurrentQuestion,
            ErrorCode.NothingAvailable,
          ),
        },
      },
    },
    async (request) => showPracticeAnswer(deps, userIdOf(request), request.body),
  );

  app.post(
    ApiRoutes.practice.nextQuestion,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Check the current question if needed, then the next one or the completion',
        body: PracticeNextBodySchema,
        response: {
          200: PracticeProgressSchema,
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
    async (request) => nextPracticeQuestion(deps, userIdOf(request), request.body),
  );

  app.post(
    ApiRoutes.practice.finish,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'End a session as it stands (an unchecked question is dropped)',
        body: PracticeFinishBodySchema,
        response: {
          200: PracticeCompletedSchema,
          ...errorResponses(ErrorCode.Unauthenticated, ErrorCode.NotFound),
        },
      },
    },
    async (request) => finishPractice(deps, userIdOf(request), request.body.practiceId),
  );

  app.get(
    ApiRoutes.practice.state,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: "A session's progress, its checked questions and the current check (resume)",
        params: PracticeIdParamsSchema,
        response: {
          200: PracticeStateSchema,
          ...errorResponses(ErrorCode.Unauthenticated, ErrorCode.NotFound),
        },
      },
    },
    async (request) => getPracticeState(deps, userIdOf(request), request.params.id),
  );

  app.get(
    ApiRoutes.practice.history,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: "The caller's sessions with at least one answer, newest first",
        response: { 200: PracticeHistoryListSchema, ...errorResponses(ErrorCode.Unauthenticated) },
      },
    },
    async (request) => getPracticeHistory(deps, userIdOf(request)),
  );

  app.get(
    ApiRoutes.practice.session,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'A session with every checked question, the answer given and the correct one',
        params: PracticeIdParamsSchema,
        response: {
          200: PracticeSessionDetailSchema,
          ...errorResponses(ErrorCode.Unauthenticated, ErrorCode.NotFound),
        },
      },
    },
    async (request) => getPracticeSession(deps, userIdOf(request), request.params.id),
  );
  done();
};
