import { ApiRoutes, XSRF_HEADER } from '@exam/contract';
import { TEST_XSRF_COOKIE } from '../../helpers/test-app';
import fc from 'fast-check';
import type { FuzzCase, FuzzTarget } from './request-arbitrary';
import type { Operation } from './route-table';

/**
 * Requests for what the route table does not list: unknown paths under /api, encoded and
 * traversing variants of real ones, methods a path does not have, and the documentation pages
 * (Swagger UI's files are routes too, though not operations of the API).
 */

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'];

/** The operation a (method, path) reaches, if any: HEAD reaches the GET of its path. */
export function operationFor(
  operations: Operation[],
  method: string,
  url: string,
): Operation | undefined {
  let path = url.split('?')[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  const wanted = method === 'HEAD' ? 'GET' : method;
  return operations.find(
    (operation) =>
      operation.method === wanted &&
      new RegExp(`^${operation.path.replace(/:[A-Za-z_]+/g, '[^/]+')}$`).test(path),
  );
}

const segment = fc.oneof(
  fc.constantFrom('api', 'exam', 'admin', 'users', '..', '.', '%2e%2e', '%2F', '%00', '~', '*'),
  fc.stringMatching(/^[a-zA-Z0-9_-]{1,12}$/),
);

const docsPath = fc.constantFrom(
  ApiRoutes.docs,
  `${ApiRoutes.docs}/`,
  `${ApiRoutes.docs}/json`,
  `${ApiRoutes.docs}/yaml`,
  `${ApiRoutes.docs}/static/index.html`,
  `${ApiRoutes.docs}/static/swagger-initializer.js`,
  `${ApiRoutes.docs}/static/..%2f..%2fpackage.json`,
  `${ApiRoutes.docs}/static/%2e%2e/%2e%2e/%2e%2e/etc/passwd`,
  `${ApiRoutes.docs}/static/no-such-file.js`,
);

/** Encodes one letter of a real path ('/%61pi/...'), which the router still matches. */
const encodedVariant = (operations: Operation[]) =>
  fc.tuple(fc.constantFrom(...operations), fc.nat()).map(([operation, index]) => {
    const path = operation.path.replace(/:[A-Za-z_]+/g, '00000000-0000-4000-8000-000000000000');
    const letters = [...path]
      .map((char, i) => ({ char, i }))
      .filter(({ char }) => /[a-z]/.test(char));
    const target = letters[index % letters.length]?.i ?? 1;
    const code = path.charCodeAt(target).toString(16);
    return `${path.slice(0, target)}%${code}${path.slice(target + 1)}`;
  });

export function junkCases(operations: Operation[], target: FuzzTarget): fc.Arbitrary<FuzzCase> {
  const realPath = fc.constantFrom(...operations.map((operation) => operation.path));
  const path = fc.oneof(
    fc.array(segment, { minLength: 1, maxLength: 5 }).map((parts) => `/api/${parts.join('/')}`),
    encodedVariant(operations),
    realPath.map((p) => `${p}/extra`),
    docsPath,
  );
  return fc
    .record({
      method: fc.constantFrom(...METHODS),
      path,
      ip: fc.ipV4(),
      signedIn: fc.boolean(),
      withBody: fc.boolean(),
    })
    .map(({ method, path: url, ip, signedIn, withBody }): FuzzCase => {
      const payload = withBody && method !== 'GET' && method !== 'HEAD' ? '{"a":1}' : undefined;
      return {
        operation: operationFor(operations, method, url),
        request: {
          label: 'junk route',
          // The router decides: an encoded real path is a real request, so no certainty here.
          mustRefuse: false,
          method,
          url,
          headers: {
            accept: 'application/json',
            [XSRF_HEADER]: target.xsrf,
            ...(signedIn ? { authorization: `Bearer ${target.token()}` } : {}),
            ...(payload ? { 'content-type': 'application/json' } : {}),
          },
          cookies: { [TEST_XSRF_COOKIE]: target.xsrf },
          ...(payload ? { payload } : {}),
          ip,
          echoable: [url],
        },
      };
    });
}
