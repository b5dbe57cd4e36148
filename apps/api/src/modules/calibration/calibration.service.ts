import { bumpBankVersion } from '../bank/bank-version';
import { calibrateEm, type ResponseMatrix } from '@exam/cat';
import { CALIBRATION_MIN_RESPONSES } from '@exam/contract';
import type { Database } from '../../db/database';
import type { FamilyRow, ResponseRow } from './calibration.repository';
import { listFamilies, listResponses, updateFamily } from './calibration.repository';

/**
 * Re-estimates item parameters from the answers students gave (docs/product.md §11: `npm run calibrate`).
 * Persons are attempts (an exam or a practice session); items are families, since a template's
 * variants share their parameters. Bock-Aitkin EM with the guessing parameter c held at its
 * stored value (1/options for MCQ, 0 for short answers) and weak priors on log a and b
 * (packages/cat/src/calibration/em.ts). Only families with at least `minResponses` answers get new
 * parameters; the others keep theirs (their few answers still inform the abilities).
 */
export const DEFAULT_MIN_RESPONSES = CALIBRATION_MIN_RESPONSES;

export type FamilyUpdate = {
  family: string;
  responses: number;
  before: { a: number; b: number };
  after: { a: number; b: number; seB: number };
};

export type CalibrationReport = {
  persons: number;
  responses: number;
  families: number;
  iterations: number;
  converged: boolean;
  updates: FamilyUpdate[];
  /** Families left as they were for lack of answers. */
  skipped: number;
  applied: boolean;
};

/** Persons x families matrix (1 right, 0 wrong, -1 not given); the first answer of a pair counts. */
export function buildMatrix(
  responses: readonly ResponseRow[],
  families: readonly FamilyRow[],
): { matrix: ResponseMatrix; counts: number[]; persons: number } {
  const familyIndex = new Map(families.map((family, index) => [family.family, index]));
  const personIndex = new Map<string, number>();
  for (const response of responses) {
    if (familyIndex.has(response.family) && !personIndex.has(response.person))
      personIndex.set(response.person, personIndex.size);
  }
  const items = families.length;
  const data = new Int8Array(personIndex.size * items).fill(-1);
  const counts = new Array<number>(items).fill(0);
  for (const response of responses) {
    const j = familyIndex.get(response.family);
    const p = personIndex.get(response.person);
    if (j === undefined || p === undefined || data[p * items + j] !== -1) continue;
    data[p * items + j] = response.correct ? 1 : 0;
    counts[j] = (counts[j] as number) + 1;
  }
  return { matrix: { persons: personIndex.size, items, data }, counts, persons: personIndex.size };
}

/**
 * Estimates new parameters and, with `apply`, writes them (bumping the bank version in the same
 * transaction, so running servers follow). The console (calibration-console.service.ts) calls
 * `estimateBank` itself to log what it writes.
 */
export async function calibrateBank(
  db: Database,
  options: { minResponses?: number; apply?: boolean } = {},
): Promise<CalibrationReport> {
  const report = await estimateBank(db, options.minResponses);
  const { updates } = report;
  if (options.apply === true && updates.length > 0) {
    await db.transaction(async (tx) => {
      for (const update of updates)
        await updateFamily(tx, update.family, update.after.a, update.after.b);
      await bumpBankVersion(tx);
    });
  }
  return { ...report, applied: options.apply === true && updates.length > 0 };
}

/** The estimate alone: reads the answers and the families' parameters, writes nothing. */
export async function estimateBank(
  db: Database,
  minResponsesOption?: number,
): Promise<CalibrationReport> {
  const minResponses = minResponsesOption ?? DEFAULT_MIN_RESPONSES;
  const families = await listFamilies(db);
  const responses = await listResponses(db);
  const { matrix, counts, persons } = buildMatrix(responses, families);
  const base = {
    persons,
    responses: counts.reduce((sum, n) => sum + n, 0),
    families: families.length,
    applied: false,
  };
  if (persons === 0 || families.length === 0) {
    return { ...base, iterations: 0, converged: true, updates: [], skipped: families.length };
  }
  const result = calibrateEm(matrix, { c: families.map((family) => family.c) });
  const updates: FamilyUpdate[] = [];
  families.forEach((family, j) => {
    const estimate = result.items[j];
    if (!estimate || (counts[j] as number) < minResponses) return;
    updates.push({
      family: family.family,
      responses: counts[j] as number,
      before: { a: family.a, b: family.b },
      after: { a: estimate.a, b: estimate.b, seB: estimate.seB },
    });
  });
  return {
    ...base,
    iterations: result.iterations,
    converged: result.converged,
    updates,
    skipped: families.length - updates.length,
  };
}
