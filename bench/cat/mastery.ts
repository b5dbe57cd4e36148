/**
 * Speed of lesson mastery (packages/cat/src/mastery.ts): a student with 11,000 answers over 32
 * lessons of about 117 items each (the bank's 3,730 questions), over 60 weeks;
 * lessonMastery at the end and masteryLevelsAt with 60 weekly checkpoints.
 *
 *   node --import tsx bench/cat/mastery.ts
 */
import {
  createRng,
  lessonMastery,
  masteryLevelsAt,
  mixSeed,
  normalDraw,
  type MasteryAnswer,
  type MasteryLesson,
} from '../../packages/cat/src/index';
import {
  DAY_MS,
  simulatedAnswers,
  simulatedLessonItems,
} from '../../packages/cat/src/mastery-simulation';

const LESSONS = 32;
const ITEMS_PER_LESSON = 117;
const ANSWERS = 11_000;
const WEEKS = 60;
const RUNS = 200;

const rng = createRng(mixSeed(2026, 22));
const start = Date.UTC(2025, 0, 1);
const span = WEEKS * 7 * DAY_MS;
const lessons: MasteryLesson[] = Array.from({ length: LESSONS }, (_, l) => ({
  lessonId: `lesson-${l}`,
  items: simulatedLessonItems(ITEMS_PER_LESSON, rng),
}));
const answers: MasteryAnswer[] = lessons
  .flatMap((lesson) =>
    simulatedAnswers(
      {
        lessonId: lesson.lessonId,
        theta: 0.3 + 0.8 * normalDraw(rng),
        items: lesson.items,
        count: Math.round(ANSWERS / LESSONS),
        start,
        spacingMs: 1,
        helpRate: 0.2,
      },
      rng,
    ),
  )
  .map((answer) => ({ ...answer, at: start + Math.floor(rng() * span) }))
  .sort((x, y) => x.at - y.at);
const now = start + span;
const checkpoints = Array.from({ length: WEEKS }, (_, w) => start + (w + 1) * 7 * DAY_MS);

/**
 * Wall time per call (p50, p95) and CPU time per call (process user + system time over all runs
 * / runs): on a shared machine the wall time includes waiting for a core, the CPU time does not.
 */
function measure(run: () => unknown): { p50: number; p95: number; cpu: number } {
  for (let i = 0; i < 20; i += 1) run();
  const ms: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    run();
    ms.push(performance.now() - t0);
  }
  const cpu = process.cpuUsage(cpu0);
  ms.sort((x, y) => x - y);
  const at = (q: number): number => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? NaN;
  return { p50: at(0.5), p95: at(0.95), cpu: (cpu.user + cpu.system) / 1000 / RUNS };
}

const single = measure(() => lessonMastery(answers, lessons, now));
const weekly = measure(() => masteryLevelsAt(answers, lessons, checkpoints));
const levels = lessonMastery(answers, lessons, now).map((result) => result.level);
const count = (level: string): number => levels.filter((l) => l === level).length;
console.log(
  `${answers.length} answers, ${LESSONS} lessons x ${ITEMS_PER_LESSON} items, ${RUNS} runs, Node ${process.version}`,
);
console.log(
  `lessonMastery: CPU ${single.cpu.toFixed(2)} ms per call; wall p50 ${single.p50.toFixed(2)} ms, p95 ${single.p95.toFixed(2)} ms`,
);
console.log(
  `masteryLevelsAt (${WEEKS} weekly checkpoints): CPU ${weekly.cpu.toFixed(2)} ms per call; wall p50 ${weekly.p50.toFixed(2)} ms, p95 ${weekly.p95.toFixed(2)} ms`,
);
console.log(
  `levels at the end: ${['not-started', 'attempted', 'familiar', 'proficient', 'mastered'].map((l) => `${l} ${count(l)}`).join(', ')}`,
);
