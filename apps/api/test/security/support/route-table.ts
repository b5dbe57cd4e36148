import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * The API's route table as the running app publishes it: the OpenAPI document that
 * @fastify/swagger builds from every registered route's zod schemas. The fuzz, access-control
 * and token suites are generated from it, so a new route is covered the day it is added, and
 * what they check is the published contract itself (a status or field the document does not
 * list is a finding).
 */

/** A JSON Schema as the OpenAPI document carries it (draft 2020-12 subset written by zod). */
export type JsonSchema = Record<string, unknown>;

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify-style path: `/api/exam/state/:id`. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body's schema; undefined when the route takes none. */
  body?: JsonSchema;
  /** Content type of the body (JSON unless the route says otherwise, like Apple's form POST). */
  bodyType?: string;
  bodyRequired: boolean;
  /** Needs `Authorization: Bearer <token>` (the operation names the bearer scheme). */
  secured: boolean;
  /** Declared statuses, each with the zod schema of its JSON body (undefined: no body). */
  responses: Map<number, z.ZodType | undefined>;
  /** Declared error statuses, each with the codes it stands for (its `x-error-codes`). */
  errorCodes: Map<number, string[]>;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface OpenApiMedia {
  schema?: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, OpenApiMedia> };
  responses?: Record<string, { content?: Record<string, OpenApiMedia> }>;
  security?: Record<string, unknown>[];
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const toFastifyPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

function parametersIn(operation: OpenApiOperation, place: 'path' | 'query'): Parameter[] {
  return (operation.parameters ?? [])
    .filter((parameter) => parameter.in === place)
    .map((parameter) => ({
      name: parameter.name,
      required: parameter.required ?? place === 'path',
      schema: parameter.schema,
    }));
}

function responsesOf(operation: OpenApiOperation): Map<number, z.ZodType | undefined> {
  const responses = new Map<number, z.ZodType | undefined>();
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    const schema = response.content?.['application/json']?.schema;
    responses.set(Number(status), schema ? z.fromJSONSchema(schema) : undefined);
  }
  return responses;
}

function errorCodesOf(operation: OpenApiOperation): Map<number, string[]> {
  const codes = new Map<number, string[]>();
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    const listed = response.content?.['application/json']?.schema?.['x-error-codes'];
    if (Array.isArray(listed)) codes.set(Number(status), listed as string[]);
  }
  return codes;
}

function toOperation(path: string, method: string, operation: OpenApiOperation): Operation {
  const content = operation.requestBody?.content ?? {};
  const [bodyType, media] = Object.entries(content)[0] ?? [];
  return {
    method: method.toUpperCase() as Operation['method'],
    path: toFastifyPath(path),
    pathParams: parametersIn(operation, 'path'),
    queryParams: parametersIn(operation, 'query'),
    ...(media?.schema ? { body: media.schema, bodyType } : {}),
    bodyRequired: operation.requestBody?.required ?? false,
    secured: (operation.security ?? []).some((requirement) => 'bearerAuth' in requirement),
    responses: responsesOf(operation),
    errorCodes: errorCodesOf(operation),
  };
}

/** Every operation of the app's OpenAPI document (the app must be ready). */
export function routeTable(app: FastifyInstance): Operation[] {
  const document = app.swagger() as unknown as OpenApiDocument;
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => toOperation(path, method, operation)),
  );
}

/** Fills `:name` segments (values are percent-encoded like a client would). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? ''),
  );
}
