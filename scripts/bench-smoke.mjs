// The smoke version of every benchmark in bench/ (seconds each, no timing thresholds), so that
// none of them rots: a benchmark that crashes, or whose own checks fail (an error answer, an
// inconsistency), fails this step. Run by scripts/test.mjs after the web build (the web
// benchmarks read and serve the built app). Writes { passed, failed, results } to the file given
// as the first argument, one entry per benchmark.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const resultFile = process.argv[2];

/** [name, script under bench/, its smoke flags] */
const SMOKES = [
  ['adaptive engine vs jsCAT', 'cat/run.ts', ['--quick']],
  ['exam through the API', 'exam/simulate-students.ts', ['--students', '5']],
  ['trial blueprint spread', 'trial/blueprint-spread.ts', ['--trials', '5']],
  [
    'repeats through the selection functions',
    'repeats/simulate-selection.ts',
    ['--students', '20'],
  ],
  ['account-endpoint timing', 'security/abuse-timing.ts', ['--samples', '10', '--flood', '4']],
  ['sign-in under a reset-password flood', 'security/reset-flood.ts', ['--smoke']],
  ['HTTP stack ratio (PostgreSQL and PGlite)', 'http/stack-ratio.ts', ['--smoke']],
  ['cohort on 3 API processes behind nginx', 'cohort/cohort.ts', ['--smoke']],
  ['backup and restore (PGlite and PostgreSQL)', 'backup/backup-restore.ts', ['--smoke']],
  ['web build sizes per route', 'web/bundle-sizes.ts', ['--smoke']],
  ['Lighthouse on /login (mobile)', 'web/lighthouse.ts', ['--smoke']],
  // issue 23 (questions)
  ['console question list (PGlite)', 'admin-questions/list-latency.ts', ['--smoke']],
  ['console item statistics (PGlite)', 'item-stats/stats-latency.ts', ['--smoke']],
];

const results = [];
for (const [name, script, flags] of SMOKES) {
  const args = ['--import', 'tsx', join('bench', script), ...flags];
  console.log(`\n--- ${name}: node ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  const seconds = Number(((Date.now() - started) / 1000).toFixed(1));
  results.push({ name, ok: result.status === 0, seconds, why: `exit ${result.status}` });
}

console.log('\n--- benchmark smoke runs');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
if (resultFile) writeFileSync(resultFile, JSON.stringify({ passed, failed, results }, null, 2));
process.exit(failed === 0 ? 0 : 1);
