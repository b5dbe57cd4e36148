/** What the global setup hands to every test file (through Vitest's provide/inject). */
export type TestDatabaseInfo =
  | { kind: 'pglite'; snapshotFile: string }
  | { kind: 'postgres'; serverUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
  }
}

/** The URL of another database on the same PostgreSQL server. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
