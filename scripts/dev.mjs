// `npm run dev`: the API with reload on change (tsx watch) and the Vite dev server with hot
// reload (it proxies /api to the API). Each child runs in its own process group, so stopping
// this script stops the whole group (npx/npm wrappers and the node processes under them).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    detached: true,
  }),
  spawn('npm', ['run', 'dev', '-w', '@exam/web'], { cwd: root, stdio: 'inherit', detached: true }),
];
console.log('API on http://localhost:3000, web app with hot reload on http://localhost:5173');

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // The group has already exited.
    }
  }
  process.exitCode = code;
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
for (const child of children) child.on('exit', (code) => stopAll(code ?? 1));
