import {
  type CalibrationChange,
  type CalibrationProposal,
  type CalibrationRun,
  ErrorCode,
} from '@exam/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { BankCaches } from '../attempt/bank-caches';
import { bumpBankVersion } from '../bank/bank-version';
import {
  insertRun,
  listFamilyQuestions,
  listRuns,
  lockBankVersion,
  lockRun,
  markReverted,
  readBasis,
  readQuestionParameters,
  setQuestionParameters,
  type StoredChange,
} from './calibration-console.repository';
import { estimateBank, type FamilyUpdate } from './calibration.service';

export interface CalibrationConsoleDeps {
  db: Database;
  clock: Clock;
  bankCaches: BankCaches;
  log: FastifyBaseLogger;
}

/** Parameters are stored as `real`: a value read back equals what was written to this much. */
const SAME = 1e-5;
const same = (x: number, y: number) => Math.abs(x - y) <= SAME * Math.max(1, Math.abs(y));

/**
 * The CLI's estimate (calibration.service.ts, the same EM and threshold), spread from item
 * families onto their questions: each question of an estimated family whose a or b would move.
 */
async function propose(db: Database): Promise<CalibrationProposal> {
  const basis = await readBasis(db);
  const report = await estimateBank(db);
  const byFamily = new Map<string, FamilyUpdate>(report.updates.map((u) => [u.family, u]));
  const rows = await listFamilyQuestions(db, [...byFamily.keys()]);
  const changes: CalibrationChange[] = [];
  for (const row of rows) {
    const update = byFamily.get(row.family);
    if (!update) continue;
    if (same(row.a, update.after.a) && same(row.b, update.after.b)) continue;
    changes.push({
      questionId: row.id,
      preview: row.preview,
      responses: update.responses,
      a: { from: row.a, to: update.after.a },
      b: { from: row.b, to: update.after.b },
    });
  }
  return {
    responses: report.responses,
    students: report.persons,
    // The CLI estimates families (a template's variants share parameters): those are counted.
    itemsEstimated: report.updates.length,
    changes,
    basis,
  };
}

/** `POST /api/admin/calibration/dry-run`: what applying would change. Nothing is written. */
export function dryRunCalibration(deps: CalibrationConsoleDeps): Promise<CalibrationProposal> {
  return propose(deps.db);
}

/**
 * Applies a proposal the admin saw: refused (409 STALE_VERSION) when the answers or the bank
 * changed since its dry run. The estimate is made again inside the transaction, which holds the
 * bank version's row, so what is written is exactly what the basis describes; the run logs
 * every changed question's [from, to], and the bank version moves with the parameters.
 */
export async function applyCalibration(
  deps: CalibrationConsoleDeps,
  adminId: string,
  basis: string,
): Promise<CalibrationRun> {
  const now = deps.clock.now();
  const runId = await deps.db.transaction(async (tx) => {
    await lockBankVersion(tx);
    // A stale basis is refused before the (costly) estimate.
    if ((await readBasis(tx)) !== basis) throw new AppError(ErrorCode.StaleVersion);
    const proposal = await propose(tx);
    if (proposal.basis !== basis) throw new AppError(ErrorCode.StaleVersion);
    const stored: StoredChange[] = [];
    for (const change of proposal.changes) {
      const written = await setQuestionParameters(
        tx,
        change.questionId,
        change.a.to,
        change.b.to,
        now,
      );
      stored.push({
        questionId: change.questionId,
        a: [change.a.from, written.a],
        b: [change.b.from, written.b],
      });
    }
    const id = await insertRun(tx, { appliedBy: adminId, changes: stored, createdAt: now });
    if (stored.length > 0) await bumpBankVersion(tx);
    return id;
  });
  deps.bankCaches.invalidate();
  const run = await readRun(deps.db, runId);
  deps.log.info({ calibrationRunId: runId, changed: run.changed }, 'calibration applied');
  return run;
}

function toRun(row: Awaited<ReturnType<typeof listRuns>>[number]): CalibrationRun {
  return {
    ...row,
    changed: Number(row.changed),
    appliedAt: row.appliedAt.toISOString(),
    revertedAt: row.revertedAt?.toISOString() ?? null,
  };
}

async function readRun(db: Database, runId: string): Promise<CalibrationRun> {
  const [row] = await listRuns(db, runId);
  if (!row) throw new AppError(ErrorCode.NotFound);
  return toRun(row);
}

/** `GET /api/admin/calibration/runs`: newest first (the last 200). */
export async function listCalibrationRuns(deps: { db: Database }): Promise<CalibrationRun[]> {
  return (await listRuns(deps.db)).map(toRun);
}

/**
 * Puts back every 'from' value of a run. Refused with 409 ALREADY_DONE when it was reverted,
 * and with 409 STALE_VERSION, naming the question, when any of its questions no longer has the
 * value the run wrote (a later calibration or edit): reverting would undo that change too.
 */
export async function revertCalibration(
  deps: CalibrationConsoleDeps,
  adminId: string,
  runId: string,
): Promise<CalibrationRun> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await lockBankVersion(tx);
    const run = await lockRun(tx, runId);
    if (!run) throw new AppError(ErrorCode.NotFound);
    if (run.revertedAt !== null) throw new AppError(ErrorCode.AlreadyDone);
    const current = new Map(
      (
        await readQuestionParameters(
          tx,
          run.changes.map((change) => change.questionId),
        )
      ).map((row) => [row.id, row]),
    );
    for (const change of run.changes) {
      const stored = current.get(change.questionId);
      if (!stored || !same(stored.a, change.a[1]) || !same(stored.b, change.b[1])) {
        throw new AppError(
          ErrorCode.StaleVersion,
          `Question ${change.questionId} (${stored?.preview ?? 'removed'}) was changed after this calibration; it cannot be reverted.`,
        );
      }
    }
    for (const change of run.changes)
      await setQuestionParameters(tx, change.questionId, change.a[0], change.b[0], now);
    await markReverted(tx, runId, adminId, now);
    if (run.changes.length > 0) await bumpBankVersion(tx);
  });
  deps.bankCaches.invalidate();
  deps.log.info({ calibrationRunId: runId }, 'calibration reverted');
  return readRun(deps.db, runId);
}
