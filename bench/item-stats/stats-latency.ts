/**
 * The console's item statistics on a 10,000-question bank with a school's year of answers
 * (issue 23: per item served, share right, point-biserial, median time, exposure, reports).
 * bench/item-stats/RESULTS.md.
 *
 *   node scripts/with-postgres.mjs node --import tsx bench/item-stats/stats-latency.ts [--write]
 *   node --import tsx bench/item-stats/stats-latency.ts --smoke   (PGlite in memory, small)
 *
 * It migrates the database, seeds the shipped bank and tops it up to 10,000 questions, makes
 * STUDENTS students with EXAMS finished exams of 30 scored answers each and one finished practice
 * session of PRACTICE answers spread over the active questions, files 300 open problem reports,
 * then sends GET /api/admin/stats/items through the real app (app.inject: auth, role,
 * validation, serialization) one request at a time: the first page, the flagged items only, one
 * lesson, and the second page by its cursor. Every answer is checked (200, a page, a total).
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ApiRoutes, type ItemStatsPage } from '@exam/contract';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../apps/api/src/db/database';
import { migrateDatabase } from '../../apps/api/src/db/migrate';
import { openPglite } from '../../apps/api/src/db/pglite';
import { openPostgres } from '../../apps/api/src/db/postgres';
import { seedCities } from '../../apps/api/src/db/seed';
import { seedQuestionBank } from '../../apps/api/src/modules/bank/bank.service';
import { appOnDatabase } from '../support/in-process-app';
import { percentile } from '../support/percentile';
import { makeHistories } from '../support/seed-history';
import { rowsOf, topUpQuestions } from '../support/seed-questions';
import { benchSessionSecret, seedStudents } from '../support/seed-students';

const smoke = process.argv.includes('--smoke');
const write = process.argv.includes('--write') && !smoke;
const TARGET = 10_000;
const STUDENTS = smoke ? 20 : 1_000;
const EXAMS = smoke ? 1 : 2;
const PRACTICE = smoke ? 20 : 200;
const REPORTS = smoke ? 10 : 300;
const WARM_UP = smoke ? 2 : 3;
/** Each case has its own admin: the route allows an admin 120 pages per 10 minutes. */
const MEASURED = smoke ? 5 : 40;
const databaseUrl = process.env.DATABASE_URL;
if (!smoke && !databaseUrl) {
  console.error(
    'usage: node scripts/with-postgres.mjs node --import tsx bench/item-stats/stats-latency.ts [--write]\n' +
      '   or: node --import tsx bench/item-stats/stats-latency.ts --smoke',
  );
  process.exit(2);
}

/**
 * One finished practice session per student with `answers` answers on active questions picked by
 * a fixed stride (every question gets answers). Student k's level is k mod 10 and question i's
 * difficulty i mod 10; an answer is right when the level + 3 exceeds the difficulty (about 70 %
 * right, stronger students right more often, so discrimination is positive as in real data).
 */
async function makePractice(db: Database, userIds: readonly string[], answers: number) {
  const users = sql.raw(`'{${userIds.join(',')}}'::uuid[]`);
  await db.execute(sql`
    insert into practice_sessions (user_id, topic, status, source, seed, started_at, finished_at,
      question_number)
    select u.id, 'Geometry & Trigonometry', 'finished', 'topic', 1, now() - interval '2 days',
      now() - interval '2 days' + interval '1 hour', ${answers}
    from unnest(${users}) as u(id)`);
  await db.execute(sql`
    with q as (select id, lesson_id, answer, row_number() over (order by id) - 1 as i,
                      count(*) over () as n
               from questions where status = 'active'),
    s as (select id, row_number() over (order by id) as k from practice_sessions)
    insert into practice_answers (session_id, position, question_id, lesson_id, served_at,
      checked_at, user_answer, is_correct, time_spent_seconds, first_try_correct)
    select s.id, g, q.id, q.lesson_id, now() - interval '2 days', now() - interval '2 days',
      q.answer, s.k % 10 + 3 > q.i % 10, 10 + (s.k + g) % 50, s.k % 10 + 3 > q.i % 10
    from s cross join generate_series(1, ${answers}::int) as g
    join q on q.i = (s.k * 7919 + g * 104729) % q.n`);
  await db.execute(sql`analyze`);
}

const ms = (value: number) => value.toFixed(1);

