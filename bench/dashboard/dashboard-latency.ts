/**
 * GET /api/dashboard latency on PostgreSQL for a student with a long history (issue 22: p99 under
 * 50 ms with 200 finished exams and 5,000 practice answers). bench/dashboard/RESULTS.md.
 *
 *   node scripts/with-postgres.mjs node --import tsx bench/dashboard/dashboard-latency.ts [--write]
 *
 * with-postgres starts a throwaway PostgreSQL 15 and hands its URL over in DATABASE_URL; the
 * script migrates it, seeds the shipped bank and one signed-in student, and writes the student's
 * history straight into the tables (seeded, reproducible): over the last 182 days, 200 finished
 * exams of 20 scored answers, 30 finished trials of 20 answers, 250 practice sessions of 20
 * answers (5,000, with hints and second tries), 120 review cards, and a running exam and practice
 * session to resume. Items are the shipped bank's active questions; whether an answer is right
 * follows the item's 3PL curve for an ability that grows over the six months.
 *
 * Then it builds the real app (buildApp: auth, validation, serialization) and sends GET
 * /api/dashboard through app.inject (in-process: no socket, no HTTP parsing) 50 times to warm up
 * and 300 times measured, one at a time. The same number of direct service calls split each
 * request's time between waiting on SQL and computing (mastery, weeks, streak). With `--write` it
 * writes bench/dashboard/RESULTS.md.
 */
import { randomBytes } from 'node:crypto';
import { cpus, loadavg, totalmem } from 'node:os';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createRng, lessonMastery, masteryLevelsAt } from '@exam/cat';
import { ApiRoutes, TOPICS } from '@exam/contract';
import { sql } from 'drizzle-orm';
import { Rating } from 'ts-fsrs';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config/config';
import type { Database } from '../../apps/api/src/db/database';
import { migrateDatabase } from '../../apps/api/src/db/migrate';
import { openPostgres } from '../../apps/api/src/db/postgres';
import {
  examAnswers,
  exams,
  practiceAnswers,
  practiceSessions,
  reviewCards,
  trialAnswers,
  trials,
} from '../../apps/api/src/db/schema';
import { seedCities } from '../../apps/api/src/db/seed';
import { systemClock } from '../../apps/api/src/lib/clock';
import { seedQuestionBank } from '../../apps/api/src/modules/bank/bank.service';
import type { DashboardTiming } from '../../apps/api/src/modules/dashboard/dashboard.service';
import { getDashboard } from '../../apps/api/src/modules/dashboard/dashboard.service';
import {
  findResumablePractice,
  findRunningExam,
  findRunningTrial,
  listAnswerFacts,
  listFinishedExams,
} from '../../apps/api/src/modules/dashboard/dashboard.repository';
import { loadLessonCatalogue } from '../../apps/api/src/modules/dashboard/lesson-catalogue';
import { ZonedCalendar } from '../../apps/api/src/modules/dashboard/zoned-days';
import { reviewSummary } from '../../apps/api/src/modules/review';
import { firstReview, toStoredCard } from '../../apps/api/src/modules/review/review.scheduler';
import { listPastTrials } from '../../apps/api/src/modules/trial/trial.repository';
import { seedStudents } from '../support/seed-students';
import { percentile } from '../support/percentile';

const EXAMS = 200;
const ANSWERS_PER_EXAM = 20;
const TRIALS = 30;
const ANSWERS_PER_TRIAL = 20;
const PRACTICE_SESSIONS = 250;
const ANSWERS_PER_SESSION = 20;
const REVIEW_CARDS = 120;
const HISTORY_DAYS = 182;
const WARM_UP = 50;
const MEASURED = 300;
const DAY_MS = 86_400_000;

const write = process.argv.includes('--write');
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'usage: node scripts/with-postgres.mjs node --import tsx bench/dashboard/dashboard-latency.ts',
  );
  process.exit(2);
}

interface Item {
  id: string;
  lessonId: string;
  a: number;
  b: number;
  c: number;
  answer: string;
}

const rng = createRng(20261126);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;
function sample<T>(list: readonly T[], count: number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, count);
}

/** The student's ability `daysAgo` days ago: from -1 six months ago to +1 today. */
const abilityAt = (daysAgo: number) => 1 - (2 * daysAgo) / HISTORY_DAYS;
const rightAt = (item: Item, daysAgo: number) =>
  rng() < item.c + (1 - item.c) / (1 + Math.exp(-1.7 * item.a * (abilityAt(daysAgo) - item.b)));

