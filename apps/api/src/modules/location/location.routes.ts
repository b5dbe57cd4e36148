import {
  ApiRoutes,
  CityListSchema,
  CityResponseSchema,
  CreateCityRequestSchema,
  CreateSchoolRequestSchema,
  SchoolListSchema,
  SchoolSchema,
  SchoolsQuerySchema,
  ErrorCode,
} from '@exam/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { errorResponses } from '../../lib/route-schemas';
import { createCity, createSchool, getCityNames, getSchools } from './location.service';

/**
 * Cities and schools. No sign-in needed: the sign-up form uses them before an account exists
 * (creation is rate-limited per IP address instead).
 */
export const locationRoutes: FastifyPluginCallbackZod<{ deps: AppDeps }> = (
  app,
  { deps },
  done,
) => {
  const tags = ['location'];

  app.get(
    ApiRoutes.location.cities,
    { schema: { tags, summary: 'City names, sorted', response: { 200: CityListSchema } } },
    async () => getCityNames(deps),
  );

  app.get(
    ApiRoutes.location.schools,
    {
      schema: {
        tags,
        summary: "Schools with their city; only one city's when `city` is given",
        querystring: SchoolsQuerySchema,
        response: { 200: SchoolListSchema, ...errorResponses(ErrorCode.ValidationFailed) },
      },
    },
    async (request) => getSchools(deps, request.query.city),
  );

  app.post(
    ApiRoutes.location.cities,
    {
      schema: {
        tags,
        summary: 'Add a city',
        body: CreateCityRequestSchema,
        response: {
          201: CityResponseSchema,
          ...errorResponses(ErrorCode.CityExists, ErrorCode.RateLimited),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCity(deps, request.body.name, request.ip)),
  );

  app.post(
    ApiRoutes.location.schools,
    {
      schema: {
        tags,
        summary: 'Add a school to an existing city',
        body: CreateSchoolRequestSchema,
        response: {
          201: SchoolSchema,
          ...errorResponses(ErrorCode.SchoolExists, ErrorCode.CityNotFound, ErrorCode.RateLimited),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createSchool(deps, request.body, request.ip)),
  );
  done();
};
