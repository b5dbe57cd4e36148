/**
 * Repeats a student notices (issue 19, item 4; docs/decisions/031): simulated students take
 * exams, trials and practice sessions through the real API in-process (buildApp on a fresh
 * embedded PGlite seeded with the shipped bank), and this counts the questions and templates that
 * come back: within an attempt, within an exam, across a student's attempts, and in a trial from
 * the previous exam or trial.
 *
 *   node --import tsx bench/repeats/simulate-repeats.ts --students 2            # smoke run, prints
 *   node --import tsx bench/repeats/simulate-repeats.ts --label after --write   # 200 students
 *
 * `--write` stores the run's figures in bench/repeats/<label>.json and rewrites RESULTS.md from
 * before.json and after.json. "before" is measured on main's selection code (RESULTS.md says how).
 *
 * Each student: exam, trial, practice, exam, trial, practice, exam (3 exams, 2 trials, 2 practice
 * sessions of PRACTICE_QUESTIONS), an hour apart, answering each question correctly with its 3PL
 * probability at the student's true ability (drawn from N(0, 1)), 20-60 s per answer.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { format } from 'prettier';
import { ApiRoutes, TOPICS } from '@exam/contract';
import type {
  AuthResponse,
  ExamInProgress,
  ExamProgress,
  PracticeInProgress,
  PracticeProgress,
  TrialInProgress,
  TrialProgress,
} from '@exam/contract';
import { createRng, normalDraw, type Rng } from '@exam/cat';
import type { Clock } from '../../apps/api/src/lib/clock';
import { startInProcessApi } from '../support/in-process-app';

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

const XSRF = 'simulation-xsrf';
const TOPIC = TOPICS[0];
const PRACTICE_QUESTIONS = 12;
const RECENT_ATTEMPTS = 5;
const PLAN = ['exam', 'trial', 'practice', 'exam', 'trial', 'practice', 'exam'] as const;
type Kind = (typeof PLAN)[number];

class MovableClock implements Clock {
  private current = Date.now();
  now = () => new Date(this.current);
  advanceSeconds(seconds: number) {
    this.current += seconds * 1000;
  }
}

type StoredItem = {
  type: string;
  options: string[] | null;
  answer: string;
  lessonId: string;
  templateId: string | null;
  a: number;
  b: number;
  c: number;
};

/** One attempt as the student met it: its kind and the questions served, in order. */
type Attempt = { kind: Kind; questions: string[] };

const p3pl = (item: StoredItem, theta: number) =>
  item.c + (1 - item.c) / (1 + Math.exp(-item.a * (theta - item.b)));

function wrongOption(item: StoredItem, rng: Rng): string {
  const wrong = (item.options ?? []).filter((option) => option.trim() !== item.answer.trim());
  return wrong[Math.floor(rng() * wrong.length)] ?? '';
}

