import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config/config';
import type { DatabaseHandle } from './database';
import { openPglite } from './pglite';
import { lockDataFolder } from './pglite-lock';
import { openPostgres } from './postgres';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR/pglite. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  logger?: { warn(object: object, message: string): void },
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, logger);
  await mkdir(config.dataDir, { recursive: true });
  const unlock = await lockDataFolder(join(config.dataDir, 'pglite.pid'));
  try {
    const handle = await openPglite({ dataDir: join(config.dataDir, 'pglite') });
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
