/**
 * GET /api/teacher/classes/:classId (the class table, issue 23) on PostgreSQL for a class of 40
 * students with 200 practice answers each. bench/classes/RESULTS.md.
 *
 *   node scripts/with-postgres.mjs node --import tsx bench/classes/class-overview.ts [--write]
 *
 * with-postgres starts a throwaway PostgreSQL 15 and hands its URL over in DATABASE_URL; the
 * script migrates it, seeds the shipped bank, a teacher and 40 students in one class, and writes
 * each student's 10 finished practice sessions of 20 answers over the last 30 days (seeded,
 * reproducible). It then sends the class table through app.inject (the real app) 20 times to
 * warm up and 100 times measured, one at a time, and counts the SQL statements each request
 * sends (pg.Client.prototype.query, wrapped). For comparison it times the same mastery read one
 * student at a time (the dashboard's lessonMasteryAt, 40 calls), which is what a class table
 * built from the dashboard's per-student service would cost. With `--write` it writes
 * RESULTS.md next to this file.
 */
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createRng } from '@exam/cat';
import { ApiRoutes, TOPICS } from '@exam/contract';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { migrateDatabase } from '../../apps/api/src/db/migrate';
import { openPostgres } from '../../apps/api/src/db/postgres';
import {
  classes,
  classMembers,
  practiceAnswers,
  practiceSessions,
  users,
} from '../../apps/api/src/db/schema';
import { seedCities } from '../../apps/api/src/db/seed';
import { seedQuestionBank } from '../../apps/api/src/modules/bank/bank.service';
import { lessonMasteryAt } from '../../apps/api/src/modules/dashboard/dashboard.service';
import { loadLessonCatalogue } from '../../apps/api/src/modules/dashboard/lesson-catalogue';
import { benchSessionSecret, seedStudents } from '../support/seed-students';
import { appOnDatabase } from '../support/in-process-app';
import { percentile } from '../support/percentile';

const STUDENTS = 40;
const SESSIONS = 10;
const PER_SESSION = 20;
const WARM_UP = 20;
const MEASURED = 100;
const DAY_MS = 86_400_000;

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl)
  throw new Error('DATABASE_URL is not set (run through scripts/with-postgres.mjs)');

let statements = 0;
// Every statement the pool's clients send, counted (the app's and the benchmark's own).
const prototype = pg.Client.prototype as unknown as Record<
  'query',
  (this: pg.Client, ...args: unknown[]) => unknown
>;
const query = prototype.query;
prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return query.apply(this, args);
};

const ms = (value: number) => value.toFixed(1);

