import { ApiErrorSchema, ApiRoutes, ErrorTable } from '@exam/contract';
import type { ErrorCode } from '@exam/contract';
import type { FuzzRequest, FuzzResponse } from './fuzz-request';
import type { Operation } from './route-table';

/**
 * What every answer of the API must satisfy whatever was asked (docs/security/fuzz-acl-tokens.md).
 * Each check returns the broken rules as sentences; an empty list is a pass.
 */

/** Stack frames, source paths and driver names: never in a response. */
const STACK_PATTERNS = [
  /\bat\s+[\w$.<>]+\s+\([^)]*:\d+:\d+\)/,
  /\bat\s+(file:\/\/)?\/[^\s]*:\d+:\d+/,
  /node_modules/,
  /\/work\/|\/home\/|\/usr\/lib\//,
  /\.(?:ts|js|mjs|cjs):\d+/,
  /\b(?:TypeError|ReferenceError|RangeError|SyntaxError):/,
  // What a path traversal would serve: a package manifest, the password file, a key.
  /"devDependencies"|root:x:0:0|BEGIN [A-Z ]*PRIVATE KEY/,
];

/** SQL text and database error vocabulary. */
const SQL_PATTERNS = [
  /\bselect\s+(?:[\w*."]+\s*,\s*)*[\w*."]+\s+from\s+"?[a-z_]+/i,
  /\binsert\s+into\b/i,
  /\bupdate\s+"?[a-z_]+"?\s+set\s+"?\w+"?\s*=/i,
  /\bdelete\s+from\b/i,
  /syntax error at or near/i,
  /violates [\w-]+ constraint/i,
  /duplicate key value/i,
  /\brelation "[^"]*"/i,
  /\bfailed query\b/i,
  /\bSQLSTATE\b|\bpg_catalog\b|\bPGlite\b|\bdrizzle\b/i,
];

const header = (response: Pick<FuzzResponse, 'headers'>, name: string) => {
  const value = response.headers[name];
  return Array.isArray(value) ? value.join(', ') : String(value ?? '');
};

/** Security headers on every answer (item 6); no-store on every API answer. */
export function checkHeaders(response: Pick<FuzzResponse, 'headers'>): string[] {
  const problems: string[] = [];
  const csp = header(response, 'content-security-policy');
  if (!csp.includes("default-src 'self'")) problems.push(`CSP without default-src: "${csp}"`);
  if (!csp.includes("frame-ancestors 'none'")) problems.push('CSP without frame-ancestors none');
  if (!csp.includes("script-src 'self'")) problems.push('CSP without script-src self');
  if (header(response, 'x-content-type-options') !== 'nosniff') problems.push('no nosniff');
  if (header(response, 'referrer-policy') !== 'no-referrer') problems.push('no Referrer-Policy');
  if (header(response, 'x-frame-options') !== 'DENY') problems.push('no X-Frame-Options DENY');
  if (header(response, 'cache-control') !== 'no-store') {
    problems.push(`Cache-Control "${header(response, 'cache-control')}", not no-store`);
  }
  return problems;
}

/** The body with what the client itself sent removed (an unknown field's name is quoted back). */
function withoutEchoes(body: string, request: FuzzRequest): string {
  let text = body;
  const echoes = [...request.echoable, request.url].filter((echo) => echo.length >= 3);
  for (const echo of echoes.sort((a, b) => b.length - a.length)) {
    text = text.split(echo).join('');
    text = text.split(JSON.stringify(echo).slice(1, -1)).join('');
  }
  return text;
}

/** No stack trace, file path or SQL in the body. */
export function checkLeaks(response: FuzzResponse, request: FuzzRequest): string[] {
  const body = withoutEchoes(response.body, request);
  return [...STACK_PATTERNS, ...SQL_PATTERNS]
    .filter((pattern) => pattern.test(body))
    .map((pattern) => `body matches ${String(pattern)}: ${body.slice(0, 300)}`);
}

function isDocumentationPage(url: string): boolean {
  try {
    return decodeURIComponent(url).startsWith(ApiRoutes.docs);
  } catch {
    return false;
  }
}

function parseJson(body: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(body) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * The status is one the operation documents, and a JSON body matches that status's schema.
 * Without an operation (no route matched) only the API's error answers are documented.
 */
export function checkContract(
  response: FuzzResponse,
  request: FuzzRequest,
  operation: Operation | undefined,
): string[] {
  if (response.status >= 500) return [`server error ${response.status}: ${response.body}`];
  const isHead = request.method === 'HEAD';
  const schema = operation ? operation.responses.get(response.status) : ApiErrorSchema;
  if (operation && !operation.responses.has(response.status)) {
    return [
      `status ${response.status} is not documented for ${operation.method} ${operation.path}`,
    ];
  }
  // Swagger UI's pages and files: served by its own routes, not operations of the API.
  if (!operation && isDocumentationPage(request.url)) return [];
  if (!operation && ![400, 403, 404, 413, 415].includes(response.status)) {
    return [`status ${response.status} for a request no route matched`];
  }
  if (isHead || response.status === 204 || response.status === 302 || !schema) return [];
  const contentType = header(response, 'content-type');
  if (!contentType.startsWith('application/json')) {
    return [`content-type "${contentType}" where JSON is documented`];
  }
  const parsed = parseJson(response.body);
  if (!parsed.ok) return [`body is not JSON: ${response.body.slice(0, 200)}`];
  const result = schema.safeParse(parsed.value);
  if (!result.success) {
    return [
      `body does not match the ${response.status} schema: ${result.error.message.slice(0, 400)}`,
    ];
  }
  return response.status >= 400 ? checkErrorCode(response.status, parsed.value, operation) : [];
}

/**
 * An error's code has the status of its row in the contract's error table (docs/decisions/029),
 * and the operation's description lists it at that status.
 */
function checkErrorCode(status: number, body: unknown, operation: Operation | undefined): string[] {
  const code = (body as { code?: unknown }).code as ErrorCode;
  const row = ErrorTable[code] as (typeof ErrorTable)[ErrorCode] | undefined;
  if (!row) return [`error code ${String(code)} is not in the error table`];
  if (row.status !== status) return [`${code} answered with ${status}, its row says ${row.status}`];
  const declared = operation?.errorCodes.get(status);
  if (operation && !declared?.includes(code)) {
    return [`${code} is not documented at ${status} for ${operation.method} ${operation.path}`];
  }
  return [];
}

/** A request the generator knows is invalid must be refused. */
export function checkRefusal(response: FuzzResponse, request: FuzzRequest): string[] {
  if (!request.mustRefuse) return [];
  return response.status >= 400 && response.status < 500
    ? []
    : [`an invalid request was answered ${response.status}`];
}
