import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities } from '../../src/db/schema';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { changedTables, fingerprint, tableNames } from './support/database-fingerprint';

/** The fuzz suite's "nothing was written" oracle must see every kind of write. */
let t: TestApp;
let tables: string[];
beforeAll(async () => {
  t = await createTestApp();
  tables = await tableNames(t.db);
});
afterAll(() => t.close());

describe('database fingerprint', () => {
  it('covers every table of the schema', () => {
    expect(tables).toEqual(expect.arrayContaining(['users', 'sessions', 'exams', 'rate_limits']));
  });

  it('is stable across reads and changes with an insert, an update to the same value and a delete', async () => {
    const start = await fingerprint(t.db, tables);
    await t.db.select().from(cities);
    expect(changedTables(start, await fingerprint(t.db, tables))).toEqual([]);

    const [row] = await t.db
      .insert(cities)
      .values({ name: 'Fingerprint Town', nameKey: 'fingerprint town' })
      .returning();
    if (!row) throw new Error('insert returned no row');
    const inserted = await fingerprint(t.db, tables);
    expect(changedTables(start, inserted)).toEqual(['cities']);

    await t.db.update(cities).set({ name: row.name }).where(eq(cities.id, row.id));
    const updated = await fingerprint(t.db, tables);
    expect(changedTables(inserted, updated)).toEqual(['cities']);

    await t.db.delete(cities).where(eq(cities.id, row.id));
    expect(changedTables(updated, await fingerprint(t.db, tables))).toEqual(['cities']);
  });
});