async function main() {
  const handle: DatabaseHandle = smoke ? await openPglite() : openPostgres(databaseUrl as string);
  await migrateDatabase(handle);
  await seedCities(handle.db);
  await seedQuestionBank(handle.db);
  const sessionSecret = benchSessionSecret();
  const admins = await seedStudents(handle.db, { count: 4, sessionSecret, prefix: 'console' });
  const [admin] = admins;
  if (!admin) throw new Error('no admin');
  await handle.db.execute(sql`update users set role = 'admin' where email like 'console-%'`);
  const total = await topUpQuestions(handle.db, {
    ...(smoke ? { add: 200 } : { target: TARGET }),
    reports: REPORTS,
    editorId: admin.userId,
  });
  const students = await seedStudents(handle.db, { count: STUDENTS, sessionSecret });
  const ids = students.map((student) => student.userId);
  await makeHistories(handle.db, ids, EXAMS, 30);
  await makePractice(handle.db, ids, PRACTICE);
  const [counts] = rowsOf<{ exam: number; practice: number }>(
    await handle.db.execute(sql`select (select count(*) from exam_answers)::int as exam,
      (select count(*) from practice_answers)::int as practice`),
  );
  const [lesson] = rowsOf<{ id: string }>(
    await handle.db.execute(sql`select id from lessons order by position limit 1`),
  );
  if (!counts || !lesson) throw new Error('nothing seeded');

  const app = await appOnDatabase(handle.db, sessionSecret, smoke ? undefined : databaseUrl);
  const get = async (query: string, token = admin.token) => {
    const response = await app.inject({
      method: 'GET',
      url: `${ApiRoutes.admin.itemStats}${query}`,
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.statusCode !== 200) {
      throw new Error(`${query}: ${response.statusCode} ${response.body}`);
    }
    return response.json<ItemStatsPage>();
  };

  const first = await get('');
  if (!first.nextCursor) throw new Error('the statistics have one page only');
  const cases: [string, string][] = [
    ['first page (every item with answers or reports)', ''],
    ['items that look broken (flagged=true)', '?flagged=true'],
    ['one lesson', `?lessonId=${lesson.id}`],
    ['second page (cursor)', `?cursor=${encodeURIComponent(first.nextCursor)}`],
  ];

  const loadBefore = loadavg()[0] ?? NaN;
  const lines: string[] = [];
  for (const [index, [name, query]] of cases.entries()) {
    const token = (admins[index] ?? admin).token;
    const page = await get(query, token);
    if (page.total === 0) throw new Error(`${name}: nothing listed`);
    for (let i = 0; i < WARM_UP; i += 1) await get(query, token);
    const times: number[] = [];
    for (let i = 0; i < MEASURED; i += 1) {
      const start = performance.now();
      await get(query, token);
      times.push(performance.now() - start);
    }
    const line = `| ${name} | ${page.total} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(percentile(times, 99))} |`;
    lines.push(line);
    console.log(line);
  }
  await app.close();
  await handle.close();

  const data = `${total} questions, ${counts.exam} exam answers and ${counts.practice} practice answers from ${STUDENTS} students, ${REPORTS} open reports`;
  const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GB, load ${loadBefore.toFixed(2)} before the run`;
  console.log(`${smoke ? 'PGlite (smoke)' : 'PostgreSQL'}: ${data}; ${machine}`);
  if (write) {
    const file = fileURLToPath(new URL('./RESULTS.md', import.meta.url));
    await writeFile(
      file,
      [
        '# Item statistics on 10,000 questions',
        '',
        'GET /api/admin/stats/items through app.inject (the real app: auth, role, validation,',
        `serialization), PostgreSQL 15: ${data}. ${WARM_UP} warm-up and ${MEASURED} measured`,
        `requests per case, one at a time. ${machine}.`,
        '',
        '```',
        'node scripts/with-postgres.mjs node --import tsx bench/item-stats/stats-latency.ts --write',
        '```',
        '',
        '| Case | Listed | p50 ms | p95 ms | p99 ms |',
        '| --- | ---: | ---: | ---: | ---: |',
        ...lines,
        '',
        'Each page is one statement (apps/api/src/modules/item-stats/item-stats.repository.ts):',
        "every answer's attempt ability, then per item the count, the share right, Pearson's",
        'correlation with the ability (the point-biserial) and the median time, all computed by',
        'the database over every scored answer, so the time grows with the number of answers,',
        'not with the page.',
        '',
      ].join('\n'),
    );
    console.log(`wrote ${file}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
