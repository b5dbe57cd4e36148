/**
 * The CAT engine of one item bank: compiled bank tables, options and the exposure counters shared
 * by every session it starts (one engine per topic bank in the API process).
 */
import { lessonShares } from './content-balancing';
import { ExposureControl, type ExposureSnapshot } from './exposure';
import { createGrid, type Grid } from './grid';
import { compileBank, setItemParameters, type CatItem } from './item-bank';
import { resolveOptions, type CatOptions } from './options';
import { CatSession, type EngineCore, type HistoryEntry, type SessionStart } from './session';

export type CatEngine = {
  readonly options: Readonly<CatOptions>;
  /** The quadrature grid of every session's posterior. */
  readonly grid: Grid;
  /** Starts a new student's test; counts one session for exposure control. */
  startSession(start: SessionStart): CatSession;
  /** Rebuilds a session from its answers so far; counts nothing (the server already did). */
  restoreSession(start: SessionStart & { history: readonly HistoryEntry[] }): CatSession;
  /** Exposure counters to persist; pass back as `exposureCounts` to continue. */
  exposureSnapshot(): ExposureSnapshot;
  /** Replaces one item's parameters (online calibration). */
  updateItem(
    id: string,
    params: { a: number; b: number; c: number; d?: number; seB?: number; seLogA?: number },
  ): void;
  /** The items with their current parameters. */
  items(): readonly CatItem[];
};

export function createCatEngine(bank: CatItem[], options?: Partial<CatOptions>): CatEngine {
  const resolved = resolveOptions(options);
  if (bank.length === 0) throw new Error('the item bank is empty');
  const grid = createGrid(resolved.gridSize, resolved.gridMin, resolved.gridMax);
  const compiled = compileBank(bank, grid);
  const lessonSizes = new Int32Array(compiled.lessons.length);
  for (let i = 0; i < compiled.size; i += 1) {
    const l = compiled.lessonOf[i] as number;
    lessonSizes[l] = (lessonSizes[l] as number) + 1;
  }
  const exposure = new ExposureControl(compiled.size, resolved.maxExposure);
  if (resolved.exposureCounts !== undefined)
    exposure.restore(resolved.exposureCounts, compiled.indexById);
  const core: EngineCore = {
    bank: compiled,
    grid,
    options: resolved,
    exposure,
    capExposure: resolved.maxExposure < 1,
    shares: lessonShares(
      compiled.lessons,
      resolved.lessonTargets,
      (l) => (lessonSizes[l] as number) > 0,
    ),
    // Every unit and format listed in the bank has items, by construction.
    unitShares: lessonShares(compiled.units, resolved.unitTargets, () => true),
    formatShares: lessonShares(compiled.formats, resolved.formatTargets, () => true),
  };

  return {
    options: resolved,
    grid,
    startSession(start) {
      exposure.recordSession();
      return new CatSession(core, start);
    },
    restoreSession(start) {
      const session = new CatSession(core, start);
      for (const entry of start.history) session.record(entry.itemId, entry.correct);
      return session;
    },
    exposureSnapshot: () => exposure.snapshot(compiled.items.map((item) => item.id)),
    updateItem(id, params) {
      const index = compiled.indexById.get(id);
      if (index === undefined) throw new Error(`unknown item ${id}`);
      setItemParameters(compiled, index, params);
    },
    items: () => compiled.items,
  };
}
