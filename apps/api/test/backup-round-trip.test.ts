import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiRoutes } from '@exam/contract';
import type {
  CurrentExamResponse,
  ExamInProgress,
  ExamProgress,
  PracticeInProgress,
  PracticeProgress,
  TrialInProgress,
  TrialProgress,
} from '@exam/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { totalRows } from '../src/backup/backup-format';
import { readBackupFile } from '../src/backup/backup-reader';
import { restoreBackup } from '../src/backup/restore';
import {
  attemptInvariants,
  openEmptyDatabase,
  openSeededPglite,
  postgresServerUrl,
} from './helpers/backup';
import type { TestDatabase } from './helpers/database';
import { answer, startExam } from './helpers/exam';
import { tableContents } from './helpers/table-contents';
import type { TestApp } from './helpers/test-app';
import { createTestApp, TEST_XSRF_COOKIE, XSRF_TOKEN } from './helpers/test-app';
import { answerTrial, startTrial } from './helpers/trial';
import type { StudentAttempts } from './security/support/student-attempts';
import { createStudentsWithAttempts } from './security/support/student-attempts';

/**
 * Issue 16's proof: a database filled through the API (students, exams and trials running and
 * finished, practice sessions) is backed up through GET /api/admin/backup while students keep
 * answering, and restored into a brand-new PGlite and (with TEST_DATABASE_URL, the PostgreSQL
 * pass) a brand-new PostgreSQL database, whose every table is then compared with the source.
 * The source is the run's own database (PGlite, or PostgreSQL in the with-postgres pass); the
 * PostgreSQL pass also starts from a PGlite, the direction of `npm run db -- move-to-postgres`.
 */
const withPostgres = postgresServerUrl() !== undefined;
const sources: ('suite database' | 'pglite')[] = withPostgres
  ? ['suite database', 'pglite']
  : ['suite database'];
const targets: ('pglite' | 'postgres')[] = withPostgres ? ['pglite', 'postgres'] : ['pglite'];

const STUDENTS = 4;

/** One answer the API acknowledged, and when. */
interface Ack {
  kind: 'exam' | 'trial' | 'practice';
  attemptId: string;
  questionId: string;
  at: number;
}

/**
 * One student answering without pause (exam, trial and practice in turn, a new attempt when one
 * ends) until told to stop; every acknowledged answer goes into `acks`.
 */
async function keepAnswering(
  t: TestApp,
  student: StudentAttempts,
  stopped: () => boolean,
  acks: Ack[],
): Promise<void> {
  const token = student.user.token;
  let exam: ExamInProgress = student.exam.running;
  let trial: TrialInProgress = student.trial.running;
  let practice: PracticeInProgress = student.practice.running;
  while (!stopped()) {
    const afterExam: ExamProgress = await answer(t, token, exam);
    acks.push({
      kind: 'exam',
      attemptId: exam.examId,
      questionId: exam.question.id,
      at: performance.now(),
    });
    exam = afterExam.completed ? await startExam(t, token) : afterExam;

    const afterTrial: TrialProgress = await answerTrial(t, token, trial);
    acks.push({
      kind: 'trial',
      attemptId: trial.trialId,
      questionId: trial.question.id,
      at: performance.now(),
    });
    trial = afterTrial.completed ? await startTrial(t, token) : afterTrial;

    const next = await t.post(
      ApiRoutes.practice.nextQuestion,
      { practiceId: practice.practiceId, questionId: practice.question.id, answer: '0' },
      { token },
    );
    expect(next.statusCode, next.body).toBe(200);
    acks.push({
      kind: 'practice',
      attemptId: practice.practiceId,
      questionId: practice.question.id,
      at: performance.now(),
    });
    const progress = next.json<PracticeProgress>();
    if (progress.completed) {
      const started = await t.post(ApiRoutes.practice.start, { topic: exam.topic }, { token });
      expect(started.statusCode, started.body).toBe(200);
      practice = started.json<PracticeInProgress>();
    } else {
      practice = progress;
    }
  }
}

/** GET /api/admin/backup as the local administrator; the body is written to `file`. */
async function downloadBackup(t: TestApp, file: string): Promise<void> {
  const response = await t.get(ApiRoutes.admin.backup, { token: t.adminToken });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  await writeFile(file, response.rawPayload);
}

/** The answers a restored database holds, as `kind attempt question` keys. */
async function storedAnswers(target: TestDatabase): Promise<Set<string>> {
  const contents = await target.handle.db.execute(
    sql`
      select 'exam ' || exam_id || ' ' || question_id as key from exam_answers
      union all select 'trial ' || trial_id || ' ' || question_id from trial_answers
      union all select 'practice ' || session_id || ' ' || question_id from practice_answers`,
  );
  const rows = (Array.isArray(contents) ? contents : (contents as { rows: unknown[] }).rows) as {
    key: string;
  }[];
  return new Set(rows.map((row) => row.key));
}

