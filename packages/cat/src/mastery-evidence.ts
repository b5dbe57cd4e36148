/**
 * The evidence of one lesson: a recency-weighted, partial-credit 3PL log-likelihood on a theta
 * grid, and its EAP estimate under a N(0, 1) prior (docs/decisions/040-lesson-mastery.md).
 *
 * Speed: 11,000 answers must cost well under 5 ms, and a Math.log costs about 9 ns, so each
 * answer's log-likelihood on the grid comes from one table of softplus(y) = log(1 + e^y),
 * linearly interpolated (error under 1e-5 per answer):
 *
 *   log P       = softplus(ln c - x) - softplus(-x)     (x = a (theta - b); the first term is 0 when c = 0)
 *   log (1 - P) = ln(1 - c) - softplus(x)
 *
 * Recency: an answer at `at` weighs 2^((at - T) / H) at time T. The lesson keeps its sum scaled to
 * a reference time (its first answer), so adding an answer never rescales the others; evaluating
 * at T multiplies by 2^((ref - T) / H).
 */
import { answerCredit, CONFIDENCE_QUANTILE, HALF_LIFE_MS } from './mastery-rule';

/** Theta grid: GRID_SIZE points over [GRID_MIN, GRID_MAX] (step 0.2, as fine as a posterior SD of 0.2 needs). */
export const GRID_MIN = -4;
export const GRID_MAX = 4;
export const GRID_SIZE = 41;
export const GRID_STEP = (GRID_MAX - GRID_MIN) / (GRID_SIZE - 1);
const THETAS = Float64Array.from({ length: GRID_SIZE }, (_, g) => GRID_MIN + g * GRID_STEP);
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

/** softplus(y) = log(1 + e^y) from the table; y itself above the table, 0 below it. */
export function softplus(y: number): number {
  const t = (y + SOFTPLUS_LIMIT) * SOFTPLUS_PER_UNIT;
  if (t <= 0) return 0;
  if (t >= SOFTPLUS_LAST) return y;
  const i = t | 0;
  const low = SOFTPLUS[i] as number;
  return low + (t - i) * ((SOFTPLUS[i + 1] as number) - low);
}

/** Pushes w * (s log P + (1 - s) log(1 - P)) at every grid point into `sum`. */
function addLogLikelihood(
  sum: Float64Array,
  a: number,
  b: number,
  c: number,
  credit: number,
  weight: number,
): void {
  const lnC = c > 0 ? Math.log(c) : 0;
  const ln1mC = Math.log1p(-c);
  const right = weight * credit;
  const wrong = weight - right;
  for (let g = 0; g < GRID_SIZE; g += 1) {
    const x = a * ((THETAS[g] as number) - b);
    const spMinus = softplus(-x);
    let value = 0;
    if (right > 0) value += right * ((c > 0 ? softplus(lnC - x) : 0) - spMinus);
    if (wrong > 0) value += wrong * (ln1mC - softplus(x));
    sum[g] = (sum[g] as number) + value;
  }
}

/** The lesson's items as mean P(correct) on the grid (linear interpolation between points). */
export class LessonItems {
  readonly medianB: number;
  private readonly meanP: Float64Array | null;

  constructor(items: readonly { a: number; b: number; c: number }[]) {
    const bs = items.map((item) => item.b).sort((x, y) => x - y);
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
  private readonly logLikelihood = new Float64Array(GRID_SIZE);
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
      for (let g = 0; g < GRID_SIZE; g += 1)
        this.logLikelihood[g] = (this.logLikelihood[g] as number) * scale;
      this.reference = weightAt;
      exponent = 0;
    }
    const credit = answerCredit(correct, hintsUsed, secondTry);
    addLogLikelihood(this.logLikelihood, a, b, c, credit, 2 ** exponent);
    this.answered += 1;
    if (credit === 1) {
      this.firstTryCorrect += 1;
      if (b > this.items.medianB) this.hardFirstTry += 1;
    }
    this.lastAnsweredAt = this.lastAnsweredAt === null ? at : Math.max(this.lastAnsweredAt, at);
  }

  /** EAP theta, posterior SD and lower quantile at time `now`. */
  estimate(now: number): LessonEstimate {
    const scale = this.answered === 0 ? 0 : 2 ** ((this.reference - now) / HALF_LIFE_MS);
    const post = this.posterior;
    let max = Number.NEGATIVE_INFINITY;
    for (let g = 0; g < GRID_SIZE; g += 1) {
      const value = (LOG_PRIOR[g] as number) + scale * (this.logLikelihood[g] as number);
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
    return { theta, sd: Math.sqrt(second / total), thetaLow: quantile(post, total) };
  }
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
