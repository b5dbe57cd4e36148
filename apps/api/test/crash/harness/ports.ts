import { createServer } from 'node:net';

/**
 * This suite's loopback ports: clear of the Playwright stacks (3210-3245 in CI, E2E_PORT+0..45
 * for an engineer's own run, E2E_PORT in 3200-3999) and of the other suites' ephemeral ports
 * (32768 and up). A port is taken only after a bind on 127.0.0.1 succeeds, so two runs on the
 * same machine do not collide.
 */
const FIRST_PORT = 4400;
const LAST_PORT = 4499;

/** Whether a listener can bind the port on 127.0.0.1 right now (it is closed at once). */
export function canBind(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A free port in 4400-4499, starting at a random offset so parallel runs rarely race. */
export async function freeSuitePort(exclude: readonly number[] = []): Promise<number> {
  const span = LAST_PORT - FIRST_PORT + 1;
  const offset = Math.floor(Math.random() * span);
  for (let i = 0; i < span; i += 1) {
    const port = FIRST_PORT + ((offset + i) % span);
    if (!exclude.includes(port) && (await canBind(port))) return port;
  }
  throw new Error(`no free loopback port in ${FIRST_PORT}-${LAST_PORT}`);
}
