/**
 * What must hold after a run, whichever process served each request (issue 10, item 3):
 *
 * - in the database: every acknowledged answer stored exactly once, at the position the student
 *   saw, with the answer given; no question twice in one exam; every deadline = start + the exam
 *   duration and equal to what the student saw; no exam the students did not start;
 * - through the API: every API process, asked directly, reports the same state of an exam (the
 *   question on screen, its number and the deadline) as the student last saw;
 * - the per-account sign-in back-off is one counter for all processes.
 */
import type { Pool } from 'pg';
import { ApiRoutes, ExamProgressSchema } from '@exam/contract';
import type { Target } from './http-client';
import type { ExamRecord } from './student';

/** The same answer as stored (MCQ answers are stored as the option's text). */
const normalised = (text: string) => text.trim().replace(/\s+/g, ' ');

interface StoredExam {
  id: string;
  user_id: string;
  status: string;
  started_at: Date;
  deadline: Date;
  question_number: number;
  current_question_id: string | null;
}

interface StoredAnswer {
  exam_id: string;
  position: number;
  question_id: string;
  user_answer: string;
}

/** Database checks of every exam in `records`; returns the problems found (empty = consistent). */
export async function verifyDatabase(
  pool: Pool,
  records: readonly ExamRecord[],
  examDurationSeconds: number,
): Promise<string[]> {
  const problems: string[] = [];
  const ids = records.map((record) => record.examId);
  const users = [...new Set(records.map((record) => record.userId))];
  const exams = new Map(
    (
      await pool.query<StoredExam>(
        `select id, user_id, status, started_at, deadline, question_number, current_question_id
         from exams where user_id = any($1::uuid[])`,
        [users],
      )
    ).rows.map((row) => [row.id, row]),
  );
  const answers = new Map<string, StoredAnswer[]>();
  for (const row of (
    await pool.query<StoredAnswer>(
      `select exam_id, position, question_id, user_answer from exam_answers
       where exam_id = any($1::uuid[]) order by exam_id, position`,
      [ids],
    )
  ).rows) {
    const list = answers.get(row.exam_id) ?? [];
    list.push(row);
    answers.set(row.exam_id, list);
  }
  if (exams.size !== records.length) {
    problems.push(`the students started ${records.length} exams; the database holds ${exams.size}`);
  }
  for (const record of records) {
    const exam = exams.get(record.examId);
    if (!exam) {
      problems.push(`exam ${record.examId} (student ${record.student}) is not in the database`);
      continue;
    }
    const where = `exam ${record.examId} (student ${record.student})`;
    if (exam.deadline.toISOString() !== record.deadline) {
      problems.push(
        `${where}: stored deadline ${exam.deadline.toISOString()}, seen ${record.deadline}`,
      );
    }
    if (exam.deadline.getTime() - exam.started_at.getTime() !== examDurationSeconds * 1000) {
      problems.push(`${where}: deadline is not start + ${examDurationSeconds} s`);
    }
    const stored = answers.get(record.examId) ?? [];
    if (stored.length !== record.acked.length) {
      problems.push(
        `${where}: ${record.acked.length} answers acknowledged, ${stored.length} stored`,
      );
    }
    for (const acked of record.acked) {
      const atPosition = stored.filter((row) => row.position === acked.position);
      const row = atPosition[0];
      if (atPosition.length !== 1 || !row) {
        problems.push(
          `${where}: ${atPosition.length} stored answers at position ${acked.position}`,
        );
      } else if (row.question_id !== acked.questionId) {
        problems.push(`${where}: position ${acked.position} holds another question`);
      } else if (normalised(row.user_answer) !== normalised(acked.answer)) {
        problems.push(
          `${where}: position ${acked.position} stored "${row.user_answer}", sent "${acked.answer}"`,
        );
      }
    }
    const questions = stored.map((row) => row.question_id);
    if (exam.current_question_id) questions.push(exam.current_question_id);
    if (new Set(questions).size !== questions.length) {
      problems.push(`${where}: a question was served twice`);
    }
    if (record.last.completed) {
      if (exam.status !== 'finished')
        problems.push(`${where}: seen finished, stored ${exam.status}`);
    } else if (
      exam.status !== 'running' ||
      exam.question_number !== record.last.questionNumber ||
      exam.current_question_id !== record.last.questionId
    ) {
      problems.push(
        `${where}: seen at question ${record.last.questionNumber}, stored ${exam.status} at ${exam.question_number}`,
      );
    }
  }
  return problems;
}

