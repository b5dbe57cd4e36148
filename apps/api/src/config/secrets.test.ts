import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { resolveSecrets } from './secrets';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'exam-secrets-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('resolveSecrets', () => {
  it('generates a session secret into DATA_DIR/secrets.json once, then reuses it', async () => {
    const first = await resolveSecrets(loadConfig({ DATA_DIR: dataDir }));
    const second = await resolveSecrets(loadConfig({ DATA_DIR: dataDir }));
    expect(first.sessionSecret).toHaveLength(43); // 32 bytes, base64url
    expect(second.sessionSecret).toBe(first.sessionSecret);
    const file = join(dataDir, 'secrets.json');
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      sessionSecret: first.sessionSecret,
    });
    expect((await stat(file)).mode & 0o077).toBe(0); // readable by its owner only
  });

  it('two processes starting together end up with the same secret', async () => {
    const [a, b] = await Promise.all([
      resolveSecrets(loadConfig({ DATA_DIR: dataDir })),
      resolveSecrets(loadConfig({ DATA_DIR: dataDir })),
    ]);
    expect(a.sessionSecret).toBe(b.sessionSecret);
  });

  it('uses SESSION_SECRET when given and writes no file', async () => {
    const secret = 'k'.repeat(32);
    const config = await resolveSecrets(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: secret }));
    expect(config.sessionSecret).toBe(secret);
    await expect(stat(join(dataDir, 'secrets.json'))).rejects.toThrow();
  });
});
