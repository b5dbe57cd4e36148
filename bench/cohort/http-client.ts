/**
 * The simulated students' HTTP client: node:http over a bounded pool of kept-alive sockets.
 * Ten thousand browsers behind a load balancer reach the API processes over the balancer's few
 * kept-alive upstream connections, not over 10,000 sockets; one process opening 10,000 sockets
 * would measure its own file descriptors and the kernel instead. When every socket is busy a
 * request waits in the agent's queue, and that wait counts in its latency (the clock starts
 * when the student sends, not when a socket is free), so a slow server shows up as latency.
 */
import { Agent, request } from 'node:http';
import { XSRF_COOKIE, XSRF_HEADER } from '@exam/contract';

/** Any fixed value passes the double-submit check: the cookie and the header must agree. */
const XSRF = 'cohort-bench-xsrf';
/** A request unanswered after this long is an error of the run, not something to wait for. */
const REQUEST_TIMEOUT_MS = 60_000;

export interface Reply {
  status: number;
  body: unknown;
  retryAfter: string | undefined;
  /** Milliseconds from the send to the last byte of the answer. */
  ms: number;
}

export class Target {
  readonly agent: Agent;

  constructor(
    readonly port: number,
    sockets: number,
  ) {
    // timeout: a socket idle for 30 s is closed by this side. The API keeps an idle connection
    // 72 s (Fastify's keepAliveTimeout) and nginx 75 s; without a client-side limit, a socket the
    // agent had left idle that long (its LIFO scheduling leaves most of the pool idle after the
    // start-up burst) could be reused at the very moment the server closed it, and the request
    // died with ECONNRESET (seen once in 40,000 requests). Browsers close idle sockets first too.
    this.agent = new Agent({
      keepAlive: true,
      maxSockets: sockets,
      maxFreeSockets: sockets,
      timeout: 30_000,
    });
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Resolves with any HTTP answer; rejects only when none came (refused, reset, time-out). */
  send(
    method: 'GET' | 'POST',
    path: string,
    options: { token?: string; body?: unknown; student?: number } = {},
  ): Promise<Reply> {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const start = performance.now();
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: this.port,
          agent: this.agent,
          method,
          path,
          headers: {
            accept: 'application/json',
            cookie: `${XSRF_COOKIE}=${XSRF}`,
            [XSRF_HEADER]: XSRF,
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
            // Logged by nginx next to $upstream_addr: which processes served which student.
            ...(options.student === undefined ? {} : { 'x-bench-student': options.student }),
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
          response.on('error', reject);
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let body: unknown = text;
            try {
              body = text ? (JSON.parse(text) as unknown) : undefined;
            } catch {
              // Not JSON: kept as text for the error report.
            }
            const retryAfter = response.headers['retry-after'];
            resolve({
              status: response.statusCode ?? 0,
              body,
              retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
              ms: performance.now() - start,
            });
          });
        },
      );
      req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error('client time-out')));
      req.on('error', reject);
      req.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
