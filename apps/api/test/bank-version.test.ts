import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpBankVersion, readBankVersion } from '../src/modules/bank/bank-version';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';

/** The bank's version number (issue 23): bumped with each change, undone with its transaction. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the bank version', () => {
  it('grows by one per change and is rolled back with the transaction that made it', async () => {
    const before = await readBankVersion(t.db);
    expect(await bumpBankVersion(t.db)).toBe(before + 1);
    await expect(
      t.db.transaction(async (tx) => {
        await bumpBankVersion(tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await readBankVersion(t.db)).toBe(before + 1);
  });
});
