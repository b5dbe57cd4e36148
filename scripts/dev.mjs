// `npm run dev`: the API with reload on change (tsx watch) and the Vite dev server with hot
// reload (it proxies /api to the API). Both children are stopped by PID when this script stops.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/server.ts'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@exam/web'], { cwd: root, stdio: 'inherit' }),
];
console.log('API on http://localhost:3000, web app with hot reload on http://localhost:5173');

function stopAll(code) {
  for (const child of children)
    if (child.exitCode === null && child.pid) process.kill(child.pid, 'SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
for (const child of children) child.on('exit', (code) => stopAll(code ?? 1));