/** An instant `daysAgo` days back at a daytime hour in Cairo (07:00-21:00 UTC). */
function instant(now: number, daysAgo: number): number {
  const midnight = Math.floor(now / DAY_MS) * DAY_MS - daysAgo * DAY_MS;
  const at = midnight + (5 + rng() * 14) * 3_600_000;
  return Math.min(at, now - 3_600_000);
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += 1000) {
    await insert(rows.slice(start, start + 1000));
  }
}

async function seedHistory(db: Database, userId: string, items: Item[], now: number) {
  const topic = TOPICS[0];
  const byLesson = new Map<string, Item[]>();
  for (const item of items)
    byLesson.set(item.lessonId, [...(byLesson.get(item.lessonId) ?? []), item]);
  const lessonIds = [...byLesson.keys()];

  // Finished exams, about one a day, with 20 scored answers each.
  const examRows = Array.from({ length: EXAMS }, (_, n) => {
    const daysAgo = Math.floor(((EXAMS - n) / EXAMS) * HISTORY_DAYS);
    const startedAt = instant(now, daysAgo);
    return { daysAgo, startedAt };
  });
  const insertedExams = await db
    .insert(exams)
    .values(
      examRows.map(({ startedAt, daysAgo }) => ({
        userId,
        topic,
        status: 'finished' as const,
        seed: Math.floor(rng() * 1e9),
        startedAt: new Date(startedAt),
        deadline: new Date(startedAt + 3_600_000),
        finishedAt: new Date(startedAt + 20 * 60_000),
        stopReason: 'target-se',
        theta: abilityAt(daysAgo),
        se: 0.3,
        performance: Math.min(1, Math.max(0, 0.5 + abilityAt(daysAgo) / 4)),
        averageTimeSpent: 55,
        totalQuestions: ANSWERS_PER_EXAM,
        correctAnswers: 12,
      })),
    )
    .returning({ id: exams.id, startedAt: exams.startedAt });
  const examAnswerRows = insertedExams.flatMap((exam, n) =>
    sample(items, ANSWERS_PER_EXAM).map((item, position) => {
      const daysAgo = examRows[n]?.daysAgo ?? 0;
      const at = exam.startedAt.getTime() + (position + 1) * 55_000;
      const correct = rightAt(item, daysAgo);
      return {
        examId: exam.id,
        position: position + 1,
        questionId: item.id,
        lessonId: item.lessonId,
        servedAt: new Date(at - 55_000),
        answeredAt: new Date(at),
        userAnswer: correct ? item.answer : 'wrong',
        isCorrect: correct,
        scored: true,
        timeSpentSeconds: 55,
      };
    }),
  );
  await insertInBatches(examAnswerRows, (batch) => db.insert(examAnswers).values(batch));

  // Finished trials, one every six days.
  for (let n = 0; n < TRIALS; n += 1) {
    const daysAgo = Math.floor(((TRIALS - n) / TRIALS) * HISTORY_DAYS);
    const startedAt = instant(now, daysAgo);
    const form = sample(items, ANSWERS_PER_TRIAL);
    const outcomes = form.map((item) => rightAt(item, daysAgo));
    const [trial] = await db
      .insert(trials)
      .values({
        userId,
        topic,
        status: 'finished',
        seed: Math.floor(rng() * 1e9),
        questionIds: form.map((item) => item.id),
        startedAt: new Date(startedAt),
        deadline: new Date(startedAt + 25 * 60_000),
        finishedAt: new Date(startedAt + 20 * 60_000),
        stopReason: 'completed',
        questionNumber: ANSWERS_PER_TRIAL,
        correctAnswers: outcomes.filter(Boolean).length,
        averageTimeSpent: 60,
        timeTaken: 1200,
      })
      .returning({ id: trials.id });
    if (!trial) throw new Error('no trial');
    await db.insert(trialAnswers).values(
      form.map((item, position) => ({
        trialId: trial.id,
        position: position + 1,
        questionId: item.id,
        lessonId: item.lessonId,
        servedAt: new Date(startedAt + position * 60_000),
        answeredAt: new Date(startedAt + (position + 1) * 60_000),
        userAnswer: outcomes[position] ? item.answer : 'wrong',
        isCorrect: outcomes[position] ?? false,
        scored: true,
        timeSpentSeconds: 60,
      })),
    );
  }

  // Practice: 250 sessions of 20 answers over the six months, every day of the last week.
  const sessionDays = Array.from({ length: PRACTICE_SESSIONS }, (_, n) =>
    n < 7 ? n : Math.floor(rng() * HISTORY_DAYS),
  ).sort((x, y) => y - x);
  const sessions = await db
    .insert(practiceSessions)
    .values(
      sessionDays.map((daysAgo, n) => {
        const startedAt = instant(now, daysAgo);
        const lesson = n % 3 === 0 ? pick(lessonIds) : null;
        const running = n === sessionDays.length - 1;
        return {
          userId,
          topic,
          status: running ? ('running' as const) : ('finished' as const),
          source: lesson ? ('lesson' as const) : ('topic' as const),
          lessonId: lesson,
          seed: Math.floor(rng() * 1e9),
          startedAt: new Date(startedAt),
          finishedAt: running ? null : new Date(startedAt + ANSWERS_PER_SESSION * 70_000),
          questionNumber: ANSWERS_PER_SESSION,
          correctCount: 0,
          totalAnswered: ANSWERS_PER_SESSION,
        };
      }),
    )
    .returning({
      id: practiceSessions.id,
      startedAt: practiceSessions.startedAt,
      lessonId: practiceSessions.lessonId,
    });
  const practiceRows = sessions.flatMap((session, n) => {
    const daysAgo = sessionDays[n] ?? 0;
    const pool = session.lessonId ? (byLesson.get(session.lessonId) ?? items) : items;
    const chosen = sample(pool, ANSWERS_PER_SESSION);
    while (chosen.length < ANSWERS_PER_SESSION) {
      const extra = pick(items);
      if (!chosen.includes(extra)) chosen.push(extra);
    }
    return chosen.map((item, position) => {
      const at = session.startedAt.getTime() + (position + 1) * 70_000;
      const hintsUsed = rng() < 0.2 ? 1 + Math.floor(rng() * 2) : 0;
      const firstRight = rightAt(item, daysAgo);
      const secondTry = !firstRight && rng() < 0.6;
      const secondRight = secondTry && rightAt(item, daysAgo);
      const correct = firstRight || secondRight;
      return {
        sessionId: session.id,
        position: position + 1,
        questionId: item.id,
        lessonId: item.lessonId,
        servedAt: new Date(at - 70_000),
        checkedAt: new Date(at),
        userAnswer: correct ? item.answer : 'wrong',
        isCorrect: correct,
        reason: '',
        timeSpentSeconds: 70,
        hintsUsed,
        firstTryCorrect: firstRight,
        firstAnswer: secondTry ? 'wrong' : null,
      };
    });
  });
  await insertInBatches(practiceRows, (batch) => db.insert(practiceAnswers).values(batch));
  await db.execute(sql`
    update practice_sessions s set correct_count = c.n
    from (select session_id, count(*) filter (where first_try_correct)::int as n
          from practice_answers group by session_id) c
    where c.session_id = s.id`);

  // A running exam to resume (started 10 minutes ago, an hour to go).
  await db.insert(exams).values({
    userId,
    topic,
    status: 'running',
    seed: 7,
    startedAt: new Date(now - 600_000),
    deadline: new Date(now + 3_000_000),
    currentQuestionId: pick(items).id,
    currentServedAt: new Date(now - 60_000),
    questionNumber: 6,
  });

  // Review cards for missed questions, a sixth of them due.
  const missed = sample(items, REVIEW_CARDS);
  await db.insert(reviewCards).values(
    missed.map((item, n) => {
      const reviewedAt = new Date(now - (1 + (n % 30)) * DAY_MS);
      const card = firstReview(reviewedAt, Rating.Again);
      return {
        userId,
        kind: 'question' as const,
        key: item.id,
        lessonId: item.lessonId,
        questionId: item.id,
        card: toStoredCard(card),
        due: n % 6 === 0 ? new Date(now - DAY_MS) : new Date(now + (1 + n) * 3_600_000),
        lastReviewedAt: reviewedAt,
        reviews: 1,
      };
    }),
  );
  return { examAnswers: examAnswerRows.length, practiceAnswers: practiceRows.length };
}

