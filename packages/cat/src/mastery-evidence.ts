/**
 * The evidence of one lesson: a recency-weighted, partial-credit 3PL log-likelihood on a theta
 * grid, and its EAP estimate under a N(0, 1) prior (docs/decisions/040-lesson-mastery.md).
 *
 * Speed: 11,000 answers must cost well under 5 ms, and a Math.log costs about 9 ns, so an
 * answer's log-likelihood comes from tables, linearly interpolated (error under 1e-5 per answer),
 * with x = a (theta - b):
 *
 *   log (1 - P) = ln(1 - c) - softplus(x)                 softplus(y) = log(1 + e^y)
 *   log P       = softplus(ln c - x) - softplus(-x)       (the first term is 0 when c = 0)
 *
 * and a full-credit right answer reads a table of log P for its c. It is added on every other
 * grid point only; the points between are filled in when a posterior is needed.
 *
 * Recency: an answer at `at` weighs 2^((at - T) / H) at time T. The lesson keeps its sums scaled
 * to a reference time (its first answer), so adding an answer never rescales the others;
 * evaluating at T multiplies by 2^((ref - T) / H).
 */
import { answerCredit, CONFIDENCE_QUANTILE, HALF_LIFE_MS, type MasteryLevel } from './mastery-rule';

/**
 * Theta grid: GRID_SIZE points over [GRID_MIN, GRID_MAX], step 0.25. The rectangle rule on a
 * normal-shaped posterior is exact to 1e-5 while the step is under 1.25 posterior SDs (SD >= 0.2,
 * which takes over a hundred recent answers in one lesson) and within about 2 % at SD 0.12.
 */
export const GRID_MIN = -4;
export const GRID_MAX = 4;
export const GRID_SIZE = 33;
export const GRID_STEP = (GRID_MAX - GRID_MIN) / (GRID_SIZE - 1);
const THETAS = Float64Array.from({ length: GRID_SIZE }, (_, g) => GRID_MIN + g * GRID_STEP);
/**
 * The log-likelihood, a smooth sum of logistic terms, is accumulated on every other grid point
 * (LIK_SIZE points, step 0.5), half the work per answer; the points between are filled by cubic
 * interpolation when the posterior is needed (fillMidpoints).
 */
export const LIK_SIZE = (GRID_SIZE + 1) / 2;
const LIK_STEP = 2 * GRID_STEP;
/** log N(0, 1) prior, up to a constant. */
const LOG_PRIOR = THETAS.map((theta) => -0.5 * theta * theta);

const SOFTPLUS_LIMIT = 40;
const SOFTPLUS_PER_UNIT = 32;
const SOFTPLUS = Float64Array.from(
  { length: 2 * SOFTPLUS_LIMIT * SOFTPLUS_PER_UNIT + 1 },
  (_, index) => {
    const y = index / SOFTPLUS_PER_UNIT - SOFTPLUS_LIMIT;
    return y > 0 ? y + Math.log1p(Math.exp(-y)) : Math.log1p(Math.exp(y));
  },
);
const SOFTPLUS_LAST = SOFTPLUS.length - 1;

/** softplus at table position t = (y + SOFTPLUS_LIMIT) * SOFTPLUS_PER_UNIT, by linear interpolation. */
function softplusAt(t: number, y: number): number {
  if (t <= 0) return 0;
  if (t >= SOFTPLUS_LAST) return y;
  const i = t | 0;
  const low = SOFTPLUS[i] as number;
  return low + (t - i) * ((SOFTPLUS[i + 1] as number) - low);
}

/** Linear interpolation in `table` at position t (0 below the table, `above` past its end). */
function lerpAt(table: Float64Array, t: number, below: number, above: number): number {
  if (t <= 0) return below;
  if (t >= SOFTPLUS_LAST) return above;
  const i = t | 0;
  const low = table[i] as number;
  return low + (t - i) * ((table[i + 1] as number) - low);
}

/**
 * log P(x) = log(c + (1 - c) / (1 + e^-x)) on the softplus table's positions, one table per
 * guessing parameter met (1 / options for multiple choice: a handful of values), so a first-try
 * right answer, the most common, costs one lookup per grid point. Memoised: the tables depend on c
 * only, never on the input's order.
 */
const LOG_P_TABLES = new Map<number, Float64Array>();
const LOG_P_TABLES_MAX = 8;

function logPTable(c: number): Float64Array | undefined {
  let table = LOG_P_TABLES.get(c);
  if (table === undefined && LOG_P_TABLES.size < LOG_P_TABLES_MAX) {
    table = Float64Array.from({ length: SOFTPLUS.length }, (_, index) => {
      const x = index / SOFTPLUS_PER_UNIT - SOFTPLUS_LIMIT;
      return Math.log(c + (1 - c) / (1 + Math.exp(-x)));
    });
    LOG_P_TABLES.set(c, table);
  }
  return table;
}

