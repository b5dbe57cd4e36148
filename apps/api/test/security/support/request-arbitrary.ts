import { XSRF_HEADER } from '@exam/contract';
import { TEST_XSRF_COOKIE } from '../../helpers/test-app';
import fc from 'fast-check';
import { z } from 'zod';
import { bodyMutation } from './body-mutations';
import type { FuzzRequest } from './fuzz-request';
import { hostileContentTypes, hostileString } from './hostile-values';
import type { IdPools } from './id-pools';
import { hintsFor } from './id-pools';
import type { Operation, Parameter } from './route-table';
import { fillPath } from './route-table';
import { valueFor } from './schema-arbitrary';

/**
 * Requests for one operation of the route table: valid ones (drawn from its schemas and the
 * pools of real ids) and broken ones (body, transport, auth, path, query and method), each
 * labelled with how it was made and whether the server must refuse it.
 */
export interface FuzzTarget {
  pools: IdPools;
  /** The fuzzing student's live bearer token (renewed when a fuzzed logout revokes it). */
  token: () => string;
  xsrf: string;
}

/** A request and the operation whose contract its answer is held to (none: no route matches). */
export interface FuzzCase {
  request: FuzzRequest;
  operation: Operation | undefined;
}

interface Parts {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  ip: string;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const FORM = 'application/x-www-form-urlencoded';
/** Over the app's 64 KiB JSON limit. */
const OVERSIZED = `{"pad":"${'x'.repeat(70 * 1024)}"}`;
/** Content types no JSON route parses (form is parsed only by Apple's callback). */
const REFUSED_TYPES = ['text/plain', 'application/xml', 'multipart/form-data; boundary=x'];

function recordOf(parameters: Parameter[], hints: ReturnType<typeof hintsFor>) {
  const model = Object.fromEntries(
    parameters.map((parameter) => [
      parameter.name,
      hints(parameter.name, parameter.schema) ?? valueFor(parameter.schema, hints),
    ]),
  );
  const requiredKeys = parameters.filter((p) => p.required).map((p) => p.name);
  return fc.record(model, { requiredKeys });
}

function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) search.append(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

function serialise(operation: Operation, body: unknown): string | undefined {
  if (body === undefined) return undefined;
  if (operation.bodyType === FORM) {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
      form.append(name, String(value));
    }
    return form.toString();
  }
  return JSON.stringify(body);
}

function baseRequest(operation: Operation, parts: Parts, target: FuzzTarget): FuzzRequest {
  const values = Object.fromEntries(Object.entries(parts.params).map(([k, v]) => [k, String(v)]));
  const payload = serialise(operation, parts.body);
  return {
    label: 'valid',
    mustRefuse: false,
    method: operation.method,
    url: fillPath(operation.path, values) + queryString(parts.query),
    headers: {
      accept: 'application/json',
      ...(operation.secured ? { authorization: `Bearer ${target.token()}` } : {}),
      ...(BODY_METHODS.has(operation.method) ? { [XSRF_HEADER]: target.xsrf } : {}),
      ...(payload === undefined
        ? {}
        : { 'content-type': operation.bodyType ?? 'application/json' }),
    },
    cookies: { [TEST_XSRF_COOKIE]: target.xsrf },
    ...(payload === undefined ? {} : { payload }),
    ip: parts.ip,
    echoable: [],
  };
}

const withoutKey = (record: Record<string, string>, key: string) =>
  Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));

/** Body breakages: only for methods whose body the server parses. */
function bodyCases(operation: Operation, base: FuzzRequest, body: unknown) {
  const validator = operation.body ? z.fromJSONSchema(operation.body) : undefined;
  return bodyMutation(body ?? {}, operation.body, validator).map((mutation): FuzzRequest => ({
    ...base,
    label: `body: ${mutation.label}`,
    mustRefuse: mutation.invalid,
    payload: mutation.payload,
    headers: { ...base.headers, 'content-type': 'application/json' },
    echoable: mutation.keys,
  }));
}

/** Wrong content types, oversized bodies and XSRF failures. */
function transportCases(operation: Operation, base: FuzzRequest) {
  const payload = base.payload ?? '{}';
  const refusedTypes = operation.bodyType === FORM ? REFUSED_TYPES : [...REFUSED_TYPES, FORM];
  return fc.oneof(
    fc.constantFrom(...hostileContentTypes).map((type): FuzzRequest => ({
      ...base,
      label: `content-type "${type}"`,
      mustRefuse: refusedTypes.includes(type),
      payload,
      headers: { ...base.headers, 'content-type': type },
    })),
    fc.constant<FuzzRequest>({
      ...base,
      label: 'oversized body',
      mustRefuse: true,
      payload: OVERSIZED,
      headers: { ...base.headers, 'content-type': 'application/json' },
    }),
    fc
      .constantFrom('no cookie or header', 'header mismatch', 'header only', 'cookie only')
      .map((how): FuzzRequest => ({
        ...base,
        label: `XSRF ${how}`,
        mustRefuse: true,
        cookies: how === 'header only' || how === 'no cookie or header' ? {} : base.cookies,
        headers:
          how === 'header mismatch'
            ? { ...base.headers, [XSRF_HEADER]: `${base.cookies[TEST_XSRF_COOKIE]}x` }
            : how === 'header only'
              ? base.headers
              : withoutKey(base.headers, XSRF_HEADER),
      })),
  );
}

