import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config/config';
import type { DatabaseHandle } from './database';
import { openPglite } from './pglite';
import { lockDataFolder } from './pglite-lock';
import { openPostgres } from './postgres';

/** Where the embedded database lives in DATA_DIR, and the lock file of the process using it. */
export const pgliteFolder = (dataDir: string) => join(dataDir, 'pglite');
export const pgliteLockFile = (dataDir: string) => join(dataDir, 'pglite.pid');

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR/pglite. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  logger?: { warn(object: object, message: string): void },
  options: { applicationName?: string } = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, logger, options);
  await mkdir(config.dataDir, { recursive: true });
  const unlock = await lockDataFolder(pgliteLockFile(config.dataDir));
  try {
    const handle = await openPglite({ dataDir: pgliteFolder(config.dataDir) });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}