/**
 * Adds w (s log P + (1 - s) log(1 - P)) at every grid point to `sum`. With x = a (theta - b) and
 * softplus(-x) = softplus(x) - x:
 *
 *   s log P + (1 - s) log(1 - P) = s x - softplus(x) + s softplus(ln c - x) + (1 - s) ln(1 - c)
 *
 * The last term does not depend on theta, so it does not change the posterior and is left out.
 * The table positions of x and of ln c - x move by constant steps along the grid.
 */
function addLogLikelihood(
  sum: Float64Array,
  a: number,
  b: number,
  c: number,
  credit: number,
  weight: number,
): void {
  const right = weight * credit;
  let x = a * (GRID_MIN - b);
  const dx = a * LIK_STEP;
  let t = (x + SOFTPLUS_LIMIT) * SOFTPLUS_PER_UNIT;
  const dt = dx * SOFTPLUS_PER_UNIT;
  if (right === 0 || c === 0) {
    for (let g = 0; g < LIK_SIZE; g += 1, x += dx, t += dt)
      sum[g] = (sum[g] as number) + right * x - weight * softplusAt(t, x);
    return;
  }
  const table = right === weight ? logPTable(c) : undefined;
  if (table !== undefined) {
    // A full-credit right answer: w log P, straight from the table of this c.
    const lnC = Math.log(c);
    for (let g = 0; g < LIK_SIZE; g += 1, t += dt)
      sum[g] = (sum[g] as number) + weight * lerpAt(table, t, lnC, 0);
    return;
  }
  const lnC = Math.log(c);
  let y = lnC - x;
  let u = (y + SOFTPLUS_LIMIT) * SOFTPLUS_PER_UNIT;
  for (let g = 0; g < LIK_SIZE; g += 1, x += dx, t += dt, y -= dx, u -= dt)
    sum[g] = (sum[g] as number) + right * (x + softplusAt(u, y)) - weight * softplusAt(t, x);
}

/** The lesson's items as mean P(correct) on the grid (linear interpolation between points). */
export class LessonItems {
  readonly medianB: number;
  private readonly meanP: Float64Array | null;

  constructor(items: readonly { a: number; b: number; c: number }[]) {
    const bs = Float64Array.from(items, (item) => item.b).sort();
    const mid = bs.length >> 1;
    this.medianB =
      bs.length === 0
        ? Number.POSITIVE_INFINITY
        : bs.length % 2 === 1
          ? (bs[mid] as number)
          : ((bs[mid - 1] as number) + (bs[mid] as number)) / 2;
    if (items.length === 0) {
      this.meanP = null;
      return;
    }
    const meanP = new Float64Array(GRID_SIZE);
    for (const { a, b, c } of items) {
      // e^(-a (theta - b)) along the grid is geometric: one exp per item, not per point.
      const ratio = Math.exp(-a * GRID_STEP);
      let e = Math.exp(-a * (GRID_MIN - b));
      for (let g = 0; g < GRID_SIZE; g += 1) {
        meanP[g] = (meanP[g] as number) + c + (1 - c) / (1 + e);
        e *= ratio;
      }
    }
    for (let g = 0; g < GRID_SIZE; g += 1) meanP[g] = (meanP[g] as number) / items.length;
    this.meanP = meanP;
  }

  /** Mean 3PL P(correct | theta) over the items (NaN when the lesson has none). */
  expectedSuccess(theta: number): number {
    const meanP = this.meanP;
    if (meanP === null) return Number.NaN;
    const t = Math.min(GRID_SIZE - 1, Math.max(0, (theta - GRID_MIN) / GRID_STEP));
    const i = Math.min(GRID_SIZE - 2, Math.floor(t));
    const low = meanP[i] as number;
    return low + (t - i) * ((meanP[i + 1] as number) - low);
  }
}

export interface LessonEstimate {
  /** Sum of credit x recency weight at the estimate's time. */
  recentCredit: number;
  theta: number;
  sd: number;
  /** The posterior's CONFIDENCE_QUANTILE of theta. */
  thetaLow: number;
}

/** One lesson's answers so far: the counts and the scaled log-likelihood. */
export class LessonEvidence {
  answered = 0;
  firstTryCorrect = 0;
  hardFirstTry = 0;
  lastAnsweredAt: number | null = null;
  /** The level at the last answer, kept until the next answer (masteryLevelsAt asks it weekly). */
  freshLevel: { answered: number; level: MasteryLevel } | null = null;
  /** The latest `weightAt` recorded: the moment the lesson's evidence was freshest. */
  lastWeightAt = Number.NEGATIVE_INFINITY;
  /** Sum of credit x 2^((weightAt - reference) / H): the recent credit, scaled like the log-likelihood. */
  private credit = 0;
  private readonly logLikelihood = new Float64Array(LIK_SIZE);
  private reference = 0;
  private readonly posterior = new Float64Array(GRID_SIZE);

