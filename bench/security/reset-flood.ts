/**
 * Sign-in latency under a reset-password flood (issue 17, finding 1). The real API server in its
 * own process (`apps/api/src/server.ts`, embedded PGlite in a temporary DATA_DIR, TRUST_PROXY
 * 127.0.0.1), one registered student, and:
 *
 * - a probe: that student signs in (right password) again and again, one request at a time,
 *   from this process; each sign-in is one argon2id verify;
 * - a flood in another process (reset-flood-attacker.ts): N autocannon connections posting
 *   reset-password requests with junk tokens, either all from one client address (as the probe
 *   that found the problem sent them) or each from another address (X-Forwarded-For, which the
 *   server believes from 127.0.0.1: a flood from many machines, which no per-address limit
 *   stops); at the probe's rate (100 requests per second overall, --rate), and as fast as the
 *   server answers;
 * - a control: the same connections flooding GET /api/health as fast as the server answers,
 *   i.e. what any flood of cheap requests costs the machine, whatever the route.
 *
 * It reports the probe's sign-in latency idle and during each flood (median, p95, max), the
 * ratio of the flood median to the idle one (goal at the probe's rate: at most 2), and what the
 * flood got back. The flood and the server share the machine's cores, so the as-fast-as-possible
 * rows measure this machine's saturation as much as the app.
 *
 *   node --import tsx bench/security/reset-flood.ts                      # prints
 *   node --import tsx bench/security/reset-flood.ts --write after        # also rewrites the
 *                                              # "after" section of bench/security/RESET-FLOOD.md
 *   node --import tsx bench/security/reset-flood.ts --smoke              # CI: seconds, exits 1
 *                                              # when a sign-in fails or the flood sees a 5xx
 *                                              # other than 503
 * Options: --connections 24,64  --duration 10 (seconds per flood)  --rate 100 (requests per
 * second of the fixed-rate floods)  --port n (default: a free one in 5310-5329)
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { format } from 'prettier';
import { ApiServer } from '../../apps/api/test/crash/harness/api-server';
import { canBind } from '../../apps/api/test/crash/harness/ports';
import { stats, type Stats } from './stats';

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string' },
    duration: { type: 'string' },
    rate: { type: 'string' },
    port: { type: 'string' },
    smoke: { type: 'boolean', default: false },
    write: { type: 'string' },
  },
});
const smoke = args.smoke;
const CONNECTIONS = (args.connections ?? (smoke ? '4' : '24,64')).split(',').map(Number);
const DURATION_SECONDS = Number(args.duration ?? (smoke ? 2 : 10));
const RATE = Number(args.rate ?? 100);
const IDLE_SAMPLES = smoke ? 10 : 100;
const WARM_UP = smoke ? 3 : 20;
const RAMP_MS = 1000;
if (args.write !== undefined && !['before', 'after'].includes(args.write)) {
  throw new Error('--write takes "before" or "after"');
}
if (CONNECTIONS.some((n) => !Number.isInteger(n) || n < 1)) throw new Error('bad --connections');

const XSRF = 'bench-xsrf';
const PASSWORD = 'Bench-Password-2026';
const EMAIL = 'reset-flood-probe@bench.example.test';
const root = fileURLToPath(new URL('../..', import.meta.url));
const attackerScript = fileURLToPath(new URL('reset-flood-attacker.ts', import.meta.url));
const resultsFile = fileURLToPath(new URL('RESET-FLOOD.md', import.meta.url));

interface FloodAnswer {
  requestsPerSecond: number;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
}

interface Row {
  condition: string;
  connections: number | undefined;
  latency: Stats;
  /** Every successful sign-in's time (ms), for the idle reference. */
  times: number[];
  samples: number;
  failedSignIns: number;
  flood: FloodAnswer | undefined;
}

async function freePort(): Promise<number> {
  if (args.port) return Number(args.port);
  for (let port = 5310; port <= 5329; port += 1) if (await canBind(port)) return port;
  throw new Error('no free port in 5310-5329');
}

