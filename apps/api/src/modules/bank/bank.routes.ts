import {
  ApiRoutes,
  GraphDataSchema,
  GraphParamsSchema,
  LessonNameListSchema,
  ErrorCode,
} from '@exam/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { errorResponses } from '../../lib/route-schemas';
import { getGraph, getLessonNames } from './bank.service';

/**
 * The question bank's public reads. Neither needs a sign-in: lesson names and figures reveal no
 * answer and nothing about a student.
 */
export const bankRoutes: FastifyPluginCallbackZod<{ deps: AppDeps }> = (app, { deps }, done) => {
  const tags = ['questions'];

  app.get(
    ApiRoutes.lessonNames,
    {
      schema: {
        tags,
        summary: "The topic's lessons in teaching order",
        response: { 200: LessonNameListSchema },
      },
    },
    async () => getLessonNames(deps.db),
  );

  app.get(
    ApiRoutes.graph,
    {
      schema: {
        tags,
        summary: 'A stored figure as graph data (only figures in the bank; nothing is fetched)',
        params: GraphParamsSchema,
        response: { 200: GraphDataSchema, ...errorResponses(ErrorCode.NotFound) },
      },
    },
    async (request, reply) => {
      const graph = await getGraph(deps.db, request.params.encoded);
      return reply.header('cache-control', 'no-store').send(graph);
    },
  );
  done();
};
