/**
 * What bench/repeats measures and how RESULTS.md shows it, shared by the two simulations
 * (simulate-selection.ts: the pure selection functions; simulate-api.ts: the real services
 * through the API). Each run is stored as <through>-<label>.json beside this file.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { format } from 'prettier';

/** Each simulated student's attempts, an hour apart. */
export const PLAN = ['exam', 'trial', 'practice', 'exam', 'trial', 'practice', 'exam'] as const;
export type Kind = (typeof PLAN)[number];
export const PRACTICE_QUESTIONS = 12;
export const RECENT_ATTEMPTS = 5;

/** One attempt as the student met it: its kind and the questions served, in order. */
export type Attempt = { kind: Kind; questions: string[] };
export type QuestionInfo = { lessonId: string; templateId: string | null };

/** A count out of a total. */
export type Rate = { count: number; of: number };

export type Figures = {
  /** A question served twice within one attempt (exam, trial, practice session). */
  sameQuestionInAttempt: Record<Kind, Rate>;
  /** Exam questions whose template the exam had served before: all, and where the lesson had another template left. */
  sameTemplateInExam: Rate;
  sameTemplateInExamAvoidable: Rate;
  /** Exams with at least one template repeat. */
  examsWithTemplateRepeat: Rate;
  sameTemplateInPractice: Rate;
  sameTemplateInTrial: Rate;
  /** Questions met in one of the student's RECENT_ATTEMPTS attempts before, by kind of attempt. */
  seenInLastFive: Record<Kind, Rate>;
  /** Questions met in any earlier attempt of the student. */
  seenBefore: Rate;
  /** Trial questions met in the student's previous exam or previous trial; trials with any. */
  trialFromPreviousExamOrTrial: Rate;
  trialsWithOne: Rate;
  /** The first two trial questions met in the exam just before (the complaint in the issue). */
  trialFirstTwoFromExam: Rate;
};

export type Run = {
  label: string;
  /** 'selection': the pure selection functions; 'api': the real services through the API. */
  through: 'selection' | 'api';
  date: string;
  node: string;
  students: number;
  seed: number;
  requests: number;
  wallSeconds: number;
  figures: Figures;
};

