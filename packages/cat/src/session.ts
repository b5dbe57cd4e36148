/**
 * One student's adaptive test. All state is derived from (seed, prior, history) plus the engine's
 * shared exposure counters, so `restoreSession` rebuilds an identical session from the list of
 * answers and the next item matches the live one.
 */
import { allowedLessons } from './content-balancing';
import { estimateEap, estimateMap, estimateMle, type Response } from './estimators';
import type { ExposureControl } from './exposure';
import { normalWeights, type Grid } from './grid';
import type { CatItem, CompiledBank } from './item-bank';
import type { CatOptions } from './options';
import { GridPosterior } from './posterior';
import { createRng, mixSeed } from './rng';
import { domainScore, lessonScores, type LessonScore } from './scoring';
import { selectItem } from './selection/select-item';
import { stopReason, type StopReason, type TimeState } from './stopping';

/** State shared by all sessions of an engine. */
export type EngineCore = {
  bank: CompiledBank;
  grid: Grid;
  options: CatOptions;
  /** Exposure counters; always counted, the cap applies only when `capExposure`. */
  exposure: ExposureControl;
  capExposure: boolean;
  shares: Float64Array | null;
  /** Unit shares (same quota rule as lessons), or null when units are not balanced. */
  unitShares: Float64Array | null;
  /** Format shares (same quota rule as lessons), or null when formats are not balanced. */
  formatShares: Float64Array | null;
};

export type SessionStart = {
  seed: number;
  prior?: { mean: number; sd: number } | undefined;
  /**
   * Items this student must not be given while any other item can be: e.g. questions whose
   * answer the student has already been shown. They are passed over before every other
   * constraint is relaxed (exposure, then content), and given only when nothing else is left.
   * Ids the bank does not know are ignored. Affects selection only, never the estimates.
   */
  avoid?: Iterable<string> | undefined;
  /**
   * Items the student met recently (the server passes the questions of their last attempts):
   * passed over like `avoid` while any item outside both sets can be given, and given up before
   * `avoid` is. Ids the bank does not know are ignored. Affects selection only.
   */
  recent?: Iterable<string> | undefined;
};
export type HistoryEntry = { itemId: string; correct: boolean };

/** The bank positions of the given ids, as a 0/1 mask; null when none is in the bank. */
function itemMask(bank: CompiledBank, ids: Iterable<string> | undefined): Uint8Array | null {
  if (ids === undefined) return null;
  let mask: Uint8Array | null = null;
  for (const id of ids) {
    const index = bank.indexById.get(id);
    if (index === undefined) continue;
    mask ??= new Uint8Array(bank.size);
    mask[index] = 1;
  }
  return mask;
}

export class CatSession {
  private readonly core: EngineCore;
  readonly seed: number;
  readonly prior: { mean: number; sd: number };
  private readonly posterior: GridPosterior;
  private readonly administered: Uint8Array;
  /** 1 for items to avoid (SessionStart.avoid), or null when there are none. */
  private readonly avoided: Uint8Array | null;
  /** 1 for items met recently (SessionStart.recent), or null when there are none. */
  private readonly recent: Uint8Array | null;
  /** 1 for templates given in this session; null when the bank has no templates. */
  private readonly usedTemplates: Uint8Array | null;
  private readonly responses: Response[] = [];
  private readonly lessonCounts: Int32Array;
  private readonly allowed: Uint8Array;
  private readonly scratch: Int32Array;
  private readonly unitCounts: Int32Array;
  private readonly allowedUnits: Uint8Array;
  private readonly unitScratch: Int32Array;
  private readonly formatCounts: Int32Array;
  private readonly allowedFormats: Uint8Array;
  private readonly formatScratch: Int32Array;
  private pending = -1;
  private lastStop: StopReason | null = null;

  constructor(core: EngineCore, start: SessionStart) {
    this.core = core;
    this.seed = start.seed;
    this.prior = start.prior ?? core.options.prior;
    if (!(this.prior.sd > 0) || !Number.isFinite(this.prior.mean)) {
      throw new Error('prior needs a finite mean and a positive sd');
    }
    this.posterior = new GridPosterior(
      core.grid,
      normalWeights(core.grid, this.prior.mean, this.prior.sd),
    );
    this.administered = new Uint8Array(core.bank.size);
    this.avoided = itemMask(core.bank, start.avoid);
    this.recent = itemMask(core.bank, start.recent);
    this.usedTemplates =
      core.bank.templates.length > 0 ? new Uint8Array(core.bank.templates.length) : null;
    this.lessonCounts = new Int32Array(core.bank.lessons.length);
    this.allowed = new Uint8Array(core.bank.lessons.length);
    this.scratch = new Int32Array(core.bank.lessons.length);
    this.unitCounts = new Int32Array(core.bank.units.length);
    this.allowedUnits = new Uint8Array(core.bank.units.length);
    this.unitScratch = new Int32Array(core.bank.units.length);
    this.formatCounts = new Int32Array(core.bank.formats.length);
    this.allowedFormats = new Uint8Array(core.bank.formats.length);
    this.formatScratch = new Int32Array(core.bank.formats.length);
  }

  /** Items answered so far. */
  get length(): number {
    return this.responses.length;
  }

  /** Why the last `next()` returned null, if it did. */
  get stopReason(): StopReason | null {
    return this.lastStop;
  }

