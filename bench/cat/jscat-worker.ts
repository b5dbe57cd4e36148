/**
 * Runs one jsCAT condition in its own process (jsCAT is slow, so the benchmark runs its
 * conditions in parallel) and prints the traces as JSON on stdout.
 * Usage: node --import tsx bench/cat/jscat-worker.ts '<json spec>'
 */
import { jscatRunner, type Trace } from './runners';
import { makeBank, makeStudents, miscalibrate, type BankSpec } from './simulate';

export type JscatSpec = {
  bank: BankSpec;
  students: number;
  length: number;
  select: 'MFI' | 'random';
  miscalibrated: boolean;
};

const spec = JSON.parse(process.argv[2] ?? '{}') as JscatSpec;
const truth = makeBank(spec.bank);
const given = spec.miscalibrated ? miscalibrate(truth, 0.2, 0.5, spec.bank.seed) : truth;
const thetas = makeStudents(spec.students, spec.bank.seed);
const runner = jscatRunner('jscat', given, truth, spec.length, spec.bank.seed, spec.select);
const traces: Trace[] = [];
for (let s = 0; s < spec.students; s += 1) traces.push(runner.run(s, thetas[s] as number));
process.stdout.write(JSON.stringify(traces));
