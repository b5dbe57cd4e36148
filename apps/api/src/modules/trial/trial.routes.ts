import {
  ApiRoutes,
  CurrentTrialResponseSchema,
  GenerateTrialBodySchema,
  GenerateTrialResponseSchema,
  PastTrialListSchema,
  TrialDetailsParamsSchema,
  TrialDetailsSchema,
  TrialIdParamsSchema,
  TrialNextBodySchema,
  TrialProgressSchema,
  TrialQuestionParamsSchema,
  TrialReviewQuestionSchema,
  ErrorCode,
} from '@exam/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import {
  answerTrialQuestion,
  generateTrial,
  getCurrentTrial,
  getPastTrials,
  getTrialDetails,
  getTrialReviewQuestion,
  getTrialState,
} from './trial.service';

/**
 * The 25-minute trial (docs/product.md §10-11). Every route needs a sign-in and only ever sees the
 * caller's own trials; no response carries a correct answer before the trial ends.
 */
export const trialRoutes: FastifyPluginCallbackZod<{ deps: AppDeps }> = (app, { deps }, done) => {
  const tags = ['trial'];
  const security = bearerSecurity;
  const userIdOf = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;

  app.post(
    ApiRoutes.trial.generate,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Start a trial (a running one is finished first) at its first question',
        body: GenerateTrialBodySchema,
        response: {
          200: GenerateTrialResponseSchema,
          ...errorResponses(
            ErrorCode.Unauthenticated,
            ErrorCode.NotEnoughQuestions,
            ErrorCode.RateLimited,
          ),
        },
      },
    },
    async (request) => generateTrial(deps, userIdOf(request), request.body?.topic),
  );

  app.post(
    ApiRoutes.trial.nextQuestion,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Answer the current question: its verdict and the next one, or the result',
        body: TrialNextBodySchema,
        response: {
          200: TrialProgressSchema,
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
    async (request) => answerTrialQuestion(deps, userIdOf(request), request.body),
  );

  app.get(
    ApiRoutes.trial.current,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: "The caller's running trial, if any",
        response: { 200: CurrentTrialResponseSchema, ...errorResponses(ErrorCode.Unauthenticated) },
      },
    },
    async (request) => getCurrentTrial(deps, userIdOf(request)),
  );

  app.get(
    ApiRoutes.trial.state,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: "A trial's current question and remaining time, or its result",
        params: TrialIdParamsSchema,
        response: {
          200: TrialProgressSchema,
          ...errorResponses(ErrorCode.Unauthenticated, ErrorCode.NotFound),
        },
      },
    },
    async (request) => getTrialState(deps, userIdOf(request), request.params.id),
  );

  app.get(
    ApiRoutes.trial.pastTrials,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: "The caller's finished trials, newest first",
        response: { 200: PastTrialListSchema, ...errorResponses(ErrorCode.Unauthenticated) },
      },
    },
    async (request) => getPastTrials(deps, userIdOf(request)),
  );

  app.get(
    ApiRoutes.trial.details,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'A finished trial: every question reached, the answers and the time on each',
        params: TrialDetailsParamsSchema,
        response: {
          200: TrialDetailsSchema,
          ...errorResponses(ErrorCode.Unauthenticated, ErrorCode.NotFound),
        },
      },
    },
    async (request) => getTrialDetails(deps, userIdOf(request), request.params.trialId),
  );

  app.get(
    ApiRoutes.trial.question,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: "A question of one of the caller's finished trials, with its explanation",
        params: TrialQuestionParamsSchema,
        response: {
          200: TrialReviewQuestionSchema,
          ...errorResponses(ErrorCode.Unauthenticated, ErrorCode.NotFound),
        },
      },
    },
    async (request) => getTrialReviewQuestion(deps, userIdOf(request), request.params.id),
  );
  done();
};