export function measure(students: Attempt[][], item: (id: string) => QuestionInfo): Figures {
  const rate = (): Rate => ({ count: 0, of: 0 });
  const byKind = () => ({ exam: rate(), trial: rate(), practice: rate() });
  const f: Figures = {
    sameQuestionInAttempt: byKind(),
    sameTemplateInExam: rate(),
    sameTemplateInExamAvoidable: rate(),
    examsWithTemplateRepeat: rate(),
    sameTemplateInPractice: rate(),
    sameTemplateInTrial: rate(),
    seenInLastFive: byKind(),
    seenBefore: rate(),
    trialFromPreviousExamOrTrial: rate(),
    trialsWithOne: rate(),
    trialFirstTwoFromExam: rate(),
  };
  const templatesOfLesson = new Map<string, Set<string>>();
  const templateOf = (id: string) => item(id).templateId ?? id;
  const lessonTemplates = (lessonId: string, probe: string) => {
    let set = templatesOfLesson.get(lessonId);
    if (!set) {
      set = new Set();
      templatesOfLesson.set(lessonId, set);
    }
    set.add(probe);
    return set;
  };
  // Every template of every lesson, from the questions the students met (the seeded bank's
  // templates all appear: checked by the count printed in RESULTS.md).
  for (const attempts of students)
    for (const attempt of attempts)
      for (const id of attempt.questions) lessonTemplates(item(id).lessonId, templateOf(id));

  for (const attempts of students) {
    attempts.forEach((attempt, index) => {
      const ids = attempt.questions;
      f.sameQuestionInAttempt[attempt.kind].of += ids.length;
      f.sameQuestionInAttempt[attempt.kind].count += ids.length - new Set(ids).size;

      const used = new Set<string>();
      const usedByLesson = new Map<string, Set<string>>();
      let repeats = 0;
      for (const id of ids) {
        const template = templateOf(id);
        const lessonId = item(id).lessonId;
        const inLesson = usedByLesson.get(lessonId) ?? new Set<string>();
        if (used.has(template)) {
          repeats += 1;
          const all = templatesOfLesson.get(lessonId) ?? new Set();
          const leftInLesson = [...all].some((other) => !inLesson.has(other));
          if (attempt.kind === 'exam' && leftInLesson) f.sameTemplateInExamAvoidable.count += 1;
        }
        used.add(template);
        inLesson.add(template);
        usedByLesson.set(lessonId, inLesson);
      }
      const target =
        attempt.kind === 'exam'
          ? f.sameTemplateInExam
          : attempt.kind === 'trial'
            ? f.sameTemplateInTrial
            : f.sameTemplateInPractice;
      target.count += repeats;
      target.of += ids.length;
      if (attempt.kind === 'exam') {
        f.sameTemplateInExamAvoidable.of += ids.length;
        f.examsWithTemplateRepeat.of += 1;
        if (repeats > 0) f.examsWithTemplateRepeat.count += 1;
      }

      const lastFive = new Set(
        attempts.slice(Math.max(0, index - RECENT_ATTEMPTS), index).flatMap((a) => a.questions),
      );
      const earlier = new Set(attempts.slice(0, index).flatMap((a) => a.questions));
      f.seenInLastFive[attempt.kind].of += ids.length;
      f.seenInLastFive[attempt.kind].count += ids.filter((id) => lastFive.has(id)).length;
      f.seenBefore.of += ids.length;
      f.seenBefore.count += ids.filter((id) => earlier.has(id)).length;

      if (attempt.kind === 'trial') {
        const before = attempts.slice(0, index);
        const previousExam = before.filter((a) => a.kind === 'exam').at(-1)?.questions ?? [];
        const previousTrial = before.filter((a) => a.kind === 'trial').at(-1)?.questions ?? [];
        const previous = new Set([...previousExam, ...previousTrial]);
        const hits = ids.filter((id) => previous.has(id)).length;
        f.trialFromPreviousExamOrTrial.count += hits;
        f.trialFromPreviousExamOrTrial.of += ids.length;
        f.trialsWithOne.of += 1;
        if (hits > 0) f.trialsWithOne.count += 1;
        const examJustBefore =
          before.at(-1)?.kind === 'exam' ? new Set(before.at(-1)?.questions) : new Set<string>();
        f.trialFirstTwoFromExam.of += Math.min(2, ids.length);
        f.trialFirstTwoFromExam.count += ids
          .slice(0, 2)
          .filter((id) => examJustBefore.has(id)).length;
      }
    });
  }
  return f;
}

const pct = (r: Rate | undefined) =>
  r === undefined
    ? 'not measured'
    : `${r.count} of ${r.of} (${r.of === 0 ? '0.0' : ((100 * r.count) / r.of).toFixed(1)} %)`;

const runFile = (through: string, label: string) =>
  new URL(`./${through}-${label}.json`, import.meta.url);

async function readRun(through: string, label: string): Promise<Run | undefined> {
  try {
    return JSON.parse(await readFile(runFile(through, label), 'utf8')) as Run;
  } catch {
    return undefined;
  }
}

/** Stores the run and rewrites RESULTS.md from every stored run. */
export async function writeRun(run: Run): Promise<void> {
  await writeFile(runFile(run.through, run.label), `${JSON.stringify(run, null, 2)}\n`);
  const text = await format(await render(), { parser: 'markdown', proseWrap: 'preserve' });
  await writeFile(new URL('./RESULTS.md', import.meta.url), text);
}

const ROWS: [string, (f: Figures) => Rate][] = [
  ['same question twice within an exam', (f) => f.sameQuestionInAttempt.exam],
  ['same question twice within a trial', (f) => f.sameQuestionInAttempt.trial],
  ['same question twice within a practice session', (f) => f.sameQuestionInAttempt.practice],
  ['exam questions repeating a template of the same exam', (f) => f.sameTemplateInExam],
  ['... of them while the lesson had another template left', (f) => f.sameTemplateInExamAvoidable],
  ['exams with a template repeat', (f) => f.examsWithTemplateRepeat],
  ['practice questions repeating a template of the same session', (f) => f.sameTemplateInPractice],
  ['trial questions repeating a template of the same trial', (f) => f.sameTemplateInTrial],
  ["exam questions met in the student's last 5 attempts", (f) => f.seenInLastFive.exam],
  ["trial questions met in the student's last 5 attempts", (f) => f.seenInLastFive.trial],
  ["practice questions met in the student's last 5 attempts", (f) => f.seenInLastFive.practice],
  ['questions met in any earlier attempt of the student', (f) => f.seenBefore],
  ['trial questions from the previous exam or trial', (f) => f.trialFromPreviousExamOrTrial],
  ['trials with at least one such question', (f) => f.trialsWithOne],
  ['first two trial questions met in the exam just before', (f) => f.trialFirstTwoFromExam],
];

