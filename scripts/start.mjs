// `npm start`: build the web app when its bundle is missing or older than its sources, then run
// the API server (which migrates, seeds and serves the built SPA) in this same process, so
// signals reach the server's graceful shutdown directly.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkNodeVersion } from './node-version.mjs';

if (!checkNodeVersion()) process.exit(1);

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/contract/src',
].map((path) => join(root, path));

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stats.mtimeMs,
  );
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
if (builtAt < Math.max(...webSources.map(newestChange))) {
  console.log('Building the web app (first start or sources changed)...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@exam/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('The web build failed; see the messages above.');
    process.exit(build.status ?? 1);
  }
}

const { register } = await import('tsx/esm/api');
register();
await import(join(root, 'apps/api/src/server.ts'));
