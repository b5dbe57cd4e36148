/**
 * Seed-to-seed spread of the target ratios, for verdicts that are close on the single seed of
 * `run.ts`. jsCAT is too slow to run on every seed (about 4 minutes per condition), so its rule
 * is run in our engine (`mfiOptions`), which `run.ts` checks gives the same items as jsCAT.
 *
 *   node --import tsx bench/cat/seeds.ts            seeds 2025 and 1-5, writes bench/cat/SEEDS.md
 *   node --import tsx bench/cat/seeds.ts --quick    two seeds, 200 students, prints only
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { createCatEngine, createOnlineCalibrator } from '../../packages/cat/src/index';
import {
  calibrationError,
  constrainedOptions,
  lessonTargets,
  mfiOptions,
  unconstrainedOptions,
} from './conditions';
import { statsAt } from './metrics';
import { engineRunner, type Runner, type Trace } from './runners';
import { makeBank, makeStudents, miscalibrate } from './simulate';

const quick = process.argv.includes('--quick');
const seeds = quick ? [2025, 1] : [2025, 1, 2, 3, 4, 5];
const students = quick ? 200 : 1000;
const started = performance.now();

type Row = {
  seed: number;
  free10: number;
  free20: number;
  constrained20: number;
  online20: number;
  onlineBias: number;
};

const rows: Row[] = seeds.map((seed) => {
  const truth = makeBank({ size: 500, guessShare: 1, lessonTargets, seed });
  const thetas = makeStudents(students, seed);
  const miscal = miscalibrate(truth, calibrationError.logA, calibrationError.b, seed);
  const cohort = (runner: Runner): Trace[] =>
    Array.from(thetas, (theta, s) => runner.run(s, theta));
  const mfi = cohort(engineRunner('mfi', createCatEngine(truth, mfiOptions(20)), truth, seed));
  const free = cohort(
    engineRunner('free', createCatEngine(truth, unconstrainedOptions(20)), truth, seed),
  );
  const c20 = cohort(
    engineRunner('c20', createCatEngine(truth, constrainedOptions(20)), truth, seed),
  );
  const engine = createCatEngine(miscal, constrainedOptions(20));
  const calibrator = createOnlineCalibrator(engine, calibrationError);
  const online = cohort(engineRunner('o20', engine, truth, seed, (s) => calibrator.observe(s)));
  const rmse = (traces: Trace[], k: number, from = 0): number =>
    statsAt(traces, thetas, k, from).rmse;
  const half = students / 2;
  console.error(`seed ${seed} done (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  return {
    seed,
    free10: rmse(free, 10) / rmse(mfi, 10),
    free20: rmse(free, 20) / rmse(mfi, 20),
    constrained20: rmse(c20, 20) / rmse(mfi, 20),
    online20: rmse(online, 20, half) / rmse(c20, 20, half),
    onlineBias: statsAt(online, thetas, 20, half).bias,
  };
});

const pct = (x: number): string => `${x >= 1 ? '+' : ''}${(100 * (x - 1)).toFixed(1)}%`;
const mean = (xs: number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;
const sd = (xs: number[]): number => {
  const m = mean(xs);
  return Math.sqrt(xs.reduce((s, x) => s + (x - m) ** 2, 0) / Math.max(xs.length - 1, 1));
};
const columns: [string, (r: Row) => number, (x: number) => string][] = [
  ['unconstrained RMSE @10 vs MFI (target < 0)', (r) => r.free10, pct],
  ['unconstrained RMSE @20 vs MFI (target < 0)', (r) => r.free20, pct],
  ['exposure + quotas RMSE @20 vs unconstrained MFI (target <= +2%)', (r) => r.constrained20, pct],
  [
    'online calibration, 2nd half, RMSE @20 vs true parameters (target <= +5%)',
    (r) => r.online20,
    pct,
  ],
  [
    'online calibration, 2nd half, bias @20 (target within +-0.03)',
    (r) => r.onlineBias,
    (x) => x.toFixed(3),
  ],
];
const lines = [
  '# CAT benchmark: seed-to-seed spread',
  '',
  `Command: \`node --import tsx bench/cat/seeds.ts${quick ? ' --quick' : ''}\` (${((performance.now() - started) / 1000).toFixed(0)} s on this machine, Node ${process.version}). Bank of 500 (c = 0.2), ${students} students per seed, the conditions of \`conditions.ts\`; "MFI" is jsCAT's rule run in our engine (\`run.ts\` checks it gives jsCAT's items). Ratios are RMSE over RMSE on the same students, as percentages above or below.`,
  '',
  `| quantity | ${rows.map((r) => `seed ${r.seed}`).join(' | ')} | mean | SD |`,
  `|---|${rows.map(() => '---').join('|')}|---|---|`,
  ...columns.map(([name, get, show]) => {
    const xs = rows.map(get);
    const m = mean(xs);
    const spread = name.includes('bias') ? sd(xs).toFixed(3) : `${(100 * sd(xs)).toFixed(1)} pts`;
    return `| ${name} | ${xs.map(show).join(' | ')} | ${show(m)} | ${spread} |`;
  }),
  '',
];
const report = lines.join('\n');
console.log(report);
// Written Prettier-formatted, so `prettier --check bench` passes on the generated file.
if (!quick)
  writeFileSync(
    fileURLToPath(new URL('./SEEDS.md', import.meta.url)),
    await format(report, { parser: 'markdown' }),
  );
