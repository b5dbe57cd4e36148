import type { AddressInfo } from 'node:net';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * DATA_DIR/server.json: where the server holding the embedded database listens, written once it
 * listens and removed when it stops. `npm run db -- backup` reads it to reach that server (the
 * only process that may open the database), at a loopback address when the server listens on
 * every interface. A file left by a killed server names a process that no longer runs.
 */
export const SERVER_ADDRESS_FILE = 'server.json';

const ServerAddressSchema = z.object({ pid: z.number().int(), url: z.url() });
export type ServerAddress = z.infer<typeof ServerAddressSchema>;

/** The URL this machine reaches a listening address at. */
export function localUrl(address: AddressInfo): string {
  if (address.address === '0.0.0.0') return `http://127.0.0.1:${address.port}`;
  if (address.family === 'IPv6') {
    const host = address.address === '::' ? '::1' : address.address;
    return `http://[${host}]:${address.port}`;
  }
  return `http://${address.address}:${address.port}`;
}

export async function writeServerAddress(dataDir: string, address: ServerAddress): Promise<void> {
  const file = join(dataDir, SERVER_ADDRESS_FILE);
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(address)}\n`, { mode: 0o600 });
  await rename(temporary, file);
}

/** Removes the file if it is still this process's. */
export async function removeServerAddress(dataDir: string, pid: number): Promise<void> {
  if ((await readServerAddress(dataDir))?.pid === pid) {
    await rm(join(dataDir, SERVER_ADDRESS_FILE), { force: true });
  }
}

export async function readServerAddress(dataDir: string): Promise<ServerAddress | undefined> {
  try {
    const text = await readFile(join(dataDir, SERVER_ADDRESS_FILE), 'utf8');
    const parsed = ServerAddressSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
