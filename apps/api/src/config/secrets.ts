import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { AppConfig, Config } from './config';

const SecretsFileSchema = z.object({ sessionSecret: z.string().min(32) });

/**
 * Returns the config with a signing secret: SESSION_SECRET when given, otherwise the one stored in
 * DATA_DIR/secrets.json, generated (32 random bytes) on the very first start. Persisting it keeps
 * sessions valid across restarts; processes sharing a data folder share the secret.
 */
export async function resolveSecrets(config: Config): Promise<AppConfig> {
  if (config.sessionSecret) return { ...config, sessionSecret: config.sessionSecret };
  const file = join(config.dataDir, 'secrets.json');
  await mkdir(config.dataDir, { recursive: true });
  const generated = { sessionSecret: randomBytes(32).toString('base64url') };
  try {
    // 'wx' fails when the file exists, so two processes starting together never overwrite
    // each other's secret; the loser reads the winner's file below.
    await writeFile(file, `${JSON.stringify(generated, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
    return { ...config, sessionSecret: generated.sessionSecret };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return { ...config, sessionSecret: await readStoredSecret(file) };
}

/** Retries briefly: a process that just created the file may not have finished writing it. */
async function readStoredSecret(file: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const text = await readFile(file, 'utf8');
    try {
      const stored = SecretsFileSchema.safeParse(JSON.parse(text));
      if (stored.success) return stored.data.sessionSecret;
    } catch {
      // Not (yet) valid JSON: fall through to the retry.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${file} is not valid: delete it to generate a new secret (signs everyone out)`);
}
