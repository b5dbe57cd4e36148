/**
 * Quadrature grid over theta for EAP estimation (Bock & Mislevy 1982): equally spaced points with
 * rectangle-rule weights. The default, 121 points over [-6, 6] (step 0.1), integrates a N(0, 1)
 * posterior mean and variance to better than 1e-8.
 */
export type Grid = {
  readonly points: Float64Array;
  readonly min: number;
  readonly max: number;
  readonly step: number;
};

export function createGrid(size = 121, min = -6, max = 6): Grid {
  if (size < 3 || !(max > min))
    throw new Error(`invalid grid: ${size} points over [${min}, ${max}]`);
  const points = new Float64Array(size);
  const step = (max - min) / (size - 1);
  for (let g = 0; g < size; g += 1) points[g] = min + g * step;
  return { points, min, max, step };
}

/** Normal density weights N(mean, sd^2) on the grid, normalised to sum to 1. */
export function normalWeights(
  grid: Grid,
  mean: number,
  sd: number,
  out?: Float64Array,
): Float64Array {
  if (!(sd > 0)) throw new Error(`prior sd must be positive, got ${sd}`);
  const weights = out ?? new Float64Array(grid.points.length);
  let sum = 0;
  for (let g = 0; g < grid.points.length; g += 1) {
    const z = ((grid.points[g] as number) - mean) / sd;
    const w = Math.exp(-0.5 * z * z);
    weights[g] = w;
    sum += w;
  }
  for (let g = 0; g < weights.length; g += 1) weights[g] = (weights[g] as number) / sum;
  return weights;
}
