import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The local admin credential (decision 022): a random token in DATA_DIR/admin-token, readable by
 * the server's own user only (mode 0600). Whoever can read that file already holds the whole
 * data folder, so holding the token proves nothing they could not do anyway; the server accepts
 * it only from this machine (admin-access.ts). `npm run db -- backup` reads it to ask a running
 * server for a backup of its embedded database.
 */
export const ADMIN_TOKEN_FILE = 'admin-token';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The token, generated on the first start (32 random bytes, base64url). */
export async function resolveLocalAdminToken(dataDir: string): Promise<string> {
  const file = join(dataDir, ADMIN_TOKEN_FILE);
  await mkdir(dataDir, { recursive: true });
  const generated = randomBytes(32).toString('base64url');
  try {
    // 'wx': two processes starting together never overwrite each other's token.
    await writeFile(file, `${generated}\n`, { flag: 'wx', mode: 0o600 });
    return generated;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readStoredToken(file);
}

/** The stored token, or undefined when no server ever started with this data folder. */
export async function readLocalAdminToken(dataDir: string): Promise<string | undefined> {
  const file = join(dataDir, ADMIN_TOKEN_FILE);
  try {
    return await readStoredToken(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Retries briefly: a process that just created the file may not have finished writing it. */
async function readStoredToken(file: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const token = (await readFile(file, 'utf8')).trim();
    if (TOKEN_PATTERN.test(token)) return token;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${file} is not valid: delete it and restart the server to generate a new one`);
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison (of digests, so lengths never leak either). */
export function tokensMatch(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}