async function main() {
  const clock = new MovableClock();
  const api = await startInProcessApi('repeats-sim-', clock);
  const { app, handle } = api;
  const rows = await handle.client.query<{
    id: string;
    type: string;
    options: string[] | null;
    answer: string;
    lesson_id: string;
    template_id: string | null;
    irt_a: number;
    irt_b: number;
    irt_c: number;
  }>(
    `select id, type, options, answer, lesson_id, template_id, irt_a, irt_b, irt_c
       from questions where status = 'active'`,
  );
  const bank = new Map<string, StoredItem>(
    rows.rows.map((row) => [
      row.id,
      {
        type: row.type,
        options: row.options,
        answer: row.answer,
        lessonId: row.lesson_id,
        templateId: row.template_id,
        a: row.irt_a,
        b: row.irt_b,
        c: row.irt_c,
      },
    ]),
  );
  const item = (id: string): StoredItem => {
    const found = bank.get(id);
    if (!found) throw new Error(`served question ${id} is not in the bank`);
    return found;
  };

  let requests = 0;
  const call = async <T>(
    url: string,
    token: string | undefined,
    body: unknown,
    ip: string,
  ): Promise<T> => {
    const response = await app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      cookies: { 'XSRF-TOKEN': XSRF },
      headers: { 'x-xsrf-token': XSRF, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: body as object,
    });
    requests += 1;
    if (response.statusCode >= 300) {
      throw new Error(`POST ${url} -> ${response.statusCode}: ${response.body}`);
    }
    return response.json<T>();
  };

  await call(
    ApiRoutes.location.schools,
    undefined,
    { name: 'Simulation School', city: 'Cairo' },
    '10.0.0.1',
  );
  const rng = createRng(SEED);
  const students: Attempt[][] = [];
  const wall = performance.now();
  for (let s = 0; s < STUDENTS; s += 1) {
    const theta = normalDraw(rng);
    const ip = `10.${(s >> 8) & 255}.${s & 255}.9`;
    const { token } = await call<AuthResponse>(
      ApiRoutes.auth.register,
      undefined,
      {
        username: `Repeat Student ${s + 1}`,
        email: `repeat-${s + 1}@example.test`,
        password: 'Simulated#2026',
        city: 'Cairo',
        school: 'Simulation School',
      },
      ip,
    );
    const correct = (id: string) => rng() < p3pl(item(id), theta);
    const think = () => clock.advanceSeconds(20 + Math.floor(rng() * 41));
    const attempts: Attempt[] = [];
    for (const kind of PLAN) {
      const served: string[] = [];
      if (kind === 'exam') {
        let state: ExamProgress = await call<ExamInProgress>(
          ApiRoutes.exam.generate,
          token,
          { topic: TOPIC },
          ip,
        );
        while (!state.completed) {
          const id: string = state.question.id;
          served.push(id);
          const stored = item(id);
          think();
          state = await call<ExamProgress>(
            ApiRoutes.exam.nextQuestion,
            token,
            {
              topic: TOPIC,
              examId: state.examId,
              lessonId: state.lessonId,
              questionId: id,
              selectedAnswer: correct(id)
                ? stored.answer
                : stored.type === 'MCQ'
                  ? wrongOption(stored, rng)
                  : '-987654',
            },
            ip,
          );
        }
      } else if (kind === 'trial') {
        let state: TrialProgress = await call<TrialInProgress>(
          ApiRoutes.trial.generate,
          token,
          { topic: TOPIC },
          ip,
        );
        while (!state.completed) {
          const id: string = state.question.id;
          served.push(id);
          const stored = item(id);
          think();
          state = await call<TrialProgress>(
            ApiRoutes.trial.nextQuestion,
            token,
            {
              trialId: state.trialId,
              questionId: id,
              selectedAnswer: correct(id)
                ? stored.answer
                : stored.type === 'MCQ'
                  ? wrongOption(stored, rng)
                  : '-987654',
            },
            ip,
          );
        }
      } else {
        let state: PracticeProgress = await call<PracticeInProgress>(
          ApiRoutes.practice.start,
          token,
          { topic: TOPIC },
          ip,
        );
        while (!state.completed && served.length < PRACTICE_QUESTIONS) {
          const id: string = state.question.id;
          served.push(id);
          const stored = item(id);
          const options = stored.options ?? [];
          const right = options.findIndex((option) => option.trim() === stored.answer.trim());
          const ok = correct(id);
          think();
          state = await call<PracticeProgress>(
            ApiRoutes.practice.nextQuestion,
            token,
            {
              practiceId: state.practiceId,
              questionId: id,
              answer:
                stored.type === 'MCQ'
                  ? String(ok ? right : options.findIndex((_, i) => i !== right))
                  : ok
                    ? stored.answer
                    : '-987654',
            },
            ip,
          );
        }
        if (!state.completed)
          await call(ApiRoutes.practice.finish, token, { practiceId: state.practiceId }, ip);
      }
      attempts.push({ kind, questions: served });
      clock.advanceSeconds(3600);
    }
    students.push(attempts);
    if ((s + 1) % 20 === 0)
      console.error(`${s + 1} students, ${((performance.now() - wall) / 1000).toFixed(0)} s`);
  }
  const wallSeconds = (performance.now() - wall) / 1000;
  await api.dispose();

  const figures = measure(students, item);
  const run: Run = {
    label: LABEL,
    date: new Date().toISOString().slice(0, 10),
    node: process.version,
    students: STUDENTS,
    seed: SEED,
    requests,
    wallSeconds: Math.round(wallSeconds),
    figures,
  };
  console.log(JSON.stringify(run, null, 2));
  if (args.write) {
    await writeFile(
      new URL(`./${LABEL}.json`, import.meta.url),
      `${JSON.stringify(run, null, 2)}\n`,
    );
    const text = await format(await render(), { parser: 'markdown', proseWrap: 'preserve' });
    await writeFile(new URL('./RESULTS.md', import.meta.url), text);
  }
}

/** A count out of a total. */
type Rate = { count: number; of: number };

