import { ApiRoutes, WebRoutes, XSRF_COOKIE, XSRF_COOKIE_HTTPS, XSRF_HEADER } from '@exam/contract';
import { takeEarlyResponse } from './early-requests';
import { clearSession, getToken } from './storage';

/**
 * The one way the web app talks to the API: JSON in and out, the XSRF header on state-changing
 * requests, the bearer token when signed in, and a single place where a rejected token ends the
 * session. Errors are thrown as ApiRequestError (the server answered) or NetworkError (it did not);
 * `getErrorMessage` turns either into the text a screen shows.
 *
 * Responses are typed with the contract's types but not parsed again here: the API validates
 * every response against the same zod schemas before sending it (docs/product.md §7), and keeping zod
 * out of this module keeps it out of the first screen's download.
 */

/** The server answered with an error status. `serverMessage` is its human `message`, if any. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;
  readonly issues: readonly { path: string; message: string }[];
  readonly retryAfterSeconds: number | undefined;
  /** True when this 401 ended the session (token and user were cleared). */
  readonly sessionExpired: boolean;

  constructor(init: {
    status: number;
    code?: string | undefined;
    serverMessage?: string | undefined;
    issues?: readonly { path: string; message: string }[];
    retryAfterSeconds?: number | undefined;
    sessionExpired?: boolean;
  }) {
    super(init.serverMessage ?? `Request failed with status ${init.status}`);
    this.name = 'ApiRequestError';
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.serverMessage;
    this.issues = init.issues ?? [];
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.sessionExpired = init.sessionExpired ?? false;
  }
}

/** No response came back (offline, DNS, connection refused, CORS). */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super('No response from server', { cause });
    this.name = 'NetworkError';
  }
}

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler = () => {
  window.location.assign(WebRoutes.login);
};

/** The router registers an in-app navigation to /login; the default reloads the page there. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  unauthorizedHandler = handler;
}

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const cookie = part.trim();
    if (cookie.startsWith(prefix)) {
      try {
        return decodeURIComponent(cookie.slice(prefix.length));
      } catch {
        return cookie.slice(prefix.length);
      }
    }
  }
  return undefined;
}

/**
 * The XSRF cookie: `__Host-XSRF-TOKEN` when the app is served over https (the server's
 * PUBLIC_URL is https), `XSRF-TOKEN` over plain http. The __Host- one wins when both exist (a
 * plain one left from before could still sit in the browser).
 */
export function readXsrfCookie(): string | undefined {
  return readCookie(XSRF_COOKIE_HTTPS) ?? readCookie(XSRF_COOKIE);
}

let xsrfPriming: Promise<void> | null = null;

/**
 * The server sets the XSRF cookie on any API response to a request that lacks it. Before the
 * first state-changing request of a fresh browser, one cheap GET obtains it (shared by concurrent
 * callers).
 */
async function ensureXsrfToken(): Promise<string | undefined> {
  const existing = readXsrfCookie();
  if (existing) return existing;
  xsrfPriming ??= fetch(ApiRoutes.publicConfig, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  })
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => {
      xsrfPriming = null;
    });
  await xsrfPriming;
  return readXsrfCookie();
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Query-string parameters; undefined values are left out. */
  query?: Record<string, string | undefined>;
  /** Send the bearer token when one is stored (default true). Public auth calls pass false. */
  auth?: boolean;
  /** Extra credentials mode, e.g. 'include' for the provider callback exchange. */
  credentials?: RequestCredentials;
  signal?: AbortSignal | undefined;
};

function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, value);
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

type ErrorBody = {
  message?: unknown;
  code?: unknown;
  error?: unknown;
  issues?: unknown;
};

function readIssues(value: unknown): { path: string; message: string }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((issue: unknown) => {
    if (typeof issue !== 'object' || issue === null) return [];
    const { path, message } = issue as { path?: unknown; message?: unknown };
    return typeof message === 'string'
      ? [{ path: typeof path === 'string' ? path : '', message }]
      : [];
  });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  return JSON.parse(text) as unknown;
}

export async function apiRequest<T = unknown>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<T> {
  const method = options.method ?? 'GET';
  const headers = new Headers({ Accept: 'application/json' });
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');

  const token = options.auth === false ? null : getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  if (!SAFE_METHODS.has(method)) {
    const xsrf = await ensureXsrfToken();
    if (xsrf) headers.set(XSRF_HEADER, xsrf);
  }

  const url = buildUrl(path, options.query);
  // A GET the entry started before the screen's code arrived (early-requests.ts).
  const early =
    method === 'GET' && options.body === undefined ? takeEarlyResponse(url, token) : undefined;
  let response: Response;
  try {
    response = await (early ??
      fetch(url, {
        method,
        headers,
        body: options.body === undefined ? null : JSON.stringify(options.body),
        credentials: options.credentials ?? 'same-origin',
        signal: options.signal ?? null,
      }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }

  let payload: unknown;
  try {
    payload = await readJson(response);
  } catch {
    // A body that is not JSON (a proxy's HTML error page, a truncated reply).
    payload = undefined;
    if (response.ok) throw new ApiRequestError({ status: response.status });
  }

  if (response.ok) return payload as T;

  const body: ErrorBody = typeof payload === 'object' && payload !== null ? payload : {};
  const serverMessage =
    typeof body.message === 'string' && body.message.trim()
      ? body.message
      : typeof body.error === 'string' && body.error.trim()
        ? body.error
        : undefined;

  const sessionExpired = response.status === 401 && token !== null;
  if (sessionExpired) {
    // The stored token was rejected (expired, revoked): end the session and go to sign-in.
    clearSession();
    unauthorizedHandler();
  }

  throw new ApiRequestError({
    status: response.status,
    code: typeof body.code === 'string' ? body.code : undefined,
    serverMessage,
    issues: readIssues(body.issues),
    retryAfterSeconds: parseRetryAfter(response.headers.get('Retry-After')),
    sessionExpired,
  });
}
