// The browser tests use Debian's Chromium, never a browser downloaded by a test tool.
// When it is missing: install it if we are root, otherwise stop with the exact command to run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return true;
  const command = 'apt-get update && apt-get install -y chromium';
  if (process.getuid?.() !== 0) {
    console.error(
      `\nChromium is missing (${chromiumPath}). Install Debian's package, then re-run the tests:\n  sudo sh -c '${command}'\n`,
    );
    return false;
  }
  console.log(`Chromium is missing; installing Debian's package: ${command}`);
  const result = spawnSync('sh', ['-c', command], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0 && existsSync(chromiumPath);
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureChromium() ? 0 : 1);