describe.each(sources)('backup and restore, starting from %s', (source) => {
  let t: TestApp;
  let sourceDatabase: TestDatabase | undefined;
  let students: StudentAttempts[];
  let dir: string;

  beforeAll(async () => {
    sourceDatabase = source === 'pglite' ? await openSeededPglite() : undefined;
    t = await createTestApp(sourceDatabase ? { database: sourceDatabase } : {});
    students = await createStudentsWithAttempts(t, STUDENTS);
    // More history: a second finished exam and trial for half of them.
    for (const student of students.slice(0, STUDENTS / 2)) {
      let exam: ExamProgress = student.exam.running;
      for (let i = 0; i < 3 && !exam.completed; i += 1) {
        exam = await answer(t, student.user.token, exam, i % 2 === 0 ? 'correct' : 'wrong');
      }
      let trial: TrialProgress = student.trial.running;
      for (let i = 0; i < 3 && !trial.completed; i += 1) {
        trial = await answerTrial(t, student.user.token, trial);
      }
      if (!exam.completed) student.exam.running = exam;
      if (!trial.completed) student.trial.running = trial;
    }
    // Values that test the format's edges: every escape COPY and JSON know, non-BMP characters,
    // a jsonb holding JSON null beside an SQL NULL, text keys that sort differently by locale.
    await t.db.execute(sql`
      insert into figures (id, svg, alt, description) values
        (${'hostile\tkey \\ "quoted"'}, ${'<svg>\n\r\t\\N \\. \b\f\v</svg>'}, ${"é 𝛑 'single'"}, ${JSON.stringify({ k: 'a\tb\\c\n\u0001', n: null })}::jsonb),
        ('Zeta', '<svg/>', 'upper', 'null'::jsonb),
        ('alpha', '<svg/>', 'lower', null)`);
    dir = await mkdtemp(join(tmpdir(), 'exam-backup-round-trip-'));
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await sourceDatabase?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it('backs up while answers keep arriving: one consistent snapshot with every answer acknowledged before it', async () => {
    const acks: Ack[] = [];
    let stop = false;
    const traffic = Promise.all(
      students.map((student) => keepAnswering(t, student, () => stop, acks)),
    );
    const waitFor = async (count: number) => {
      while (acks.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    try {
      await waitFor(24);
      const requested = performance.now();
      const acknowledgedBefore = acks.filter((ack) => ack.at < requested);
      const file = join(dir, 'during-traffic.jsonl.gz');
      await downloadBackup(t, file);
      const finished = performance.now();
      const acksAtEnd = acks.length;
      await waitFor(acksAtEnd + 12);
      stop = true;
      await traffic;
      const during = acks.filter((ack) => ack.at >= requested && ack.at <= finished).length;
      console.log(
        `backup during traffic (${source}): ${acknowledgedBefore.length} answers before it, ${during} while it ran, ${acks.length - acksAtEnd} after it`,
      );

      const summary = await readBackupFile(file);
      expect(summary.manifest.source).toBe(t.database.handle.kind);
      for (const target of targets) {
        const restored = await openEmptyDatabase(target);
        try {
          const report = await restoreBackup(restored.handle, file);
          expect(report.replaced).toBe('nothing');
          expect(await attemptInvariants(restored.handle.db), target).toEqual([]);
          const stored = await storedAnswers(restored);
          const missing = acknowledgedBefore.filter(
            (ack) => !stored.has(`${ack.kind} ${ack.attemptId} ${ack.questionId}`),
          );
          expect(missing, `answers acknowledged before the backup, missing in ${target}`).toEqual(
            [],
          );
        } finally {
          await restored.dispose();
        }
      }
    } finally {
      stop = true;
      await traffic.catch(() => undefined);
    }
  }, 300_000);

  it.each(targets)(
    'restores into a brand-new %s database every row of every table, and the restored server goes on',
    async (target) => {
      const file = join(dir, `quiet-${target}.jsonl.gz`);
      await downloadBackup(t, file);
      const before = await tableContents(t.db);
      const restored = await openEmptyDatabase(target);
      try {
        const report = await restoreBackup(restored.handle, file);
        expect(report.trailer.rows).toBe(totalRows(report.manifest));
        const after = await tableContents(restored.handle.db);
        expect(Object.keys(after)).toEqual(Object.keys(before));
        for (const table of Object.keys(before)) {
          expect(after[table], `table ${table}`).toEqual(before[table]);
        }
        expect(before.users?.length).toBeGreaterThanOrEqual(STUDENTS);
        expect(before.exam_answers?.length).toBeGreaterThan(0);

        // The same server configuration (signing secret) on the restored database: signed-in
        // students stay signed in and their running exam goes on where it was.
        const app = await buildApp(t.config, {
          db: restored.handle.db,
          mailer: { send: () => Promise.resolve(), close: () => undefined },
          webDistDir: join(dir, 'no-web'),
        });
        try {
          const student = students[0] as StudentAttempts;
          const headers = { authorization: `Bearer ${student.user.token}` };
          const me = await app.inject({ method: 'GET', url: ApiRoutes.auth.me, headers });
          expect(me.statusCode, me.body).toBe(200);
          const current = await app.inject({
            method: 'GET',
            url: ApiRoutes.exam.current,
            headers,
          });
          const exam = current.json<CurrentExamResponse>().exam;
          const sourceCurrent = await t.get(ApiRoutes.exam.current, { token: student.user.token });
          expect(exam?.question.id).toBe(
            sourceCurrent.json<CurrentExamResponse>().exam?.question.id,
          );
          const next = await app.inject({
            method: 'POST',
            url: ApiRoutes.exam.nextQuestion,
            headers: { ...headers, 'x-xsrf-token': XSRF_TOKEN },
            cookies: { [TEST_XSRF_COOKIE]: XSRF_TOKEN },
            payload: {
              topic: exam?.topic,
              examId: exam?.examId,
              lessonId: exam?.lessonId,
              questionId: exam?.question.id,
              // An option's text for a multiple choice, a number for a short answer.
              selectedAnswer: exam?.question.options[0] ?? '0',
            },
          });
          expect(next.statusCode, next.body).toBe(200);
        } finally {
          await app.close();
        }
      } finally {
        await restored.dispose();
      }
    },
    180_000,
  );
});