async function main() {
  const handle = openPostgres(databaseUrl as string);
  await migrateDatabase(handle);
  await seedCities(handle.db);
  await seedQuestionBank(handle.db);
  const sessionSecret = benchSessionSecret();
  const [teacher, ...students] = await seedStudents(handle.db, {
    count: STUDENTS + 1,
    sessionSecret,
    prefix: 'class',
  });
  if (!teacher) throw new Error('no teacher');
  await handle.db.update(users).set({ role: 'teacher' }).where(eq(users.id, teacher.userId));
  const [created] = await handle.db
    .insert(classes)
    .values({ teacherId: teacher.userId, name: 'Bench class', joinCode: 'BENCH234' })
    .returning();
  if (!created) throw new Error('no class');
  await handle.db
    .insert(classMembers)
    .values(students.map((student) => ({ classId: created.id, userId: student.userId })));

  const items = (
    await handle.drizzle.execute<{ id: string; lesson_id: string }>(
      sql`select id, lesson_id from questions where status = 'active' order by id`,
    )
  ).rows;
  const rng = createRng(20261126);
  const now = Date.now();
  let answers = 0;
  for (const student of students) {
    for (let s = 0; s < SESSIONS; s += 1) {
      const start = now - Math.floor(rng() * 30 * DAY_MS) - DAY_MS;
      const [session] = await handle.db
        .insert(practiceSessions)
        .values({
          userId: student.userId,
          topic: TOPICS[0],
          seed: s,
          startedAt: new Date(start),
          status: 'finished',
          finishedAt: new Date(start + PER_SESSION * 60_000),
          totalAnswered: PER_SESSION,
          correctCount: 0,
        })
        .returning({ id: practiceSessions.id });
      if (!session) throw new Error('no session');
      // A question at most once per session (practice_answers is unique on both).
      const picked = new Set<number>();
      while (picked.size < PER_SESSION) picked.add(Math.floor(rng() * items.length));
      const rows = [...picked].map((index, i) => {
        const item = items[index];
        if (!item) throw new Error('no item');
        const correct = rng() < 0.6;
        return {
          sessionId: session.id,
          position: i + 1,
          questionId: item.id,
          lessonId: item.lesson_id,
          servedAt: new Date(start + i * 60_000),
          checkedAt: new Date(start + i * 60_000 + 30_000),
          userAnswer: correct ? 'right' : 'wrong',
          isCorrect: correct,
          timeSpentSeconds: 30,
          hintsUsed: 0,
          firstTryCorrect: correct,
          firstAnswer: null,
        };
      });
      await handle.db.insert(practiceAnswers).values(rows);
      answers += rows.length;
    }
  }
  await handle.db.execute(sql`analyze`);
  console.log(`seeded: ${students.length} students in one class, ${answers} practice answers`);

  const app = await appOnDatabase(handle.db, sessionSecret, databaseUrl);
  const url = `${ApiRoutes.teacher.class.replace(':classId', created.id)}?timeZone=Africa%2FCairo`;
  const request = () =>
    app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${teacher.token}` } });

  const loadBefore = loadavg()[0] ?? NaN;
  const first = await request();
  if (first.statusCode !== 200) throw new Error(`overview: ${first.statusCode} ${first.body}`);
  const body = first.json<{ students: unknown[]; lessons: unknown[] }>();
  for (let i = 0; i < WARM_UP; i += 1) await request();
  statements = 0;
  const totals: number[] = [];
  for (let i = 0; i < MEASURED; i += 1) {
    const start = performance.now();
    const response = await request();
    totals.push(performance.now() - start);
    if (response.statusCode !== 200) throw new Error(`overview: ${response.statusCode}`);
  }
  const perRequest = statements / MEASURED;
  totals.sort((x, y) => x - y);

  // The same mastery one student at a time (the dashboard's service per member).
  const deps = { db: handle.db, bankCaches: app.bankCaches };
  const catalogue = await loadLessonCatalogue(app.bankCaches);
  const oneByOne: number[] = [];
  statements = 0;
  for (let i = 0; i < 20; i += 1) {
    const start = performance.now();
    for (const student of students) {
      await lessonMasteryAt(deps, catalogue, student.userId, new Date());
    }
    oneByOne.push(performance.now() - start);
  }
  const perLoop = statements / 20;
  oneByOne.sort((x, y) => x - y);
  const loadAfter = loadavg()[0] ?? NaN;

  const lines = [
    `GET /api/teacher/classes/:classId through app.inject, PostgreSQL 15, ${MEASURED} requests after ${WARM_UP} warm-up:`,
    `  class: ${body.students.length} students x ${SESSIONS * PER_SESSION} practice answers (${answers} in all), ${body.lessons.length} lessons`,
    `  p50 ${ms(percentile(totals, 50))} ms, p95 ${ms(percentile(totals, 95))} ms, p99 ${ms(percentile(totals, 99))} ms, max ${ms(totals.at(-1) ?? NaN)} ms`,
    `  SQL statements per request (session check included): ${perRequest.toFixed(1)}`,
    `  response: ${first.body.length} bytes`,
    `mastery read one student at a time (lessonMasteryAt x ${students.length}, 20 rounds):`,
    `  p50 ${ms(percentile(oneByOne, 50))} ms, max ${ms(oneByOne.at(-1) ?? NaN)} ms, ${perLoop.toFixed(1)} SQL statements per round`,
    `machine load (1-minute average) before / after: ${loadBefore.toFixed(1)} / ${loadAfter.toFixed(1)}`,
  ];
  console.log(lines.join('\n'));
  if (process.argv.includes('--write')) {
    const results = `# Class table latency (issue 23)

\`GET /api/teacher/classes/:classId\` for a class of ${STUDENTS} students with ${SESSIONS * PER_SESSION}
practice answers each, on PostgreSQL. Every member's answers come in one query
(\`listAnswerFactsOfUsers\`), the exam and trial counts in one each; mastery per student is the
dashboard's rule (\`lessonMasteryOfFacts\`).

\`\`\`sh
node scripts/with-postgres.mjs node --import tsx bench/classes/class-overview.ts --write
\`\`\`

Node ${process.version}; PostgreSQL 15 from scripts/with-postgres.mjs on the same machine;
requests through \`app.inject\`, one at a time.

\`\`\`text
${lines.join('\n')}
\`\`\`
`;
    await writeFile(fileURLToPath(new URL('RESULTS.md', import.meta.url)), results);
  }
  await app.close();
  await handle.close();
}

await main();