/**
 * Asks every API process directly for the state of each exam in `records` (with its student's
 * token) and compares the answers with each other and with what the student last saw.
 */
export async function verifyThroughEveryProcess(
  processes: readonly Target[],
  records: readonly ExamRecord[],
  tokenOf: (student: number) => string,
): Promise<string[]> {
  const problems: string[] = [];
  const check = async (record: ExamRecord) => {
    const path = ApiRoutes.exam.state.replace(':id', record.examId);
    const seen: string[] = [];
    for (const target of processes) {
      const reply = await target.send('GET', path, { token: tokenOf(record.student) });
      const parsed = ExamProgressSchema.safeParse(reply.body);
      if (reply.status !== 200 || !parsed.success) {
        problems.push(`GET ${path} on port ${target.port} -> ${reply.status}`);
        return;
      }
      const state = parsed.data;
      seen.push(
        state.completed
          ? 'finished'
          : `question ${state.questionNumber} ${state.question.id} deadline ${state.deadline}`,
      );
    }
    const expected = record.last.completed
      ? 'finished'
      : `question ${record.last.questionNumber} ${record.last.questionId} deadline ${record.deadline}`;
    seen.forEach((state, i) => {
      if (state !== expected) {
        problems.push(
          `exam ${record.examId} on port ${processes[i]?.port}: "${state}", the student saw "${expected}"`,
        );
      }
    });
  };
  // A few at a time: this is a check, not more load.
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < records.length; i = next++) await check(records[i] as ExamRecord);
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return problems;
}

export interface LoginProbe {
  /** Wrong-password answers (401) before the first refusal (429). */
  failuresBeforeRefusal: number;
  retryAfter: string | undefined;
  statuses: number[];
}

/**
 * Wrong-password sign-ins for one account, one after the other, until the first 429 (at most
 * `maxAttempts`). Behind nginx they go round-robin over the processes: a limit kept in each
 * process's memory would let through (processes x limit) failures.
 */
export async function probeLoginLimit(
  target: Target,
  email: string,
  maxAttempts = 40,
): Promise<LoginProbe> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
    const reply = await target.send('POST', ApiRoutes.auth.login, {
      body: { email, password: 'Wrong#Password-2026' },
      student: -1,
    });
    statuses.push(reply.status);
    if (reply.status === 429) {
      return {
        failuresBeforeRefusal: statuses.filter((status) => status === 401).length,
        retryAfter: reply.retryAfter,
        statuses,
      };
    }
  }
  return { failuresBeforeRefusal: statuses.length, retryAfter: undefined, statuses };
}

/** How many students were served by 1, 2, 3, ... different processes, from nginx's access log. */
export function upstreamSpread(accessLog: string): {
  studentsByProcessCount: Record<number, number>;
  requestsByUpstream: Record<string, number>;
  loginProbeUpstreams: string[];
} {
  const byStudent = new Map<string, Set<string>>();
  const requestsByUpstream: Record<string, number> = {};
  const loginProbeUpstreams: string[] = [];
  for (const line of accessLog.split('\n')) {
    const upstream = /upstream=(\S+)/.exec(line)?.[1];
    const student = /student=(\S+)/.exec(line)?.[1];
    if (!upstream || !student || student === '-') continue;
    if (student === '-1') {
      loginProbeUpstreams.push(upstream);
      continue;
    }
    requestsByUpstream[upstream] = (requestsByUpstream[upstream] ?? 0) + 1;
    const set = byStudent.get(student) ?? new Set<string>();
    set.add(upstream);
    byStudent.set(student, set);
  }
  const studentsByProcessCount: Record<number, number> = {};
  for (const set of byStudent.values()) {
    studentsByProcessCount[set.size] = (studentsByProcessCount[set.size] ?? 0) + 1;
  }
  return { studentsByProcessCount, requestsByUpstream, loginProbeUpstreams };
}