  /**
   * The next item, or null when a stopping rule says stop. Calling it again before `record`
   * returns the same item. A newly chosen item counts toward its exposure.
   */
  next(time?: TimeState): CatItem | null {
    const { bank, options, exposure, capExposure, shares, unitShares, formatShares } = this.core;
    if (this.pending >= 0) return { ...(bank.items[this.pending] as CatItem) };
    const reason = stopReason(options, this.responses.length, this.estimate().se, time);
    if (reason !== null) {
      this.lastStop = reason;
      return null;
    }
    let lessons: Uint8Array | null = null;
    if (shares !== null) {
      const n = allowedLessons(
        this.lessonCounts,
        this.responses.length,
        shares,
        options.maxItems,
        this.allowed,
        this.scratch,
      );
      if (n > 0) lessons = this.allowed;
    }
    let units: Uint8Array | null = null;
    if (unitShares !== null) {
      const n = allowedLessons(
        this.unitCounts,
        this.responses.length,
        unitShares,
        options.maxItems,
        this.allowedUnits,
        this.unitScratch,
      );
      if (n > 0) units = this.allowedUnits;
    }
    let formats: Uint8Array | null = null;
    if (formatShares !== null) {
      const n = allowedLessons(
        this.formatCounts,
        this.responses.length,
        formatShares,
        options.maxItems,
        this.allowedFormats,
        this.formatScratch,
      );
      if (n > 0) formats = this.allowedFormats;
    }
    const { mean } = this.posterior.moments();
    const index = selectItem({
      bank,
      weights: this.posterior.weights,
      theta: mean,
      administered: this.administered,
      avoided: this.avoided,
      recent: this.recent,
      usedTemplates: this.usedTemplates,
      allowedLessons: lessons,
      allowedUnits: units,
      allowedFormats: formats,
      exposure: capExposure ? { counts: exposure.counts, cap: exposure.cap() } : null,
      criterion: this.responses.length < options.posteriorItems ? options.selection : 'mfi',
      priorityPower: options.priorityPower,
      shortlist: options.shortlist,
      randomesque: options.randomesque,
      rng: createRng(mixSeed(this.seed, this.responses.length)),
    });
    if (index < 0) {
      this.lastStop = 'bank-exhausted';
      return null;
    }
    this.lastStop = null;
    this.pending = index;
    exposure.recordAdministration(index);
    return { ...(bank.items[index] as CatItem) };
  }

  /** Records the answer to an item (normally the one `next()` returned). */
  record(itemId: string, correct: boolean): void {
    const { bank, grid } = this.core;
    const index = bank.indexById.get(itemId);
    if (index === undefined) throw new Error(`unknown item ${itemId}`);
    if (this.administered[index] === 1) throw new Error(`item ${itemId} was already answered`);
    this.administered[index] = 1;
    this.responses.push({ index, correct });
    const lesson = bank.lessonOf[index] as number;
    this.lessonCounts[lesson] = (this.lessonCounts[lesson] as number) + 1;
    const unit = bank.unitOf[index] as number;
    this.unitCounts[unit] = (this.unitCounts[unit] as number) + 1;
    const format = bank.formatOf[index] as number;
    this.formatCounts[format] = (this.formatCounts[format] as number) + 1;
    const template = bank.templateOf[index] as number;
    if (template >= 0 && this.usedTemplates !== null) this.usedTemplates[template] = 1;
    this.posterior.update(bank.pTable, index * grid.points.length, correct);
    if (this.pending === index || this.pending >= 0) this.pending = -1;
  }

  /** Current ability estimate and its standard error (EAP: the posterior SD). */
  estimate(): { theta: number; se: number } {
    const { options, bank } = this.core;
    const est =
      options.estimator === 'eap'
        ? estimateEap(this.posterior)
        : options.estimator === 'map'
          ? estimateMap(bank, this.responses, this.prior)
          : estimateMle(bank, this.responses, options.earlyBound);
    let theta: number = est.theta;
    if (this.responses.length < options.earlyItems) {
      theta = Math.min(Math.max(theta, -options.earlyBound), options.earlyBound);
    }
    return { theta, se: est.se };
  }

  /** The answers so far, as the server stores them. */
  history(): HistoryEntry[] {
    const items = this.core.bank.items;
    return this.responses.map((r) => ({
      itemId: (items[r.index] as CatItem).id,
      correct: r.correct,
    }));
  }

  /** Posterior weights over the engine grid (read-only view; used by calibration and tests). */
  posteriorWeights(): Float64Array {
    return this.posterior.weights;
  }

  /** Expected proportion correct on the whole bank (or one lesson) at the current estimate. */
  domainScore(lesson?: string): number {
    const { bank } = this.core;
    const theta = this.estimate().theta;
    if (lesson === undefined) return domainScore(bank, theta);
    const indices: number[] = [];
    for (let i = 0; i < bank.size; i += 1) if (bank.items[i]?.lesson === lesson) indices.push(i);
    return domainScore(bank, theta, indices);
  }

  /** Per-lesson abilities shrunk toward the overall estimate, and their domain scores. */
  lessonScores(): LessonScore[] {
    const { bank, grid, options } = this.core;
    return lessonScores(bank, grid, this.responses, this.estimate().theta, options.lessonSpread);
  }
}
