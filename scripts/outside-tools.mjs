// The programs from outside npm that `npm test` needs, in one place: where each one is (an
// environment variable overrides the Debian path), which Debian package brings it, and the
// preflight that runs first in scripts/test.mjs. Playwright, the Lighthouse benchmark, the
// PostgreSQL runner, the crash suite and the cohort benchmark all read their paths from here.
// Plain Node (no dependencies): it runs before anything is built.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Debian's Chromium: the browser tests and Lighthouse (never a browser downloaded by a tool). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** PostgreSQL 15's server binaries: the API suite's PostgreSQL pass, the crash suite, benchmarks. */
export const POSTGRES_BIN_DIR = process.env.POSTGRES_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

/** nginx in front of three API processes in the cohort benchmark's smoke run. */
export const NGINX_BINARY = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';

/** The PostgreSQL programs the runners start (initdb, the server, its control and readiness). */
export const POSTGRES_PROGRAMS = ['initdb', 'pg_ctl', 'postgres', 'pg_isready'];

/** Each tool: what it is for, the files that must exist, its variable and its Debian package. */
export const OUTSIDE_TOOLS = [
  {
    name: 'Chromium',
    for: 'browser tests and Lighthouse',
    files: [CHROMIUM_PATH],
    variable: 'CHROMIUM_PATH',
    debianPackage: 'chromium',
  },
  {
    name: 'PostgreSQL 15 server',
    for: 'the API suite on PostgreSQL, the crash suite, the HTTP and cohort benchmarks',
    files: POSTGRES_PROGRAMS.map((program) => join(POSTGRES_BIN_DIR, program)),
    variable: 'POSTGRES_BIN_DIR',
    debianPackage: 'postgresql-15',
  },
  {
    name: 'nginx',
    for: "the cohort benchmark's three API processes",
    files: [NGINX_BINARY],
    variable: 'NGINX_BINARY',
    debianPackage: 'nginx-light',
  },
];

/** The tools with at least one file missing. */
export function missingTools(tools = OUTSIDE_TOOLS) {
  return tools.filter((tool) => tool.files.some((file) => !existsSync(file)));
}

/** The one command that installs the given tools from Debian. */
export function installCommand(tools) {
  const packages = tools.map((tool) => tool.debianPackage).join(' ');
  return `apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${packages}`;
}

function describe(tools, print) {
  for (const tool of tools) {
    const absent = tool.files.filter((file) => !existsSync(file));
    print(`  ${tool.name} (${tool.for}): missing ${absent.join(', ')}`);
  }
}

/**
 * Makes sure every outside tool is there before any step starts. As root, installs the missing
 * ones in one apt-get call; otherwise prints the one command to run and returns false, so the
 * test run stops at once instead of failing in a late step.
 * `run` is injectable for the preflight's own tests.
 */
export function preflight({
  tools = OUTSIDE_TOOLS,
  isRoot = process.getuid?.() === 0,
  run = (command) =>
    spawnSync('sh', ['-c', command], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status,
  print = (line) => console.log(line),
  printError = (line) => console.error(line),
} = {}) {
  const missing = missingTools(tools);
  if (missing.length === 0) {
    print('preflight: Chromium, PostgreSQL 15 and nginx are all present');
    return true;
  }
  const command = installCommand(missing);
  if (!isRoot) {
    printError('\npreflight: npm test needs programs this machine does not have:');
    describe(missing, printError);
    printError(
      '\nInstall them from Debian with this one command (as root), then run npm test again:',
    );
    printError(`  sudo sh -c '${command}'`);
    printError(
      'Or point the variables named above (CHROMIUM_PATH, POSTGRES_BIN_DIR, NGINX_BINARY) at your copies.\n',
    );
    return false;
  }
  print('preflight: installing what is missing from Debian:');
  describe(missing, print);
  print(`  ${command}`);
  const status = run(command);
  const stillMissing = missingTools(missing);
  if (status !== 0 || stillMissing.length > 0) {
    printError(`preflight: the install did not bring everything (apt-get exit ${status}):`);
    describe(stillMissing.length > 0 ? stillMissing : missing, printError);
    return false;
  }
  print('preflight: installed');
  return true;
}
