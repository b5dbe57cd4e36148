import { Agent, request } from 'node:http';
import { XSRF_COOKIE, XSRF_HEADER } from '@exam/contract';

/** Any fixed value works for the double-submit check: the cookie and the header must agree. */
const XSRF = 'crash-suite-xsrf';

/** One HTTP answer, with when it was sent and received (performance.now(), milliseconds). */
export interface HttpAnswer {
  method: string;
  path: string;
  status: number;
  retryAfter: string | undefined;
  body: unknown;
  sentAt: number;
  receivedAt: number;
}

/** No answer at all: refused, reset, or the server died with the request in flight. */
export class NoAnswer extends Error {
  constructor(
    readonly code: string,
    readonly sentAt: number,
  ) {
    super(`no answer (${code})`);
  }
}

/** Where a simulated client talks from: its own loopback address (a class's school IP, say). */
export interface ClientEndpoint {
  port: number;
  localAddress: string;
  agent: Agent;
}

export function createEndpoint(port: number, localAddress: string): ClientEndpoint {
  // Kept-alive sockets, as a browser's; one at a time, since a student waits for each answer.
  return { port, localAddress, agent: new Agent({ keepAlive: true, maxSockets: 1 }) };
}

/** A hung request is a failure to report, not to wait for: the suite's own bound. */
const REQUEST_TIMEOUT_MS = 60_000;

/**
 * One request over a real socket (node:http: fetch cannot choose the source address). Resolves
 * with any HTTP answer; rejects with NoAnswer when none came.
 */
export function send(
  endpoint: ClientEndpoint,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<HttpAnswer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const sentAt = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: endpoint.port,
        localAddress: endpoint.localAddress,
        agent: endpoint.agent,
        method,
        path,
        headers: {
          accept: 'application/json',
          cookie: `${XSRF_COOKIE}=${XSRF}`,
          [XSRF_HEADER]: XSRF,
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
          ...(payload === undefined
            ? {}
            : {
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(payload),
              }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error: NodeJS.ErrnoException) =>
          reject(new NoAnswer(error.code ?? error.message, sentAt)),
        );
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = text ? (JSON.parse(text) as unknown) : undefined;
          } catch {
            // Not JSON: kept as text for the failure report.
          }
          const retryAfter = response.headers['retry-after'];
          resolve({
            method,
            path,
            status: response.statusCode ?? 0,
            retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
            body,
            sentAt,
            receivedAt: performance.now(),
          });
        });
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error('client timeout')));
    req.on('error', (error: NodeJS.ErrnoException) =>
      reject(new NoAnswer(error.code ?? error.message, sentAt)),
    );
    req.end(payload);
  });
}
