import { readFile, rm, writeFile } from 'node:fs/promises';
import { StartupError } from '../lib/startup-error';

/**
 * PGlite has no lock of its own: two processes opening the same data folder would corrupt it
 * (for example `npm start` run twice). A PID file taken before opening makes the second one stop
 * with a clear message; a file left by a process that no longer runs is taken over.
 */
export async function lockDataFolder(lockFile: string): Promise<() => Promise<void>> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(lockFile, String(process.pid), { flag: 'wx' });
      return () => rm(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
    if (holder && holder !== process.pid && isRunning(holder)) {
      throw new StartupError(
        `Another server (pid ${holder}) is using the embedded database in this data folder. ` +
          'Stop it first, or give this one another DATA_DIR (or a DATABASE_URL).',
      );
    }
    await rm(lockFile, { force: true }); // stale: its process is gone
  }
  throw new Error(`Could not take the database lock ${lockFile}`);
}

/**
 * The running process (other than this one) that holds the lock, if any: how the command line
 * tells that a server has the embedded database open.
 */
export async function lockHolder(lockFile: string): Promise<number | undefined> {
  const holder = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
  return holder && holder !== process.pid && isRunning(holder) ? holder : undefined;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0); // signal 0: only checks that the process exists
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
