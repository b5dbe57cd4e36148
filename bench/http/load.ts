/**
 * One autocannon run and its figures. Throughput is answers per second over the whole run;
 * autocannon's latency histogram covers every request of the flow, the recorder's per route.
 */
import autocannon from 'autocannon';
import type { Client } from 'autocannon';
import { loadavg } from 'node:os';
import type { CpuSnapshot } from './cpu';
import { cpuBetween, cpuSnapshot } from './cpu';
import { Recorder } from './flows';

export interface RouteLatency {
  route: string;
  count: number;
  p50: number;
  p99: number;
}

export interface LoadFigures {
  label: string;
  connections: number;
  /** Requested overall rate (requests/s), undefined for a max-throughput run. */
  rate: number | undefined;
  durationSeconds: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Non-2xx answers plus connection errors and time-outs. */
  errors: number;
  non2xx: number;
  routes: RouteLatency[];
  failures: Recorder['failures'];
  loadBefore: number;
  loadAfter: number;
  /** CPU seconds spent during the step by the API server, PostgreSQL and the load generator. */
  cpu: CpuSnapshot;
}

/** Nearest-rank percentile of an unsorted list (ms). */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

export async function runLoad(options: {
  label: string;
  url: string;
  connections: number;
  durationSeconds: number;
  rate?: number;
  setup: (recorder: Recorder) => (client: Client) => void;
  /** Whose CPU to count: the server under load and the PostgreSQL postmaster, if any. */
  pids?: { server: number | undefined; postmaster: number | undefined };
}): Promise<LoadFigures> {
  const recorder = new Recorder();
  const loadBefore = loadavg()[0] ?? 0;
  const cpuAt = () => cpuSnapshot(options.pids?.server, options.pids?.postmaster);
  const cpuBefore = cpuAt();
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    ...(options.rate ? { overallRate: options.rate } : {}),
    setupClient: options.setup(recorder),
    timeout: 10,
  });
  const cpu = cpuBetween(cpuBefore, cpuAt());
  const routes = [...recorder.latencies.entries()].map(([route, values]) => ({
    route,
    count: values.length,
    p50: percentile(values, 0.5),
    p99: percentile(values, 0.99),
  }));
  return {
    label: options.label,
    connections: options.connections,
    rate: options.rate,
    durationSeconds: result.duration,
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    non2xx: result.non2xx,
    routes,
    failures: recorder.failures,
    loadBefore,
    loadAfter: loadavg()[0] ?? 0,
    cpu,
  };
}

export function describe(figures: LoadFigures): string {
  const head = `${figures.label}: ${figures.requestsPerSecond.toFixed(0)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, errors ${figures.errors} (${figures.connections} connections${figures.rate ? `, rate ${figures.rate}/s` : ''}, ${figures.durationSeconds.toFixed(0)} s, load ${figures.loadBefore.toFixed(2)} -> ${figures.loadAfter.toFixed(2)})`;
  const routes = figures.routes
    .map(
      (r) =>
        `    ${r.route}: ${r.count} answers, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`,
    )
    .join('\n');
  const total = figures.requestsPerSecond * figures.durationSeconds;
  const perRequest = (seconds: number) => ((1000 * seconds) / Math.max(1, total)).toFixed(2);
  const cpu = `    CPU per request: API ${perRequest(figures.cpu.api)} ms, PostgreSQL ${perRequest(figures.cpu.postgres)} ms, load generator ${perRequest(figures.cpu.bench)} ms`;
  return `${head}\n${routes}\n${cpu}`;
}