  constructor(private readonly items: LessonItems) {}

  /** Records one answer given at `at`, weighed as if given at `weightAt` (at most the estimate's time). */
  add(
    at: number,
    weightAt: number,
    a: number,
    b: number,
    c: number,
    correct: boolean,
    hintsUsed: number,
    secondTry: boolean,
  ): void {
    if (this.answered === 0) this.reference = weightAt;
    let exponent = (weightAt - this.reference) / HALF_LIFE_MS;
    if (exponent > 64) {
      // Rebase before 2^exponent loses the old answers' precision (after 64 half-lives).
      const scale = 2 ** -exponent;
      for (let g = 0; g < LIK_SIZE; g += 1)
        this.logLikelihood[g] = (this.logLikelihood[g] as number) * scale;
      this.credit *= scale;
      this.reference = weightAt;
      exponent = 0;
    }
    const credit = answerCredit(correct, hintsUsed, secondTry);
    const weight = 2 ** exponent;
    addLogLikelihood(this.logLikelihood, a, b, c, credit, weight);
    this.credit += weight * credit;
    this.answered += 1;
    // The interface's definition, whatever the credits are tuned to.
    if (correct && !secondTry && !(hintsUsed > 0)) {
      this.firstTryCorrect += 1;
      if (b > this.items.medianB) this.hardFirstTry += 1;
    }
    this.lastAnsweredAt = this.lastAnsweredAt === null ? at : Math.max(this.lastAnsweredAt, at);
    this.lastWeightAt = Math.max(this.lastWeightAt, weightAt);
  }

  /** EAP theta, posterior SD and lower quantile at time `now`. */
  estimate(now: number): LessonEstimate {
    const scale = this.answered === 0 ? 0 : 2 ** ((this.reference - now) / HALF_LIFE_MS);
    const post = this.posterior;
    let max = Number.NEGATIVE_INFINITY;
    fillMidpoints(this.logLikelihood, post);
    for (let g = 0; g < GRID_SIZE; g += 1) {
      const value = (LOG_PRIOR[g] as number) + scale * (post[g] as number);
      post[g] = value;
      if (value > max) max = value;
    }
    let total = 0;
    let first = 0;
    for (let g = 0; g < GRID_SIZE; g += 1) {
      const weight = Math.exp((post[g] as number) - max);
      post[g] = weight;
      total += weight;
      first += weight * (THETAS[g] as number);
    }
    const theta = first / total;
    let second = 0;
    for (let g = 0; g < GRID_SIZE; g += 1) {
      const d = (THETAS[g] as number) - theta;
      second += (post[g] as number) * d * d;
    }
    return {
      recentCredit: scale * this.credit,
      theta,
      sd: Math.sqrt(second / total),
      thetaLow: quantile(post, total),
    };
  }
}

/**
 * The log-likelihood on the full grid from its values on every other point: those copied, the
 * points between by the four-point cubic midpoint rule (-f0 + 9 f1 + 9 f2 - f3) / 16, exact for
 * cubics (error 3/128 h^4 times the fourth derivative), and the three-point quadratic rule at the
 * two ends.
 */
function fillMidpoints(coarse: Float64Array, out: Float64Array): void {
  const last = LIK_SIZE - 1;
  let f0 = coarse[0] as number;
  let f1 = coarse[1] as number;
  let f2 = coarse[2] as number;
  out[0] = f0;
  out[1] = (3 * f0 + 6 * f1 - f2) / 8;
  for (let i = 1; i < last - 1; i += 1) {
    const f3 = coarse[i + 2] as number;
    out[2 * i] = f1;
    out[2 * i + 1] = (9 * (f1 + f2) - f0 - f3) / 16;
    f0 = f1;
    f1 = f2;
    f2 = f3;
  }
  // Here f0, f1, f2 are the last three points.
  out[2 * last - 2] = f1;
  out[2 * last - 1] = (3 * f2 + 6 * f1 - f0) / 8;
  out[2 * last] = f2;
}

/**
 * The CONFIDENCE_QUANTILE of the grid posterior: each point's mass spread evenly over its cell
 * [theta - step/2, theta + step/2], so the CDF is piecewise linear and a posterior that moves up
 * (any point's mass shifted right) never lowers the quantile.
 */
function quantile(weights: Float64Array, total: number): number {
  const target = CONFIDENCE_QUANTILE * total;
  let below = 0;
  for (let g = 0; g < GRID_SIZE; g += 1) {
    const mass = weights[g] as number;
    if (below + mass >= target && mass > 0) {
      const start = (THETAS[g] as number) - GRID_STEP / 2;
      return start + ((target - below) / mass) * GRID_STEP;
    }
    below += mass;
  }
  return GRID_MAX + GRID_STEP / 2;
}