async function post(base: string, path: string, body: unknown) {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${XSRF}`,
      'x-xsrf-token': XSRF,
    },
    body: JSON.stringify(body),
  });
}

/** One sign-in, timed; the status is checked by the caller. */
async function signIn(base: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await post(base, '/api/auth/login', { email: EMAIL, password: PASSWORD });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

interface Flood {
  connections: number;
  spread: boolean;
  /** Requests per second overall; undefined: as fast as the server answers. */
  rate: number | undefined;
  target: 'reset' | 'health';
}

function runAttacker(base: string, flood: Flood): Promise<FloodAnswer> {
  const flags = ['--url', base, '--connections', String(flood.connections)];
  flags.push('--duration', String(DURATION_SECONDS), '--target', flood.target);
  if (flood.spread) flags.push('--spread');
  if (flood.rate) flags.push('--rate', String(flood.rate));
  const child = spawn(process.execPath, ['--import', 'tsx', attackerScript, ...flags], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the flood process exited with ${code}`));
      else resolve(JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as FloodAnswer);
    });
  });
}

async function measure(base: string, condition: string, flood?: Flood): Promise<Row> {
  const times: number[] = [];
  let failed = 0;
  const probe = async (keepGoing: () => boolean) => {
    while (keepGoing()) {
      const { ms, status } = await signIn(base);
      if (status === 200) times.push(ms);
      else failed += 1;
    }
  };
  if (!flood) {
    await probe(() => times.length + failed < IDLE_SAMPLES);
    return {
      condition,
      connections: undefined,
      latency: stats(times),
      times,
      samples: times.length,
      failedSignIns: failed,
      flood: undefined,
    };
  }
  const attacker = runAttacker(base, flood);
  let running = true;
  void attacker.finally(() => (running = false)).catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, RAMP_MS));
  await probe(() => running);
  const answer = await attacker;
  return {
    condition,
    connections: flood.connections,
    latency: stats(times),
    times,
    samples: times.length,
    failedSignIns: failed,
    flood: answer,
  };
}

async function main() {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'reset-flood-'));
  const server = new ApiServer({
    port,
    dataDir,
    env: { TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'error' },
    logFile: join(dataDir, 'server.log'),
  });
  const rows: Row[] = [];
  const started = performance.now();
  try {
    server.spawn();
    await server.waitUntilReady(120_000);
    const base = server.baseUrl;
    const school = await post(base, '/api/location/schools', {
      name: 'Bench School',
      city: 'Cairo',
    });
    if (![201, 409].includes(school.status)) throw new Error(`school: ${school.status}`);
    const registration = await post(base, '/api/auth/register', {
      username: 'Bench Student',
      email: EMAIL,
      password: PASSWORD,
      city: 'Cairo',
      school: 'Bench School',
    });
    if (registration.status !== 201) throw new Error(`register: ${registration.status}`);
    for (let i = 0; i < WARM_UP; i += 1) await signIn(base);

    rows.push(await measure(base, 'idle'));
    for (const connections of CONNECTIONS) {
      for (const rate of [RATE, undefined]) {
        const pace = rate ? `${rate}/s` : 'as fast as answered';
        for (const spread of [false, true]) {
          const from = spread ? 'many addresses' : 'one address';
          rows.push(
            await measure(base, `reset flood, ${pace}, from ${from}`, {
              connections,
              spread,
              rate,
              target: 'reset',
            }),
          );
        }
      }
      rows.push(
        await measure(base, 'control: GET /api/health, as fast as answered', {
          connections,
          spread: false,
          rate: undefined,
          target: 'health',
        }),
      );
    }
    rows.push(await measure(base, 'idle again'));
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }

  const seconds = (performance.now() - started) / 1000;
  const section = render(rows, seconds);
  console.log(section);

  const problems = rows.flatMap((row) => {
    const found: string[] = [];
    if (row.failedSignIns > 0) found.push(`${row.condition}: ${row.failedSignIns} sign-ins failed`);
    for (const code of Object.keys(row.flood?.statuses ?? {})) {
      if (code.startsWith('5') && code !== '503')
        found.push(`${row.condition}: the flood got ${code}`);
    }
    return found;
  });
  if (args.write) await writeSection(args.write, section);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
}

