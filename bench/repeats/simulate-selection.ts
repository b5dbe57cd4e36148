/**
 * Repeats a student notices (issue 19, item 4; docs/decisions/031), for 200 simulated students,
 * through the pure selection functions the services call: the exam engine (`packages/cat`, one
 * engine shared by every student as in one API process), `drawTrialBlueprint` and
 * `chooseNextQuestion`, each fed what its service reads from the database. The same plan through
 * the real services is simulate-api.ts (slower: about 200 requests a student).
 *
 *   node --import tsx bench/repeats/simulate-selection.ts --students 20               # prints
 *   node --import tsx bench/repeats/simulate-selection.ts --label after --write       # 200 students
 *
 * `--label` says which services' inputs to build: "before" as main's services (commit a5f0413)
 * read them, "after" as this change's. Run "before" on main's selection code (RESULTS.md says how):
 * main's functions ignore the inputs they do not know.
 */
import { parseArgs } from 'node:util';
import { generateSeedBank, LESSONS } from '@exam/bank';
import { createCatEngine, createRng, mixSeed, normalDraw, type CatItem } from '@exam/cat';
import { TRIAL_QUESTIONS } from '@exam/contract';
import { SEED_BANK_SEED } from '../../apps/api/src/modules/bank/bank.service';
import {
  EXAM_MAX_EXPOSURE,
  EXAM_MAX_ITEMS,
  EXAM_TARGET_SE,
} from '../../apps/api/src/modules/exam/exam.engine';
import type {
  PracticeItem,
  PracticeResponse,
} from '../../apps/api/src/modules/practice/practice.choice';
import { chooseNextQuestion } from '../../apps/api/src/modules/practice/practice.choice';
import type { BlueprintItem } from '../../apps/api/src/modules/trial/trial.blueprint';
import { drawTrialBlueprint } from '../../apps/api/src/modules/trial/trial.blueprint';
import {
  measure,
  PLAN,
  PRACTICE_QUESTIONS,
  RECENT_ATTEMPTS,
  writeRun,
  type Attempt,
  type QuestionInfo,
  type Run,
} from './report';

const { values: args } = parseArgs({
  options: {
    students: { type: 'string', default: '200' },
    seed: { type: 'string', default: '20261919' },
    label: { type: 'string', default: 'after' },
    write: { type: 'boolean', default: false },
  },
});
const STUDENTS = Number(args.students);
const SEED = Number(args.seed);
const LABEL = args.label;
if (!Number.isInteger(STUDENTS) || STUDENTS < 1) throw new Error('--students must be >= 1');
if (LABEL !== 'before' && LABEL !== 'after') throw new Error('--label is before or after');
const AFTER = LABEL === 'after';
/** How many of a student's latest trials the trial service reads (trial.service.ts). */
const RECENT_TRIALS = 3;

type Item = {
  id: string;
  lessonId: string;
  templateId: string;
  type: 'MCQ' | 'short_answer';
  a: number;
  b: number;
  c: number;
};

const bank: Item[] = generateSeedBank({ seed: SEED_BANK_SEED }).map((item, index) => ({
  id: `q${index}`,
  lessonId: item.lessonId,
  templateId: item.templateId,
  type: item.type,
  a: item.irt.a,
  b: item.irt.b,
  c: item.irt.c,
}));
const byId = new Map(bank.map((item) => [item.id, item]));
const itemOf = (id: string): Item => {
  const found = byId.get(id);
  if (!found) throw new Error(`unknown question ${id}`);
  return found;
};
const lessonIds = LESSONS.map((lesson) => lesson.id).filter((id) =>
  bank.some((item) => item.lessonId === id),
);

// As exam.engine.ts builds it: equal lesson and format shares, every lesson once, SE 0.30 or 40
// items, exposure at most 0.25. Items carry their template (main's engine ignores it).
const engine = createCatEngine(
  bank.map((item): CatItem => ({
    id: item.id,
    a: item.a,
    b: item.b,
    c: item.c,
    lesson: item.lessonId,
    format: item.type,
    ...(AFTER ? { template: item.templateId } : {}),
  })),
  {
    lessonTargets: Object.fromEntries(lessonIds.map((id) => [id, 1])),
    formatTargets: { MCQ: 1, short_answer: 1 },
    minItems: Math.min(lessonIds.length, EXAM_MAX_ITEMS),
    maxItems: EXAM_MAX_ITEMS,
    targetSE: EXAM_TARGET_SE,
    maxExposure: EXAM_MAX_EXPOSURE,
  },
);
const pool: readonly BlueprintItem[] & readonly PracticeItem[] = bank;

