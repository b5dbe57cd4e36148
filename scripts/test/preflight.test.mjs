import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { installCommand, missingTools, OUTSIDE_TOOLS, preflight } from '../outside-tools.mjs';

const scripts = fileURLToPath(new URL('..', import.meta.url));
const folders = [];
function tempFolder() {
  const dir = mkdtempSync(join(tmpdir(), 'preflight-'));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Two tools whose files live in a temporary folder, absent until `create` makes them. */
function fakeTools(dir) {
  return [
    { name: 'Tool A', for: 'a', files: [join(dir, 'a')], variable: 'A', debianPackage: 'pkg-a' },
    {
      name: 'Tool B',
      for: 'b',
      files: [join(dir, 'b1'), join(dir, 'b2')],
      variable: 'B',
      debianPackage: 'pkg-b',
    },
  ];
}
const create = (...files) => files.forEach((file) => writeFileSync(file, ''));

function collect() {
  const out = [];
  const err = [];
  return { out, err, print: (line) => out.push(line), printError: (line) => err.push(line) };
}

describe('the preflight of npm test', () => {
  it('knows Chromium, the PostgreSQL 15 server and nginx, each with its Debian package', () => {
    expect(OUTSIDE_TOOLS.map((tool) => tool.debianPackage)).toEqual([
      'chromium',
      'postgresql-15',
      'nginx-light',
    ]);
    expect(OUTSIDE_TOOLS.map((tool) => tool.variable)).toEqual([
      'CHROMIUM_PATH',
      'POSTGRES_BIN_DIR',
      'NGINX_BINARY',
    ]);
  });

  it('passes without installing anything when every tool is present', () => {
    const dir = tempFolder();
    const tools = fakeTools(dir);
    create(join(dir, 'a'), join(dir, 'b1'), join(dir, 'b2'));
    const calls = [];
    const io = collect();
    expect(preflight({ tools, isRoot: true, run: (c) => (calls.push(c), 0), ...io })).toBe(true);
    expect(calls).toEqual([]);
  });

  it('counts a tool as missing when any one of its files is', () => {
    const dir = tempFolder();
    const tools = fakeTools(dir);
    create(join(dir, 'a'), join(dir, 'b1'));
    expect(missingTools(tools).map((tool) => tool.name)).toEqual(['Tool B']);
  });

  it('as a normal user, stops naming the one command that installs only what is missing', () => {
    const dir = tempFolder();
    const tools = fakeTools(dir);
    create(join(dir, 'b1'), join(dir, 'b2'));
    const calls = [];
    const io = collect();
    expect(preflight({ tools, isRoot: false, run: (c) => (calls.push(c), 0), ...io })).toBe(false);
    expect(calls).toEqual([]);
    const text = io.err.join('\n');
    expect(text).toContain(`missing ${join(dir, 'a')}`);
    expect(text).toContain(`sudo sh -c '${installCommand([tools[0]])}'`);
    expect(text).not.toContain('pkg-b');
  });

  it('as root, installs every missing tool in one apt-get call', () => {
    const dir = tempFolder();
    const tools = fakeTools(dir);
    const calls = [];
    const io = collect();
    const run = (command) => {
      calls.push(command);
      create(join(dir, 'a'), join(dir, 'b1'), join(dir, 'b2'));
      return 0;
    };
    expect(preflight({ tools, isRoot: true, run, ...io })).toBe(true);
    expect(calls).toEqual([
      'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y pkg-a pkg-b',
    ]);
  });

  it('as root, fails when the install leaves a tool missing', () => {
    const dir = tempFolder();
    const tools = fakeTools(dir);
    const io = collect();
    const run = () => (create(join(dir, 'a')), 0);
    expect(preflight({ tools, isRoot: true, run, ...io })).toBe(false);
    expect(io.err.join('\n')).toContain('Tool B');
  });

  it('as root, fails when apt-get fails', () => {
    const dir = tempFolder();
    const io = collect();
    expect(preflight({ tools: fakeTools(dir), isRoot: true, run: () => 100, ...io })).toBe(false);
    expect(io.err.join('\n')).toContain('apt-get exit 100');
  });
});

describe('npm test run by a normal user on a machine without nginx', () => {
  // A real run of scripts/test.mjs as an unprivileged user: it must stop before any step, name
  // the command, and leave the closing count line. Its four plain-Node files and the running
  // node binary are copied where that user can read them (the checkout may be under /root).
  it('stops at once with the one apt-get command and a failed count', () => {
    const dir = tempFolder();
    chmodSync(dir, 0o755);
    for (const file of ['test.mjs', 'test-failures.mjs', 'node-version.mjs', 'outside-tools.mjs']) {
      copyFileSync(join(scripts, file), join(dir, file));
    }
    const env = {
      PATH: '/usr/bin:/bin',
      NGINX_BINARY: join(dir, 'no-such-nginx'),
      CHROMIUM_PATH: process.execPath,
      POSTGRES_BIN_DIR: dir,
    };
    // The PostgreSQL programs must "exist" for this case: only nginx is missing.
    for (const program of ['initdb', 'pg_ctl', 'postgres', 'pg_isready'])
      create(join(dir, program));
    let command = process.execPath;
    let args = [join(dir, 'test.mjs')];
    if (process.getuid?.() === 0) {
      const node = join(dir, 'node');
      copyFileSync(process.execPath, node);
      chmodSync(node, 0o755);
      env.CHROMIUM_PATH = node;
      command = '/usr/sbin/runuser';
      args = ['-u', 'nobody', '--', node, join(dir, 'test.mjs')];
    }
    const result = spawnSync(command, args, { cwd: dir, env, encoding: 'utf8', timeout: 30_000 });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('nginx');
    expect(result.stderr).toContain(
      "sudo sh -c 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y nginx-light'",
    );
    expect(result.stdout.trim().split('\n').at(-1)).toMatch(/^0 passed, 1 failed/);
  });
});