function section(title: string, command: string, before?: Run, after?: Run): string[] {
  const runLine = (run: Run | undefined, what: string) =>
    run
      ? `- ${what}: ${run.date}, Node ${run.node}, ${run.students} students (seed ${run.seed}), ${run.wallSeconds} s${run.requests > 0 ? `, ${run.requests} requests` : ''}.`
      : `- ${what}: not measured.`;
  return [
    `## ${title}`,
    '',
    '```sh',
    command,
    '```',
    '',
    runLine(before, 'Before'),
    runLine(after, 'After'),
    '',
    '| repeat | before | after |',
    '| --- | --- | --- |',
    ...ROWS.map(
      ([name, pick]) =>
        `| ${name} | ${before ? pct(pick(before.figures)) : 'not measured'} | ${after ? pct(pick(after.figures)) : 'not measured'} |`,
    ),
    '',
  ];
}

async function render(): Promise<string> {
  const [selectionBefore, selectionAfter, apiBefore, apiAfter] = await Promise.all([
    readRun('selection', 'before'),
    readRun('selection', 'after'),
    readRun('api', 'before'),
    readRun('api', 'after'),
  ]);
  return [
    '# Repeats a student notices',
    '',
    'Simulated students each take, an hour apart: exam, trial, practice, exam, trial, practice,',
    `exam (3 exams of up to 40 questions, 2 trials of 25, 2 practice sessions of ${PRACTICE_QUESTIONS}), on the`,
    'shipped bank (1130 questions, 16 lessons of 7 or 8 templates of 10 variants), answering each',
    'question correctly with its 3PL probability at a true ability drawn from N(0, 1). The figures',
    'count what came back. "Before" is main\'s selection (commit a5f0413), "after" this change',
    '(docs/decisions/031-no-repeats-a-student-notices.md).',
    '',
    '"Before" runs the same script on main\'s selection code: a copy of the repository with',
    '`git archive a5f0413 apps/api/src/modules/exam apps/api/src/modules/trial',
    'apps/api/src/modules/practice packages/cat/src` unpacked over it (or those paths checked out',
    'from a5f0413 and restored afterwards), then `--label before --write`.',
    '',
    'A student meets at most 3 x 40 + 2 x 25 + 2 x 12 = 194 questions of the 1130, so "while unmet',
    'ones remain" always holds here: after the change every repeat across attempts would be a fault.',
    'A template repeat "while the lesson had another template left" is one the exam\'s rule forbids;',
    'the others come from a lesson whose every template the exam had already served.',
    '',
    ...section(
      '200 students through the selection functions',
      'node --import tsx bench/repeats/simulate-selection.ts --label after --write',
      selectionBefore,
      selectionAfter,
    ),
    'The exam engine (`packages/cat`, configured as `exam.engine.ts` configures it, one engine and',
    'its exposure counters shared by all students, as in one API process), `drawTrialBlueprint` and',
    '`chooseNextQuestion`, fed the inputs each service reads from the database: the questions whose',
    "answer was shown, the last five attempts' questions, the previous exam and trial, the latest",
    "trials' forms and templates, the scored answers. Through the services the same run needs about",
    '41,000 requests: on the shared, loaded 2-core machine this was measured on, the first 20',
    'students took 17 minutes, hence the selection functions for the 200 and the services for 10.',
    'Wall times depend on that load and are not comparable between runs.',
    '',
    ...section(
      'Through the real services (API in-process on PGlite)',
      'node --import tsx bench/repeats/simulate-api.ts --students 10 --label after --write',
      apiBefore,
      apiAfter,
    ),
    'The same plan through the routes (buildApp on a fresh embedded PGlite seeded with the shipped',
    'bank), fewer students: it checks that the services pass the selection functions what',
    'simulate-selection.ts assumes.',
    '',
  ].join('\n');
}