type Figures = {
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

type Run = {
  label: string;
  date: string;
  node: string;
  students: number;
  seed: number;
  requests: number;
  wallSeconds: number;
  figures: Figures;
};

function measure(students: Attempt[][], item: (id: string) => StoredItem): Figures {
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

async function readRun(label: string): Promise<Run | undefined> {
  try {
    return JSON.parse(await readFile(new URL(`./${label}.json`, import.meta.url), 'utf8')) as Run;
  } catch {
    return undefined;
  }
}

async function render(): Promise<string> {
  const before = await readRun('before');
  const after = await readRun('after');
  const row = (name: string, pick: (f: Figures) => Rate) =>
    `| ${name} | ${before ? pct(pick(before.figures)) : 'not measured'} | ${after ? pct(pick(after.figures)) : 'not measured'} |`;
  const runLine = (run: Run | undefined, what: string) =>
    run
      ? `- ${what}: ${run.date}, Node ${run.node}, ${run.students} students (seed ${run.seed}), ${run.requests} requests in ${run.wallSeconds} s.`
      : `- ${what}: not measured.`;
  return [
    '# Repeats a student notices',
    '',
    'Simulated students take exams, trials and practice sessions through the real API in-process',
    '(buildApp on a fresh embedded PGlite seeded with the shipped bank: 1130 questions, 16 lessons',
    'of 7 or 8 templates of 10 variants). Each student takes, an hour apart: exam, trial, practice,',
    `exam, trial, practice, exam (3 exams, 2 trials of 25 questions, 2 practice sessions of ${PRACTICE_QUESTIONS}`,
    'questions), answering each question correctly with its 3PL probability at a true ability drawn',
    'from N(0, 1). "Before" is main\'s selection (commit a5f0413), "after" this branch\'s',
    '(docs/decisions/031-no-repeats-a-student-notices.md).',
    '',
    "Commands (after: this branch; before: the same script on main's selection code, put in place",
    'with `git checkout a5f0413 -- apps/api/src/modules/exam apps/api/src/modules/trial',
    'apps/api/src/modules/practice packages/cat/src` and restored afterwards with',
    '`git checkout HEAD -- apps/api/src/modules packages/cat/src`):',
    '',
    '```sh',
    "node --import tsx bench/repeats/simulate-repeats.ts --label before --write   # on main's selection",
    'node --import tsx bench/repeats/simulate-repeats.ts --label after --write',
    'node --import tsx bench/repeats/simulate-repeats.ts --students 2             # smoke run, prints only',
    '```',
    '',
    runLine(before, 'Before'),
    runLine(after, 'After'),
    '',
    '| repeat | before | after |',
    '| --- | --- | --- |',
    row('same question twice within an exam', (f) => f.sameQuestionInAttempt.exam),
    row('same question twice within a trial', (f) => f.sameQuestionInAttempt.trial),
    row('same question twice within a practice session', (f) => f.sameQuestionInAttempt.practice),
    row('exam questions repeating a template of the same exam', (f) => f.sameTemplateInExam),
    row(
      '... of them while the lesson had another template left',
      (f) => f.sameTemplateInExamAvoidable,
    ),
    row('exams with a template repeat', (f) => f.examsWithTemplateRepeat),
    row(
      'practice questions repeating a template of the same session',
      (f) => f.sameTemplateInPractice,
    ),
    row('trial questions repeating a template of the same trial', (f) => f.sameTemplateInTrial),
    row("exam questions met in the student's last 5 attempts", (f) => f.seenInLastFive.exam),
    row("trial questions met in the student's last 5 attempts", (f) => f.seenInLastFive.trial),
    row(
      "practice questions met in the student's last 5 attempts",
      (f) => f.seenInLastFive.practice,
    ),
    row('questions met in any earlier attempt of the student', (f) => f.seenBefore),
    row('trial questions from the previous exam or trial', (f) => f.trialFromPreviousExamOrTrial),
    row('trials with at least one such question', (f) => f.trialsWithOne),
    row('first two trial questions met in the exam just before', (f) => f.trialFirstTwoFromExam),
    '',
    'A student meets at most 3 x 40 + 2 x 25 + 2 x 12 = 194 questions of the 1130, so "while unseen',
    'ones remain" always holds here: every repeat after the change would be a fault. A template',
    'repeat "while the lesson had another template left" is one the rule forbids; the others come',
    'from a lesson whose every template the exam had already served.',
    '',
  ].join('\n');
}

await main();
