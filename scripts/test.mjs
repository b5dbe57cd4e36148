// `npm test`: every check and every suite, in order, then one closing line `N passed, N failed`
// summing all test cases (a failing lint/type/format step counts as one failure).
//   0. preflight: a supported Node, and every program from outside npm the run needs (Chromium,
//      PostgreSQL 15's server, nginx: scripts/outside-tools.mjs). As root the missing ones are
//      installed from Debian in one apt-get call; otherwise the run stops at once, naming the one
//      command to run, so that no later step fails for want of a tool.
//   1. lint and type-check side by side, formatting, dependency audit (skipped when the audit
//      endpoint is down)
//   2. unit + API integration tests on embedded PGlite (Vitest projects: contract, web, api)
//   3. the API integration suite again on a throwaway PostgreSQL 15 (scripts/with-postgres.mjs),
//      then the crash-and-restart suite (real server killed under load, PGlite and PostgreSQL)
//   4. production build of the web app, the smoke run of every benchmark (scripts/bench-smoke.mjs),
//      then the Playwright suite in Debian's Chromium
// Steps keep running after a failure so one run shows everything that is wrong.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkNodeVersion } from './node-version.mjs';
import { preflight } from './outside-tools.mjs';
import { playwrightFailures, vitestFailures } from './test-failures.mjs';

console.log(`=== preflight: Node ${process.versions.node}`);
if (!checkNodeVersion() || !preflight()) {
  console.log('0 passed, 1 failed (the preflight stopped the run before any step)');
  process.exit(1);
}

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, '.test-output');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const report = [];
/** Failed test cases, named with their first error line, repeated at the very end of the run. */
const failures = [];

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: result.status === 0, seconds };
}

function check(name, command, args) {
  const { ok, seconds } = run(name, command, args);
  report.push(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
  if (!ok) totals.failed += 1;
}

/** Runs one command with its output held back; resolves with its status, time and output. */
function runQuietly(command, args) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) =>
      resolve({
        ok: status === 0,
        seconds: ((Date.now() - started) / 1000).toFixed(1),
        output: Buffer.concat(output).toString(),
      }),
    );
  });
}

/**
 * Static checks side by side: ESLint and tsc each use one core, and the machine has two. Each
 * check's output is printed whole once it ends, so the two never interleave.
 */
async function checksSideBySide(checks) {
  const results = await Promise.all(
    checks.map(async ([name, command, args]) => {
      const result = await runQuietly(command, args);
      console.log(`\n=== ${name}: ${[command, ...args].join(' ')} (${result.seconds} s)`);
      process.stdout.write(result.output);
      return { name, ...result };
    }),
  );
  for (const { name, ok, seconds } of results) {
    report.push(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
    if (!ok) totals.failed += 1;
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Runs Vitest, optionally inside a wrapper command (the throwaway PostgreSQL). */
function vitest(name, args, wrapper = []) {
  const file = join(outDir, `${name.replace(/\W+/g, '-')}.json`);
  const vitestArgs = [
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ];
  const [command, ...rest] = [...wrapper, 'npx', ...vitestArgs];
  const { ok, seconds } = run(name, command, rest);
  const result = readJson(file);
  if (!result) {
    report.push(`FAIL ${name}: no result file (${seconds} s)`);
    totals.failed += 1;
    return;
  }
  failures.push(...vitestFailures(name, result, root));
  const passed = result.numPassedTests;
  const failed = result.numFailedTests + (ok || result.numFailedTests > 0 ? 0 : 1);
  const skipped = result.numPendingTests + result.numTodoTests;
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  report.push(
    `${failed ? 'FAIL' : 'ok  '} ${name}: ${passed} passed, ${failed} failed, ${skipped} skipped (${seconds} s)`,
  );
}

function playwright() {
  const name = 'browser tests (Playwright, Chromium)';
  const file = join(outDir, 'playwright.json');
  const { ok, seconds } = run(name, 'npx', ['playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  const result = readJson(file);
  const stats = result?.stats;
  if (!stats) {
    report.push(`FAIL ${name}: no result file (${seconds} s)`);
    totals.failed += 1;
    return;
  }
  failures.push(...playwrightFailures('browser', result));
  const failed = stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1);
  totals.passed += stats.expected + stats.flaky;
  totals.failed += failed;
  totals.skipped += stats.skipped;
  report.push(
    `${failed ? 'FAIL' : 'ok  '} ${name}: ${stats.expected + stats.flaky} passed (${stats.flaky} flaky), ${failed} failed, ${stats.skipped} skipped (${seconds} s)`,
  );
}

/** The benchmarks' smoke runs: each benchmark counts as one test case. */
function benchSmoke() {
  const name = 'benchmark smoke runs (bench/)';
  const file = join(outDir, 'bench-smoke.json');
  const { ok, seconds } = run(name, 'node', ['scripts/bench-smoke.mjs', file]);
  const result = readJson(file);
  if (!result) {
    report.push(`FAIL ${name}: no result file (${seconds} s)`);
    totals.failed += 1;
    return;
  }
  const failed = result.failed + (ok || result.failed > 0 ? 0 : 1);
  totals.passed += result.passed;
  totals.failed += failed;
  report.push(
    `${failed ? 'FAIL' : 'ok  '} ${name}: ${result.passed} passed, ${failed} failed (${seconds} s)`,
  );
}

/** The dependency audit: exit 2 means the registry's audit endpoint did not answer (skipped). */
function audit() {
  const name = 'dependency audit (npm audit --omit=dev)';
  const result = spawnSync('node', ['scripts/audit.mjs'], { cwd: root, stdio: 'inherit' });
  if (result.status === 2) {
    report.push(`skip ${name}: the registry's audit endpoint is unavailable, not run`);
    totals.skipped += 1;
  } else {
    report.push(`${result.status === 0 ? 'ok  ' : 'FAIL'} ${name}`);
    if (result.status !== 0) totals.failed += 1;
  }
}

const started = Date.now();
await checksSideBySide([
  ['lint', 'npm', ['run', 'lint']],
  ['type-check', 'npm', ['run', 'typecheck']],
]);
check('formatting', 'npx', ['prettier', '--check', '.']);
audit();
vitest('unit + API on PGlite', []);
vitest('API on PostgreSQL', ['--project', 'api'], ['node', 'scripts/with-postgres.mjs']);
// Its own config (minutes long, one file at a time).
vitest('crash and restart (PGlite and PostgreSQL)', [
  '--config',
  'apps/api/test/crash/vitest.config.ts',
]);
check('web production build', 'npm', ['run', 'build']);
benchSmoke();
playwright();

console.log(`\n=== Summary (${((Date.now() - started) / 60000).toFixed(1)} min)`);
for (const line of report) console.log(line);
if (failures.length > 0) {
  console.log(`Failed test cases (${failures.length}):`);
  for (const line of failures.slice(0, 20)) console.log(`  ${line}`);
  if (failures.length > 20) console.log(`  ... and ${failures.length - 20} more (above)`);
}
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed === 0 ? 0 : 1);
