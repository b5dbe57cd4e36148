/**
 * Tuning run of the lesson mastery rule (docs/decisions/040-lesson-mastery.md): simulated
 * students of known ability answer a simulated lesson; how often each level is reached, by the
 * student's true expected success on the lesson, and how fast a level fades without practice.
 *
 *   node --import tsx bench/cat/mastery-tuning.ts
 */
import { createRng, lessonMastery, mixSeed, type MasteryLevel } from '../../packages/cat/src/index';
import {
  DAY_MS,
  simulatedAnswers,
  simulatedLessonItems,
  trueSuccess,
} from '../../packages/cat/src/mastery-simulation';

const STUDENTS = 3000;
const RANK: Record<MasteryLevel, number> = {
  'not-started': 0,
  attempted: 1,
  familiar: 2,
  proficient: 3,
  mastered: 4,
};
const BINS = [0.3, 0.4, 0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 1.0001];
const pct = (x: number, n: number): string => (n === 0 ? '-' : `${Math.round((100 * x) / n)}%`);

function table(count: number, helpRate: number, targetP?: number): void {
  const rng = createRng(mixSeed(40, count, Math.round(helpRate * 100)));
  const stats = BINS.slice(1).map(() => ({ n: 0, familiar: 0, proficient: 0, mastered: 0 }));
  for (let s = 0; s < STUDENTS; s += 1) {
    const items = simulatedLessonItems(117, rng);
    const theta = -2.5 + 5.5 * rng();
    const truth = trueSuccess(theta, items);
    const bin = BINS.findIndex((edge, i) => truth >= edge && truth < (BINS[i + 1] ?? 2));
    if (bin < 0 || bin >= stats.length) continue;
    const answers = simulatedAnswers(
      { lessonId: 'L', theta, items, count, start: 0, spacingMs: DAY_MS, helpRate, targetP },
      rng,
    );
    const [result] = lessonMastery(answers, [{ lessonId: 'L', items }], count * DAY_MS);
    const rank = RANK[result?.level ?? 'not-started'];
    const row = stats[bin] as (typeof stats)[number];
    row.n += 1;
    if (rank >= 2) row.familiar += 1;
    if (rank >= 3) row.proficient += 1;
    if (rank >= 4) row.mastered += 1;
  }
  console.log(
    `\n${count} answers, one a day, help rate ${helpRate}, items ${targetP === undefined ? 'at random' : `near P = ${targetP}`}:\n`,
  );
  console.log('| true success | students | >= familiar | >= proficient | mastered |');
  console.log('| --- | --- | --- | --- | --- |');
  stats.forEach((row, i) => {
    const low = BINS[i] as number;
    const high = Math.min(1, BINS[i + 1] as number);
    console.log(
      `| ${low.toFixed(2)}-${high.toFixed(2)} | ${row.n} | ${pct(row.familiar, row.n)} | ${pct(row.proficient, row.n)} | ${pct(row.mastered, row.n)} |`,
    );
  });
}

function byTheta(count: number, targetP?: number): void {
  const rng = createRng(mixSeed(42, count));
  const students = 500;
  console.log(
    `\nBy ability: ${count} answers, one a day, items ${targetP === undefined ? 'at random' : `near P = ${targetP}`}, ${students} students each:\n`,
  );
  console.log('| theta | mean true success | attempted | familiar | proficient | mastered |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const theta of [-2, -1, 0, 0.5, 1, 1.5, 2, 2.5]) {
    const levels = new Array<number>(5).fill(0);
    let truth = 0;
    for (let s = 0; s < students; s += 1) {
      const items = simulatedLessonItems(117, rng);
      truth += trueSuccess(theta, items);
      const answers = simulatedAnswers(
        { lessonId: 'L', theta, items, count, start: 0, spacingMs: DAY_MS, targetP },
        rng,
      );
      const [result] = lessonMastery(answers, [{ lessonId: 'L', items }], count * DAY_MS);
      const rank = RANK[result?.level ?? 'not-started'];
      levels[rank] = (levels[rank] ?? 0) + 1;
    }
    console.log(
      `| ${theta} | ${(truth / students).toFixed(2)} | ${levels
        .slice(1)
        .map((n) => pct(n, students))
        .join(' | ')} |`,
    );
  }
}

function decay(theta: number, count: number): void {
  const rng = createRng(mixSeed(41, count));
  const days = [0, 30, 60, 90, 120, 180, 270, 365, 730];
  const shares = days.map(() => ({ familiar: 0, proficient: 0, mastered: 0 }));
  const students = 500;
  for (let s = 0; s < students; s += 1) {
    const items = simulatedLessonItems(117, rng);
    const answers = simulatedAnswers(
      { lessonId: 'L', theta, items, count, start: 0, spacingMs: DAY_MS, targetP: 0.7 },
      rng,
    );
    days.forEach((day, k) => {
      const [result] = lessonMastery(answers, [{ lessonId: 'L', items }], (count + day) * DAY_MS);
      const rank = RANK[result?.level ?? 'not-started'];
      const share = shares[k] as (typeof shares)[number];
      if (rank >= 2) share.familiar += 1;
      if (rank >= 3) share.proficient += 1;
      if (rank >= 4) share.mastered += 1;
    });
  }
  console.log(`\nDecay: theta ${theta}, ${count} answers one a day near P = 0.7, then none:\n`);
  console.log('| days since | >= familiar | >= proficient | mastered |');
  console.log('| --- | --- | --- | --- |');
  days.forEach((day, k) => {
    const share = shares[k] as (typeof shares)[number];
    console.log(
      `| ${day} | ${pct(share.familiar, students)} | ${pct(share.proficient, students)} | ${pct(share.mastered, students)} |`,
    );
  });
}

for (const count of [10, 20, 40]) table(count, 0);
for (const count of [10, 20, 40]) table(count, 0, 0.7);
table(20, 0.3, 0.7);
byTheta(20);
byTheta(20, 0.7);
decay(2, 20);
decay(1, 40);
