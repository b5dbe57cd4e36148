/**
 * CAT benchmark: our engine vs jsCAT (EAP + maximum Fisher information) vs random selection, on
 * the same simulated students. Writes bench/cat/RESULTS.md (full run) or prints (--quick).
 *
 *   node --import tsx bench/cat/run.ts            full: bank 500, 1,000 students (~5 min, 2 cores)
 *   node --import tsx bench/cat/run.ts --quick    smoke test: bank 200, 100 students (seconds)
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { createCatEngine, createOnlineCalibrator } from '../../packages/cat/src/index';
import {
  calibrationError,
  constrainedOptions,
  lessonTargets,
  mfiOptions,
  REAL_BANK_HEADING,
  unconstrainedOptions,
} from './conditions';
import type { JscatSpec } from './jscat-worker';
import { measureEngine, measureJscat } from './latency';
import { lengthToReach, maxExposure, statsAt, withinQuota } from './metrics';
import { engineRunner, type Runner, type Trace } from './runners';
import { makeBank, makeStudents, miscalibrate, type BankSpec } from './simulate';

const quick = process.argv.includes('--quick');
const seed = 2025;
const bankSpec: BankSpec = { size: quick ? 200 : 500, guessShare: 1, lessonTargets, seed };
const students = quick ? 60 : 1000;
const latencyBankSize = quick ? 1000 : 5000;
const checkpoints = [5, 10, 20, 30];

const truth = makeBank(bankSpec);
const thetas = makeStudents(students, seed);
const miscal = miscalibrate(truth, 0.2, 0.5, seed);

function runJscat(spec: JscatSpec): Promise<Trace[]> {
  const worker = fileURLToPath(new URL('./jscat-worker.ts', import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', worker, JSON.stringify(spec)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`jsCAT worker exited with ${code}`));
      else resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Trace[]);
    });
  });
}

function runCohort(runner: Runner): Trace[] {
  const traces: Trace[] = [];
  for (let s = 0; s < students; s += 1) traces.push(runner.run(s, thetas[s] as number));
  return traces;
}

async function main(): Promise<void> {
  const started = performance.now();
  const log = (what: string): void =>
    console.error(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${what}`);
  // jsCAT conditions in parallel child processes (it takes ~8 ms per selection on 500 items).
  const jsMfi = runJscat({
    bank: bankSpec,
    students,
    length: 30,
    select: 'MFI',
    miscalibrated: false,
  });
  const jsRandomAndMiscal = (async () => ({
    random: await runJscat({
      bank: bankSpec,
      students,
      length: 30,
      select: 'random',
      miscalibrated: false,
    }),
    miscal: await runJscat({
      bank: bankSpec,
      students,
      length: 20,
      select: 'MFI',
      miscalibrated: true,
    }),
  }))();

  const ours = {
    mfi: runCohort(engineRunner('mfi', createCatEngine(truth, mfiOptions(30)), truth, seed)),
    free: runCohort(
      engineRunner('free', createCatEngine(truth, unconstrainedOptions(30)), truth, seed),
    ),
    constrained30: runCohort(
      engineRunner('c30', createCatEngine(truth, constrainedOptions(30)), truth, seed),
    ),
    constrained20: runCohort(
      engineRunner('c20', createCatEngine(truth, constrainedOptions(20)), truth, seed),
    ),
    miscal20: runCohort(
      engineRunner('m20', createCatEngine(miscal, constrainedOptions(20)), truth, seed),
    ),
    online20: (() => {
      const engine = createCatEngine(miscal, constrainedOptions(20));
      const calibrator = createOnlineCalibrator(engine, calibrationError);
      return runCohort(engineRunner('o20', engine, truth, seed, (s) => calibrator.observe(s)));
    })(),
  };

  log('our cohorts done');
  const latencyBank = makeBank({ ...bankSpec, size: latencyBankSize, seed: seed + 1 });
  const latencyThetas = makeStudents(200, seed + 1);
  const ourLatency = measureEngine(
    latencyBank,
    latencyThetas,
    quick ? 20 : 200,
    seed,
    constrainedOptions(30),
  );
  const lookAheadLatency = measureEngine(
    latencyBank,
    latencyThetas,
    quick ? 20 : 200,
    seed,
    unconstrainedOptions(30),
  );
  const jsLatency = measureJscat(latencyBank, latencyThetas, quick ? 4 : 40, seed);

  log('latency done');
  const js = { mfi: await jsMfi, ...(await jsRandomAndMiscal) };
  log('jsCAT done');
  const seconds = (performance.now() - started) / 1000;

  type Row = { name: string; traces: Trace[]; length: number; from?: number };
  const rows: Row[] = [
    { name: 'jsCAT EAP + MFI', traces: js.mfi, length: 30 },
    { name: 'random selection (jsCAT EAP)', traces: js.random, length: 30 },
    { name: 'ours, MFI at the EAP (jsCAT rule)', traces: ours.mfi, length: 30 },
    { name: 'ours, unconstrained (2-step EPV, 10 items)', traces: ours.free, length: 30 },
    { name: 'ours, exposure 0.25 + lesson quotas', traces: ours.constrained30, length: 30 },
    { name: 'ours, exposure 0.25 + quotas, 20-item tests', traces: ours.constrained20, length: 20 },
    { name: 'jsCAT, mis-calibrated bank', traces: js.miscal, length: 20 },
    { name: 'ours, mis-calibrated, no online calibration', traces: ours.miscal20, length: 20 },
    { name: 'ours, mis-calibrated + online calibration', traces: ours.online20, length: 20 },
  ];
  const f = (x: number | null | undefined, d = 3): string =>
    x === null || x === undefined || Number.isNaN(x) ? '-' : x.toFixed(d);
  const cell = (
    row: Row,
    k: number,
    pick: (s: ReturnType<typeof statsAt>) => number,
    d = 3,
  ): string => (k > row.length ? '-' : f(pick(statsAt(row.traces, thetas, k, row.from ?? 0)), d));
  const lines: string[] = [];
  lines.push(
    '| engine | RMSE @5 | @10 | @20 | @30 | bias @20 | SE/RMSE @5 | @10 | @20 | @30 | max exposure | within quotas | length to RMSE 0.35 |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const row of rows) {
    const reach = lengthToReach(row.traces, thetas, 0.35, row.length);
    lines.push(
      `| ${row.name} | ${checkpoints.map((k) => cell(row, k, (s) => s.rmse)).join(' | ')} | ${cell(row, 20, (s) => s.bias)} | ${checkpoints
        .map((k) => cell(row, k, (s) => s.seRatio, 2))
        .join(' | ')} | ${f(maxExposure(row.traces, truth.length, row.length), 2)} | ${f(
        100 * withinQuota(row.traces, truth, lessonTargets, row.length),
        0,
      )}% | ${reach ?? `> ${row.length}`} |`,
    );
  }

  const half = students / 2;
  const second = (traces: Trace[]) => statsAt(traces, thetas, 20, half);
  const jsFree = (k: number) => statsAt(js.mfi, thetas, k).rmse;
  const oursFree = (k: number) => statsAt(ours.free, thetas, k).rmse;
  const c20 = statsAt(ours.constrained20, thetas, 20).rmse;
  const onl = second(ours.online20);
  const tru = second(ours.constrained20);
  const seRatios = checkpoints.map((k) => statsAt(ours.constrained30, thetas, k).seRatio);
  const verdict = (ok: boolean): string => (ok ? 'met' : '**not met**');
  // "Below" means below at the reported precision: a tie to three decimals is not a win.
  const below = (x: number, y: number): boolean => Math.round(x * 1000) < Math.round(y * 1000);
  const targets = [
    `| Unconstrained RMSE @10 and @20 below jsCAT | ours ${f(oursFree(10))} / ${f(oursFree(20))} vs jsCAT ${f(jsFree(10))} / ${f(jsFree(20))} | ${verdict(below(oursFree(10), jsFree(10)) && below(oursFree(20), jsFree(20)))} |`,
    `| Exposure <= 0.25 and 100% within quotas: RMSE @20 <= 1.02 x unconstrained jsCAT | ${f(c20)} vs ${f(1.02 * jsFree(20))} (${f((100 * c20) / jsFree(20) - 100, 1)}%), max exposure ${f(maxExposure(ours.constrained20, truth.length, 20), 3)}, within quotas ${f(100 * withinQuota(ours.constrained20, truth, lessonTargets, 20), 0)}% | ${verdict(c20 <= 1.02 * jsFree(20) && maxExposure(ours.constrained20, truth.length, 20) <= 0.25 && withinQuota(ours.constrained20, truth, lessonTargets, 20) === 1)} |`,
    `| Mis-calibrated + online calibration, 2nd half: RMSE @20 within 5% of true parameters, abs(bias) <= 0.03 | ${f(onl.rmse)} vs ${f(tru.rmse)} (${f((100 * onl.rmse) / tru.rmse - 100, 1)}%), bias ${f(onl.bias)} | ${verdict(onl.rmse <= 1.05 * tru.rmse && Math.abs(onl.bias) <= 0.03)} |`,
    `| Honest SE: mean SE / RMSE in [0.95, 1.05] @5/10/20/30 (constrained engine) | ${seRatios.map((r) => f(r, 2)).join(' / ')} | ${verdict(seRatios.every((r) => r >= 0.95 && r <= 1.05))} |`,
    `| Selection p95 <= 0.5 ms on ${latencyBankSize} items | constrained (API) engine p50 ${f(ourLatency.select.p50)} ms, p95 ${f(ourLatency.select.p95)} ms; unconstrained look-ahead p50 ${f(lookAheadLatency.select.p50)} ms, p95 ${f(lookAheadLatency.select.p95)} ms; jsCAT p50 ${f(jsLatency.p50, 1)} ms, p95 ${f(jsLatency.p95, 1)} ms | ${verdict(ourLatency.select.p95 <= 0.5 && lookAheadLatency.select.p95 <= 0.5)} |`,
    `| Posterior update <= 0.1 ms | p50 ${f(ourLatency.update.p50, 4)} ms, p95 ${f(ourLatency.update.p95, 4)} ms | ${verdict(ourLatency.update.p95 <= 0.1)} |`,
  ];

  // Fairness check: with jsCAT's own rule our engine must give the same students the same items.
  const sameItems =
    js.mfi.filter((t, s) => t.items.join() === (ours.mfi[s] as Trace).items.join()).length /
    students;
  const fairness = `Fairness check: our engine run with jsCAT's rule (EAP, maximum Fisher information from the first item) gave ${f(100 * sameItems, 1)}% of the students exactly the same 30 items in the same order as jsCAT; RMSE @20 ${f(statsAt(ours.mfi, thetas, 20).rmse, 4)} vs jsCAT ${f(jsFree(20), 4)}. The two engines meet the same students, answers and prior, so differences between rows come from the selection rule and the constraints.`;

  // Static explanation of the gaps; the measurements behind it are in docs/decisions/016 and
  // bench/cat/SEEDS.md (node --import tsx bench/cat/seeds.ts).
  const notes = [
    '- Seed-to-seed spread: with 1,000 students an RMSE has a relative standard error of about 2%, so the single-seed verdicts above can flip on another seed. `bench/cat/SEEDS.md` gives every target ratio on six seeds; when last measured, the unconstrained win held at 20 items on all six seeds but at 10 items on only three (mean -0.5%, SD 1.5 points; on 8 other seeds of 2,000 students: -0.9% +- 0.4 at 10, -0.5% +- 0.2 at 20).',
    '- Exposure 0.25 + quotas: the cost is almost all exposure (quotas alone cost about 1%). The information of this bank sits in few high-a items (in 20-item tests unconstrained MFI uses under a fifth of the bank, a third of its administrations above a 25% rate), so a 25% rate cap must replace many of them. Even an allocation that knew every true ability would lose about 2.6-2.9% RMSE to the cap; an adaptive test, whose first items are chosen for everyone near the prior mean, loses more. Maximum priority index, exposure prices on Fisher or posterior-weighted information, pre-simulated prices, a-stratification with b blocking, and a cap that tightens early in the test were measured and none beat the running cap (docs/decisions/016). A cap on the final count of a known cohort would cost about 2.4%, but the API serves an open-ended stream, so the rate must hold at every moment.',
    '- Online calibration: the remaining gap is the discriminations. With the true a and mis-calibrated b, online calibration comes within about 0.5% of true parameters; with the true b and mis-calibrated a it costs about 7%. An adaptive answer carries little information about a (roughly 0.06 Fisher units on log a), so a barely improves from a stream of 500 students, and selection ranks items on uncertain a. The bias averages about 0 over seeds, but its seed-to-seed SD is about 0.03: it comes from the particular calibration errors of the most used items, so the bias verdict depends on the seed.',
  ].join('\n');

  const command = `node --import tsx bench/cat/run.ts${quick ? ' --quick' : ''}`;
  const report = [
    '# CAT benchmark results',
    '',
    `Command: \`${command}\` (seed ${seed}; ${seconds.toFixed(0)} s on this machine, Node ${process.version}).`,
    '',
    `Bank: ${truth.length} items, a ~ lognormal(0, 0.3), b ~ N(0, 1), c = 0.2, five lessons with targets ${Object.entries(
      lessonTargets,
    )
      .map(([l, t]) => `${l} ${t}`)
      .join(
        ', ',
      )}. Students: ${students}, theta ~ N(0, 1); the same students answer the same item the same way whichever engine asks it. Mis-calibrated bank: log a + N(0, 0.2^2), b + N(0, 0.5^2). Fixed-length tests (30 items, or 20 where stated); the metric at length k uses the estimate after k answers.`,
    '',
    lines.join('\n'),
    '',
    'Rows "mis-calibrated" are scored against the true abilities; for the online-calibration row the target compares the second half of the students with the true-parameter engine (20-item tests, same constraints) on the same students.',
    '',
    fairness,
    '',
    '## Targets',
    '',
    '| target | measured | verdict |',
    '|---|---|---|',
    ...targets,
    '',
    '## Where targets are not met, and why',
    '',
    notes,
    '',
  ].join('\n');
  console.log(report);
  // Written Prettier-formatted, so `prettier --check bench` passes on the generated file. The
  // real-bank section (written by real-bank.ts) is kept as it is.
  if (!quick) {
    const path = fileURLToPath(new URL('./RESULTS.md', import.meta.url));
    const previous = existsSync(path) ? readFileSync(path, 'utf8') : '';
    const at = previous.indexOf(REAL_BANK_HEADING);
    const kept = at < 0 ? '' : `\n${previous.slice(at)}`;
    writeFileSync(path, await format(`${report}${kept}`, { parser: 'markdown' }));
  }
}

await main();