const ms = (value: number) => value.toFixed(1);

function render(rows: Row[], seconds: number): string {
  // The reference: every idle sign-in, before and after the floods (the shared machine's own
  // load drifts during a run; one idle row alone can be off by 2x).
  const idleRows = rows.filter((row) => row.flood === undefined);
  const idle = stats(idleRows.flatMap((row) => row.times)).median;
  const commit = (() => {
    try {
      return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
    } catch {
      return 'unknown';
    }
  })();
  const table = rows.map((row) => {
    const statuses = row.flood
      ? Object.entries(row.flood.statuses)
          .map(([code, count]) => `${code}: ${count}`)
          .join(', ')
      : '';
    const floodRate = row.flood ? row.flood.requestsPerSecond.toFixed(0) : '';
    const ratio = (row.latency.median / Math.max(idle, 0.001)).toFixed(1);
    return `| ${row.condition} | ${row.connections ?? ''} | ${floodRate} | ${statuses} | ${row.samples} | ${ms(row.latency.median)} | ${ms(row.latency.p95)} | ${ms(row.latency.max)} | ${ratio} | ${row.failedSignIns} |`;
  });
  return `Commit ${commit}; command \`node --import tsx bench/security/reset-flood.ts --connections ${CONNECTIONS.join(',')} --duration ${DURATION_SECONDS} --rate ${RATE}\`
(${seconds.toFixed(0)} s on the shared 2-core machine, load average ${loadavg()[0]?.toFixed(1)} at the end).
Sign-in latency in milliseconds, measured by one client signing in back to back; the flood ran
${DURATION_SECONDS} s per row, the probe from its second second to its end. "Median / idle"
divides by the median of all ${idleRows.reduce((n, row) => n + row.samples, 0)} idle sign-ins (${ms(idle)} ms), before and after the floods.

| Condition | Flood connections | Flood requests/s | Flood answers | Sign-ins | Median | p95 | Max | Median / idle | Failed sign-ins |
| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |
${table.join('\n')}
`;
}

/** Replaces the "## Before ..." or "## After ..." section of RESET-FLOOD.md, keeping the rest. */
async function writeSection(which: string, section: string) {
  const headings = {
    before: '## Before the fix',
    after: '## After the fix',
  } as const;
  const intro = `# Sign-in latency under a reset-password flood

Issue 17, finding 1: reset-password hashed the new password before looking at the token, had no
per-address limit, and shared an unbounded hashing queue with sign-in, so junk-token requests
slowed every sign-in. Goal after the fix: the sign-in median during the flood within 2x of idle.
How it is measured: bench/security/reset-flood.ts (its header comment).
`;
  const current = await readFile(resultsFile, 'utf8').catch(() => intro);
  const parts: Record<string, string> = { before: '', after: '' };
  for (const key of ['before', 'after'] as const) {
    const start = current.indexOf(headings[key]);
    if (start === -1) continue;
    const rest = current.slice(start + headings[key].length);
    const next = rest.search(/\n## /);
    parts[key] = (next === -1 ? rest : rest.slice(0, next)).trim();
  }
  parts[which] = section.trim();
  const head = current.split(/\n## /)[0]?.trim() ?? intro.trim();
  const text = [
    head,
    ...(['before', 'after'] as const)
      .filter((key) => parts[key])
      .map((key) => `${headings[key]}\n\n${parts[key]}`),
  ].join('\n\n');
  await writeFile(resultsFile, await format(text, { parser: 'markdown', proseWrap: 'preserve' }));
  console.log(`wrote ${resultsFile}`);
}

await main();