const p3pl = (item: Item, theta: number) =>
  item.c + (1 - item.c) / (1 + Math.exp(-item.a * (theta - item.b)));

function main() {
  const rng = createRng(SEED);
  const students: Attempt[][] = [];
  const started = performance.now();
  for (let s = 0; s < STUDENTS; s += 1) {
    const theta = normalDraw(rng);
    const attempts: Attempt[] = [];
    /** Trial forms (whole, as trials.question_ids keeps them), newest last. */
    const trialForms: string[][] = [];
    /** Scored exam answers and practice answers, as listResponses reads them. */
    const responses: PracticeResponse[] = [];
    const answer = (id: string, scored: boolean) => {
      const item = itemOf(id);
      const correct = rng() < p3pl(item, theta);
      if (scored)
        responses.push({ lessonId: item.lessonId, a: item.a, b: item.b, c: item.c, correct });
      return correct;
    };
    // What the services read (every attempt here is finished before the next starts).
    const revealed = () => new Set(attempts.flatMap((attempt) => attempt.questions));
    const lastFive = () => new Set(attempts.slice(-RECENT_ATTEMPTS).flatMap((a) => a.questions));
    const latest = (kind: 'exam' | 'trial') =>
      attempts.filter((attempt) => attempt.kind === kind).at(-1)?.questions ?? [];

    for (const [index, kind] of PLAN.entries()) {
      const seed = mixSeed(SEED, s, index);
      const served: string[] = [];
      if (kind === 'exam') {
        const session = engine.startSession({
          seed,
          avoid: revealed(),
          ...(AFTER ? { recent: lastFive() } : {}),
        });
        for (let item = session.next(); item !== null; item = session.next()) {
          served.push(item.id);
          session.record(item.id, answer(item.id, true));
        }
      } else if (kind === 'trial') {
        const recentForms = trialForms.slice(-RECENT_TRIALS).flat();
        const form = drawTrialBlueprint({
          pool,
          lessonIds,
          count: TRIAL_QUESTIONS,
          recentQuestionIds: new Set(AFTER ? [...recentForms, ...lastFive()] : recentForms),
          recentTemplateIds: new Set(recentForms.map((id) => itemOf(id).templateId)),
          ...(AFTER
            ? { previousQuestionIds: new Set([...latest('exam'), ...latest('trial')]) }
            : {}),
          seed,
        });
        for (const item of form) {
          served.push(item.id);
          answer(item.id, false);
        }
        trialForms.push(form.map((item) => item.id));
      } else {
        const recent = lastFive();
        for (let step = 0; step < PRACTICE_QUESTIONS; step += 1) {
          const next = chooseNextQuestion({
            pool,
            served: new Set(served),
            lastTemplateId: served.length > 0 ? itemOf(served.at(-1) as string).templateId : null,
            responses,
            ...(AFTER ? { recent } : {}),
            seed,
            step,
          });
          if (!next) break;
          served.push(next.id);
          answer(next.id, true);
        }
      }
      attempts.push({ kind, questions: served });
    }
    students.push(attempts);
  }
  const wallSeconds = Math.round((performance.now() - started) / 1000);
  const info = (id: string): QuestionInfo => itemOf(id);
  const run: Run = {
    label: LABEL,
    through: 'selection',
    date: new Date().toISOString().slice(0, 10),
    node: process.version,
    students: STUDENTS,
    seed: SEED,
    requests: 0,
    wallSeconds,
    figures: measure(students, info),
  };
  return run;
}

const run = main();
console.log(JSON.stringify(run, null, 2));
if (args.write) await writeRun(run);
// Its own check (the smoke run in npm test fails on it): no attempt ever serves a question twice.
const twice = Object.values(run.figures.sameQuestionInAttempt).reduce((n, r) => n + r.count, 0);
if (twice > 0) {
  console.error(`${twice} questions served twice within one attempt`);
  process.exitCode = 1;
}
