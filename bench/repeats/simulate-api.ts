/**
 * Repeats a student notices (issue 19, item 4; docs/decisions/031): simulated students take
 * exams, trials and practice sessions through the real API in-process (buildApp on a fresh
 * embedded PGlite seeded with the shipped bank), and this counts the questions and templates that
 * come back: within an attempt, within an exam, across a student's attempts, and in a trial from
 * the previous exam or trial.
 *
 *   node --import tsx bench/repeats/simulate-api.ts --students 2                        # prints
 *   node --import tsx bench/repeats/simulate-api.ts --students 10 --label after --write
 *
 * `--write` stores the run's figures in bench/repeats/api-<label>.json and rewrites RESULTS.md
 * (report.ts). "before" is measured on main's selection code (RESULTS.md says how). The same
 * plan through the pure selection functions, for 200 students: simulate-selection.ts.
 *
 * Each student: exam, trial, practice, exam, trial, practice, exam (3 exams, 2 trials, 2 practice
 * sessions of PRACTICE_QUESTIONS), an hour apart, answering each question correctly with its 3PL
 * probability at the student's true ability (drawn from N(0, 1)), 20-60 s per answer.
 */
import { parseArgs } from 'node:util';
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
import { measure, PLAN, PRACTICE_QUESTIONS, writeRun, type Attempt, type Run } from './report';

const { values: args } = parseArgs({
  options: {
    students: { type: 'string', default: '20' },
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
    through: 'api',
    date: new Date().toISOString().slice(0, 10),
    node: process.version,
    students: STUDENTS,
    seed: SEED,
    requests,
    wallSeconds: Math.round(wallSeconds),
    figures,
  };
  console.log(JSON.stringify(run, null, 2));
  if (args.write) await writeRun(run);
}

await main();
