import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverFile = fileURLToPath(new URL('../src/server.ts', import.meta.url));

describe('server start', () => {
  it('stops at once with exit code 1 and a message naming each bad variable', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', serverFile], {
      env: { ...process.env, PORT: 'not-a-port', SUPPORT_EMAIL: 'nobody', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('PORT must be a port number');
    expect(result.stderr).toContain('SUPPORT_EMAIL must be an e-mail address');
    expect(result.stdout).not.toContain('Listening');
  });
});
