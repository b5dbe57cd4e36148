/**
 * The shipped question bank: the seed every install generates from, and the fingerprint of what
 * it generates. The server compares the fingerprint with the one its database last synced and,
 * when they differ, retires the shipped questions that changed and inserts their replacements
 * (apps/api bank.service, docs/decisions/027-marking-that-follows-the-question.md). A test
 * recomputes the fingerprint, so any change to the shipped bank must update it here.
 */
export const SHIPPED_BANK_SEED = 'exam-prep-seed-bank-v1';

/** sha256 of canonicalJson(generateSeedBank({ seed: SHIPPED_BANK_SEED })). */
export const SHIPPED_BANK_FINGERPRINT =
  '195283d50dde5f86fb6073933a44755e4984cc924768b966a10bf48051689b07';

/** JSON with object keys sorted at every level, so equal values give equal text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    const record = inner as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, record[key]]),
    );
  });
}
