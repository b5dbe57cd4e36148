/**
 * The console's question list on a 10,000-question bank (issue 23: "fast on 10,000 items").
 * bench/admin-questions/RESULTS.md.
 *
 *   node scripts/with-postgres.mjs node --import tsx bench/admin-questions/list-latency.ts [--write]
 *   node --import tsx bench/admin-questions/list-latency.ts --smoke   (PGlite in memory, 500 items)
 *
 * It migrates the database, seeds the shipped bank, tops the bank up to 10,000 questions in the
 * bank's lessons (90 % active, 7 % retired, 3 % drafts, each with its own last change), files
 * 300 open problem reports, makes one admin account, then sends GET /api/admin/questions through
 * the real app (app.inject: auth, role, validation, serialization) one request at a time: the
 * first page, a filtered page (one lesson, active, short answers), the second page of that
 * filter by its cursor, a text search and the reported questions (minReports=1). 20 warm-up and
 * 200 measured requests each; p50/p95/p99. Every answer is checked (200, a page, a total).
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ApiRoutes } from '@exam/contract';
import type { AdminQuestionPage } from '@exam/contract';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../apps/api/src/db/database';
import { migrateDatabase } from '../../apps/api/src/db/migrate';
import { openPglite } from '../../apps/api/src/db/pglite';
import { openPostgres } from '../../apps/api/src/db/postgres';
import { seedCities } from '../../apps/api/src/db/seed';
import { seedQuestionBank } from '../../apps/api/src/modules/bank/bank.service';
import { rowsOf, topUpQuestions } from '../support/seed-questions';
import { appOnDatabase } from '../support/in-process-app';
import { percentile } from '../support/percentile';
import { benchSessionSecret, seedStudents } from '../support/seed-students';

const smoke = process.argv.includes('--smoke');
const write = process.argv.includes('--write') && !smoke;
/** Questions in the bank after seeding (the smoke run adds 500 to the shipped bank instead). */
const TARGET = 10_000;
const REPORTS = smoke ? 20 : 300;
const WARM_UP = smoke ? 2 : 20;
const MEASURED = smoke ? 10 : 200;
const databaseUrl = process.env.DATABASE_URL;
if (!smoke && !databaseUrl) {
  console.error(
    'usage: node scripts/with-postgres.mjs node --import tsx bench/admin-questions/list-latency.ts [--write]\n' +
      '   or: node --import tsx bench/admin-questions/list-latency.ts --smoke',
  );
  process.exit(2);
}

const ms = (value: number) => value.toFixed(1);

async function main() {
  const handle: DatabaseHandle = smoke ? await openPglite() : openPostgres(databaseUrl as string);
  await migrateDatabase(handle);
  await seedCities(handle.db);
  await seedQuestionBank(handle.db);
  const sessionSecret = benchSessionSecret();
  const [admin] = await seedStudents(handle.db, { count: 1, sessionSecret, prefix: 'console' });
  if (!admin) throw new Error('no admin');
  await handle.db.execute(sql`update users set role = 'admin' where id = ${admin.userId}::uuid`);
  const total = await topUpQuestions(handle.db, {
    ...(smoke ? { add: 500 } : { target: TARGET }),
    reports: REPORTS,
    editorId: admin.userId,
  });
  const [lesson] = rowsOf<{ id: string }>(
    await handle.db.execute(sql`select id from lessons order by position limit 1`),
  );
  if (!lesson) throw new Error('no lesson');

  const app = await appOnDatabase(handle.db, sessionSecret, smoke ? undefined : databaseUrl);
  const get = async (query: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `${ApiRoutes.admin.questions}${query}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    if (response.statusCode !== 200) {
      throw new Error(`${query}: ${response.statusCode} ${response.body}`);
    }
    return response.json<AdminQuestionPage>();
  };

  const filtered = `?lessonId=${lesson.id}&status=active&type=short_answer`;
  const firstFiltered = await get(filtered);
  if (!firstFiltered.nextCursor) throw new Error('the filtered list has one page only');
  const cases: [string, string][] = [
    ['first page (no filter, 25 items)', ''],
    ['filtered page (lesson + active + short answer)', filtered],
    [
      'second page of that filter (cursor)',
      `${filtered}&cursor=${encodeURIComponent(firstFiltered.nextCursor)}`,
    ],
    ['text search ("find $x$ when $12")', `?text=${encodeURIComponent('find $x$ when $12')}`],
    ['reported questions (minReports=1)', '?minReports=1'],
  ];

  const loadBefore = loadavg()[0] ?? NaN;
  const lines: string[] = [];
  for (const [name, query] of cases) {
    const page = await get(query);
    if (page.items.length === 0 || page.total === 0) throw new Error(`${name}: empty page`);
    for (let i = 0; i < WARM_UP; i += 1) await get(query);
    const times: number[] = [];
    for (let i = 0; i < MEASURED; i += 1) {
      const start = performance.now();
      await get(query);
      times.push(performance.now() - start);
    }
    times.sort((x, y) => x - y);
    const line = `| ${name} | ${page.total} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(percentile(times, 99))} |`;
    lines.push(line);
    console.log(line);
  }
  await app.close();
  await handle.close();

  const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GB, load ${loadBefore.toFixed(2)} before the run`;
  console.log(`${smoke ? 'PGlite (smoke)' : 'PostgreSQL'}, ${total} questions; ${machine}`);
  if (write) {
    const file = fileURLToPath(new URL('./RESULTS.md', import.meta.url));
    await writeFile(
      file,
      [
        '# The console question list on 10,000 questions',
        '',
        'GET /api/admin/questions through app.inject (the real app: auth, role, validation,',
        `serialization), PostgreSQL 15, ${total} questions (the shipped bank topped up: 90 %`,
        `active, 7 % retired, 3 % drafts), ${REPORTS} open problem reports; ${WARM_UP} warm-up and`,
        `${MEASURED} measured requests per case, one at a time. ${machine}.`,
        '',
        '```',
        'node scripts/with-postgres.mjs node --import tsx bench/admin-questions/list-latency.ts --write',
        '```',
        '',
        '| Case | Matching | p50 ms | p95 ms | p99 ms |',
        '| --- | ---: | ---: | ---: | ---: |',
        ...lines,
        '',
        'Each page is one keyset query on questions_updated_at_id_idx (updated_at desc, id desc)',
        'with the open-report count per row, one count(*) with the same filters for `total`, and one',
        "recursive query for the page's `served` (answers over each item and its earlier versions).",
        'The text search is an ILIKE over the text (no trigram index: a sequential scan of the',
        'table, which at this size stays within the figures above).',
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