const ms = (value: number) => value.toFixed(1);

async function main() {
  const handle = openPostgres(databaseUrl as string);
  await migrateDatabase(handle);
  await seedCities(handle.db);
  await seedQuestionBank(handle.db);
  const sessionSecret = randomBytes(32).toString('base64url');
  const [student] = await seedStudents(handle.db, { count: 1, sessionSecret, prefix: 'dashboard' });
  if (!student) throw new Error('no student');
  const result = await handle.drizzle.execute<{
    id: string;
    lesson_id: string;
    irt_a: number;
    irt_b: number;
    irt_c: number;
    answer: string;
  }>(sql`
    select id, lesson_id, irt_a, irt_b, irt_c, answer from questions where status = 'active'
    order by id`);
  const items = result.rows.map((row) => ({
    id: row.id,
    lessonId: row.lesson_id,
    a: row.irt_a,
    b: row.irt_b,
    c: row.irt_c,
    answer: row.answer,
  }));
  const now = Date.now();
  const seeded = await seedHistory(handle.db, student.userId, items, now);
  await handle.db.execute(sql`analyze`);
  console.log(
    `seeded: ${items.length} active items; ${EXAMS} exams (${seeded.examAnswers} answers), ${TRIALS} trials, ${PRACTICE_SESSIONS} practice sessions (${seeded.practiceAnswers} answers), ${REVIEW_CARDS} review cards`,
  );

  const config = {
    ...loadConfig({ DATA_DIR: '/tmp', DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' }),
    sessionSecret,
  };
  const app = await buildApp(config, {
    db: handle.db,
    mailer: { send: () => Promise.resolve(), close: () => undefined },
    clock: systemClock,
    webDistDir: '/nonexistent',
  });
  const request = () =>
    app.inject({
      method: 'GET',
      url: `${ApiRoutes.dashboard}?timeZone=Africa%2FCairo`,
      headers: { authorization: `Bearer ${student.token}` },
    });

  const loadBefore = loadavg()[0] ?? NaN;
  const first = await request();
  if (first.statusCode !== 200) throw new Error(`dashboard: ${first.statusCode} ${first.body}`);
  const body = first.json<{ mastery: unknown[]; progress: { masteryByWeek: unknown[] } }>();
  for (let i = 0; i < WARM_UP; i += 1) await request();
  const totals: number[] = [];
  for (let i = 0; i < MEASURED; i += 1) {
    const start = performance.now();
    const response = await request();
    totals.push(performance.now() - start);
    if (response.statusCode !== 200) throw new Error(`dashboard: ${response.statusCode}`);
  }
  totals.sort((x, y) => x - y);

  const deps = {
    db: handle.db,
    clock: systemClock,
    config,
    bankCaches: app.bankCaches,
  };
  const sqlTimes: number[] = [];
  const computeTimes: number[] = [];
  const serviceTimes: number[] = [];
  for (let i = 0; i < MEASURED; i += 1) {
    const timing: DashboardTiming = { sqlMs: 0, computeMs: 0 };
    const start = performance.now();
    await getDashboard(deps, student.userId, 'Africa/Cairo', timing);
    serviceTimes.push(performance.now() - start);
    sqlTimes.push(timing.sqlMs);
    computeTimes.push(timing.computeMs);
  }
  for (const list of [sqlTimes, computeTimes, serviceTimes]) list.sort((x, y) => x - y);

  const summary = {
    p50: percentile(totals, 50),
    p95: percentile(totals, 95),
    p99: percentile(totals, 99),
    max: totals.at(-1) ?? NaN,
  };
  const lines = [
    `GET /api/dashboard through app.inject, PostgreSQL 15, ${MEASURED} requests after ${WARM_UP} warm-up:`,
    `  p50 ${ms(summary.p50)} ms, p95 ${ms(summary.p95)} ms, p99 ${ms(summary.p99)} ms, max ${ms(summary.max)} ms`,
    `  machine load (1-minute average) before / after: ${loadBefore.toFixed(1)} / ${(loadavg()[0] ?? NaN).toFixed(1)} on ${cpus().length} cores`,
    `  response: ${first.body.length} bytes, ${body.mastery.length} lessons, ${body.progress.masteryByWeek.length} weeks`,
    `service only (getDashboard, ${MEASURED} calls): p50 ${ms(percentile(serviceTimes, 50))} ms, p99 ${ms(percentile(serviceTimes, 99))} ms`,
    `  waiting on SQL: p50 ${ms(percentile(sqlTimes, 50))} ms, p99 ${ms(percentile(sqlTimes, 99))} ms`,
    `  computing:      p50 ${ms(percentile(computeTimes, 50))} ms, p99 ${ms(percentile(computeTimes, 99))} ms`,
  ];
  // Each read on its own (sequentially, 100 times): where the SQL time goes.
  const reads: [string, () => Promise<unknown>][] = [
    ['answers (union of the three kinds)', () => listAnswerFacts(handle.db, student.userId)],
    ['finished exams', () => listFinishedExams(handle.db, student.userId)],
    ['finished trials (past trials)', () => listPastTrials(handle.db, student.userId)],
    ['running exam', () => findRunningExam(handle.db, student.userId)],
    ['running trial', () => findRunningTrial(handle.db, student.userId)],
    ['running practice', () => findResumablePractice(handle.db, student.userId)],
    ['review summary', () => reviewSummary(handle.db, student.userId, new Date())],
  ];
  lines.push('each read alone (100 calls, p50 / p99):');
  for (const [name, read] of reads) {
    const times: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      const start = performance.now();
      await read();
      times.push(performance.now() - start);
    }
    times.sort((x, y) => x - y);
    lines.push(`  ${name}: ${ms(percentile(times, 50))} / ${ms(percentile(times, 99))} ms`);
  }
  // The computing parts on their own, on the student's answers.
  const facts = await listAnswerFacts(handle.db, student.userId);
  const catalogue = await loadLessonCatalogue(app.bankCaches);
  const masteryAnswers = facts.map((fact) => {
    const item = catalogue.items.get(fact.questionId);
    return {
      lessonId: item?.lessonId ?? '',
      at: fact.atMs,
      a: item?.a ?? 1,
      b: item?.b ?? 0,
      c: item?.c ?? 0,
      correct: fact.correct,
      hintsUsed: fact.hintsUsed,
      secondTry: fact.secondTry,
    };
  });
  const weekEnds = Array.from({ length: 27 }, (_, k) => Date.now() - (26 - k) * 7 * DAY_MS);
  const parts: [string, () => unknown][] = [
    [
      'lessonMastery (all answers, now)',
      () => lessonMastery(masteryAnswers, catalogue.masteryLessons, Date.now()),
    ],
    [
      'masteryLevelsAt (27 week ends)',
      () => masteryLevelsAt(masteryAnswers, catalogue.masteryLessons, weekEnds),
    ],
    [
      'days of every answer in Africa/Cairo',
      () => {
        const calendar = new ZonedCalendar('Africa/Cairo');
        for (const fact of facts) calendar.dayOf(fact.atMs);
      },
    ],
  ];
  lines.push('computing parts (100 calls, p50 / p99):');
  for (const [name, part] of parts) {
    const times: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      const start = performance.now();
      part();
      times.push(performance.now() - start);
    }
    times.sort((x, y) => x - y);
    lines.push(`  ${name}: ${ms(percentile(times, 50))} / ${ms(percentile(times, 99))} ms`);
  }
  console.log(lines.join('\n'));
  await app.close();
  await handle.close();

  if (write) {
    const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
    const results = fileURLToPath(new URL('./RESULTS.md', import.meta.url));
    await writeFile(
      results,
      [
        '# Dashboard latency (issue 22)',
        '',
        'Target: `GET /api/dashboard` p99 under 50 ms on PostgreSQL for a student with 200',
        'finished exams and 5,000 practice answers.',
        '',
        '```sh',
        'node scripts/with-postgres.mjs node --import tsx bench/dashboard/dashboard-latency.ts --write',
        '```',
        '',
        `Machine: ${machine}; PostgreSQL 15 from scripts/with-postgres.mjs (fsync off), on the same`,
        'machine. Requests go through `app.inject` (the real app in-process: auth, validation,',
        'response serialization; no socket), one at a time.',
        '',
        `Seeded student: ${EXAMS} finished exams (${seeded.examAnswers} scored answers), ${TRIALS} finished`,
        `trials (${TRIALS * ANSWERS_PER_TRIAL} answers), ${PRACTICE_SESSIONS} practice sessions (${seeded.practiceAnswers}`,
        `answers, ~20 % with hints, second tries after most misses), ${REVIEW_CARDS} review cards, a`,
        `running exam and practice session, over ${HISTORY_DAYS} days, on the shipped bank's ${items.length} active items.`,
        '',
        '```text',
        ...lines,
        '```',
        '',
      ].join('\n'),
    );
    console.log(`wrote ${results}`);
  }
}

await main();
