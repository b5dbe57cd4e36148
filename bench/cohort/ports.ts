import { canBind } from '../../apps/api/test/crash/harness/ports';

/**
 * This benchmark's loopback ports, 5200-5299 (PostgreSQL, the API processes, nginx): clear of
 * the Playwright stacks (3200-3999), the crash suite (4400-4499) and the ephemeral range. A port
 * is handed out only after a bind on 127.0.0.1 succeeds, and never twice in one run.
 */
const FIRST_PORT = 5200;
const LAST_PORT = 5299;

export class PortPool {
  private readonly given = new Set<number>();

  async take(count: number): Promise<number[]> {
    const ports: number[] = [];
    for (let port = FIRST_PORT; port <= LAST_PORT && ports.length < count; port += 1) {
      if (this.given.has(port) || !(await canBind(port))) continue;
      this.given.add(port);
      ports.push(port);
    }
    if (ports.length < count)
      throw new Error(`no ${count} free ports in ${FIRST_PORT}-${LAST_PORT}`);
    return ports;
  }
}
