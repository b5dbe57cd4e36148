// `npm run typecheck`: strict tsc over every workspace that has a tsconfig.json, the browser
// tests and the root configs. New packages join automatically.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const projects = ['packages', 'apps']
  .flatMap((group) => readdirSync(join(root, group)).map((name) => `${group}/${name}`))
  .concat(['bench', 'e2e', '.'])
  .filter((dir) => existsSync(join(root, dir, 'tsconfig.json')));

let failed = 0;
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '-p', project], { cwd: root, stdio: 'inherit' });
  console.log(`${result.status === 0 ? 'ok  ' : 'FAIL'} tsc -p ${project}`);
  if (result.status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