/** Missing and forged credentials on a signed-in route. */
function authCases(base: FuzzRequest) {
  const real = base.headers.authorization?.slice('Bearer '.length) ?? '';
  const forged = fc.oneof(
    fc.constant(''),
    hostileString.map((value) => `Bearer ${value.replace(/[^\x21-\x7e]/g, '')}`),
    fc.constant(`Basic ${Buffer.from('student:secret').toString('base64')}`),
    fc.constant(`Bearer ${real} ${real}`),
    // Not the last character: its low bits are base64 padding, so some flips decode the same.
    fc.nat(Math.max(real.length - 2, 0)).map((index) => {
      const flipped = real[index] === 'A' ? 'B' : 'A';
      return `Bearer ${real.slice(0, index)}${flipped}${real.slice(index + 1)}`;
    }),
    fc.constant(`Bearer ${real.split('.').slice(0, 2).join('.')}.`),
  );
  return forged.map((authorization): FuzzRequest => ({
    ...base,
    label: `auth "${authorization.slice(0, 40)}"`,
    mustRefuse: true,
    headers: authorization
      ? { ...base.headers, authorization }
      : withoutKey(base.headers, 'authorization'),
  }));
}

const wellFormed = (value: string) =>
  value.replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '\ufffd',
  );

/** Junk in a path parameter: refused when the parameter's schema refuses it. */
function pathCases(operation: Operation, parts: Parts, base: FuzzRequest) {
  const junk = fc.oneof(
    hostileString,
    fc.integer({ min: 101, max: 3000 }).map((length) => 'a'.repeat(length)),
    fc.constantFrom('..', '.', '%2e%2e', '..%2f..%2fpackage.json', '%zz', '%', '%ED%A0%80', 'a/b'),
  );
  return fc.tuple(fc.constantFrom(...operation.pathParams), junk).map(([parameter, value]) => {
    const raw = /%|\//.test(value);
    const values = Object.fromEntries(
      Object.entries(parts.params).map(([k, v]) => [k, encodeURIComponent(String(v))]),
    );
    // A lone surrogate cannot be percent-encoded; its UTF-8 look-alike goes raw instead.
    values[parameter.name] = raw ? value : encodeURIComponent(wellFormed(value));
    const path = operation.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => values[name] ?? '');
    const refused = !raw && !z.fromJSONSchema(parameter.schema).safeParse(value).success;
    return {
      ...base,
      label: `path ${parameter.name}="${value.slice(0, 40)}"`,
      mustRefuse: refused || ['%zz', '%', '%ED%A0%80'].includes(value),
      url: path + queryString(parts.query),
      echoable: [value],
    };
  });
}

/** Unknown, polluting, repeated and oversized query parameters. */
function queryCases(operation: Operation, base: FuzzRequest) {
  const declared = operation.queryParams.map((p) => p.name);
  const cases: fc.Arbitrary<FuzzRequest>[] = [
    fc
      .constantFrom(
        '__proto__[polluted]=yes',
        'constructor[prototype][polluted]=yes',
        '__proto__.polluted=yes',
        'a=1&a=2',
        'x=%zz',
        `junk=${'q'.repeat(5000)}`,
      )
      .map((query) => ({
        ...base,
        label: `query ${query.slice(0, 40)}`,
        url: `${base.url}${base.url.includes('?') ? '&' : '?'}${query}`,
        echoable: ['__proto__', 'constructor', 'polluted', 'junk'],
      })),
  ];
  if (declared.length > 0) {
    cases.push(
      fc
        .tuple(fc.constantFrom(...declared), fc.constantFrom('long', 'repeated'))
        .map(([name, how]) => {
          const value = how === 'long' ? 'z'.repeat(5000) : `${name}=a&${name}=b`;
          const query = how === 'long' ? `${name}=${value}` : value;
          return {
            ...base,
            label: `query ${name} ${how}`,
            mustRefuse: true,
            url: `${base.url.split('?')[0]}?${query}`,
            echoable: [name],
          };
        }),
    );
  }
  return fc.oneof(...cases);
}

/** Every case for one operation, weighted toward valid requests and body breakages. */
export function casesFor(operation: Operation, target: FuzzTarget): fc.Arbitrary<FuzzCase> {
  const hints = hintsFor(target.pools, operation.path);
  const parts = fc.record({
    params: recordOf(operation.pathParams, hints),
    query: recordOf(operation.queryParams, hints),
    body: operation.body ? valueFor(operation.body, hints) : fc.constant(undefined),
    ip: fc.ipV4(),
  });
  return parts.chain((drawn) => {
    const base = baseRequest(operation, drawn, target);
    const of = (arbitrary: fc.Arbitrary<FuzzRequest>) =>
      arbitrary.map((request): FuzzCase => ({ request, operation }));
    const modes: fc.WeightedArbitrary<FuzzCase>[] = [
      { weight: 5, arbitrary: of(fc.constant(base)) },
      { weight: 1, arbitrary: of(queryCases(operation, base)) },
    ];
    if (BODY_METHODS.has(operation.method)) {
      modes.push(
        { weight: 4, arbitrary: of(bodyCases(operation, base, drawn.body)) },
        { weight: 2, arbitrary: of(transportCases(operation, base)) },
      );
    } else {
      modes.push({
        weight: 1,
        arbitrary: of(fc.constant({ ...base, label: 'HEAD', method: 'HEAD' })),
      });
    }
    if (operation.secured) modes.push({ weight: 2, arbitrary: of(authCases(base)) });
    if (operation.pathParams.length > 0) {
      modes.push({ weight: 2, arbitrary: of(pathCases(operation, drawn, base)) });
    }
    return fc.oneof(...modes);
  });
}
