/**
 * The simulated students' HTTP client: node:http over a bounded pool of kept-alive sockets.
 * Ten thousand browsers behind a load balancer reach the API processes over the balancer's few
 * kept-alive upstream connections, not over 10,000 sockets; one process opening 10,000 sockets
 * would measure its own file descriptors and the kernel instead. When every socket is busy a
 * request waits in the agent's queue, and that wait counts in its latency (the clock starts
 * when the student sends, not when a socket is free), so a slow server shows up as latency.
 */
import { Agent } from 'node:http';
import { send, type ClientEndpoint } from '../../apps/api/test/crash/harness/http';

export interface Reply {
  status: number;
  body: unknown;
  retryAfter: string | undefined;
  /** Milliseconds from the send to the last byte of the answer. */
  ms: number;
}

export class Target {
  readonly agent: Agent;
  private readonly endpoint: ClientEndpoint;

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
    this.endpoint = { port, localAddress: '127.0.0.1', agent: this.agent };
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /**
   * Resolves with any HTTP answer; rejects only when none came (refused, reset, time-out), with
   * the crash suite's NoAnswer naming the socket error.
   */
  async send(
    method: 'GET' | 'POST',
    path: string,
    options: { token?: string; body?: unknown; student?: number } = {},
  ): Promise<Reply> {
    const answer = await send(this.endpoint, method, path, {
      ...(options.token === undefined ? {} : { token: options.token }),
      ...(options.body === undefined ? {} : { body: options.body }),
      // Logged by nginx next to $upstream_addr: which processes served which student.
      ...(options.student === undefined
        ? {}
        : { headers: { 'x-bench-student': String(options.student) } }),
    });
    return {
      status: answer.status,
      body: answer.body,
      retryAfter: answer.retryAfter,
      ms: answer.receivedAt - answer.sentAt,
    };
  }

  close(): void {
    this.agent.destroy();
  }
}
