import { asc } from 'drizzle-orm';
import type { Database } from '../../../src/db/database';
import { examAnswers, exams, questions, trialAnswers, trials } from '../../../src/db/schema';
import { clampUnit, normaliseOption } from '../../../src/lib/attempt-rules';
import { markAnswer } from '../../../src/modules/bank/mark-answer';
import { ExamEngines } from '../../../src/modules/exam/exam.engine';
import type { AttemptEntry, AttemptKind, Ledger } from './ledger';

/** A stored answer row, the same for exams and trials. */
interface StoredAnswer {
  attemptId: string;
  position: number;
  questionId: string;
  userAnswer: string;
  isCorrect: boolean;
  scored: boolean;
}

/** A stored attempt row with what the checks need. */
interface StoredAttempt {
  kind: AttemptKind;
  id: string;
  status: string;
  stopReason: string | null;
  startedAt: Date;
  deadline: Date;
  finishedAt: Date | null;
  timerExpired: boolean;
  correctAnswers: number;
  /** Exams: the stored domain score and report counts. */
  exam?: { topic: string; seed: number; performance: number; totalQuestions: number };
  /** Trials: the form's length (the denominator of the score). */
  formLength?: number;
}

export interface DatabaseFigures {
  exams: number;
  trials: number;
  answerRows: number;
  /** Attempts the students never heard of: a start re-sent after its reply was lost. */
  unseenReplaced: number;
  /**
   * Answers whose reply (the result) came after the deadline and its grace and which the clock
   * closed unscored: the server was down past the grace (not acknowledged, not lost).
   */
  closedByTime: number;
}

/** Stored reals are float4: compare at that precision. */
const sameReal = (a: number, b: number) => Math.fround(a) === Math.fround(b);

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row)) ?? [];
    list.push(row);
    groups.set(key(row), list);
  }
  return groups;
}

async function readAttempts(db: Database): Promise<StoredAttempt[]> {
  const examRows = await db.select().from(exams);
  const trialRows = await db.select().from(trials);
  return [
    ...examRows.map((row): StoredAttempt => ({
      kind: 'exam',
      id: row.id,
      status: row.status,
      stopReason: row.stopReason,
      startedAt: row.startedAt,
      deadline: row.deadline,
      finishedAt: row.finishedAt,
      timerExpired: row.timerExpired,
      correctAnswers: row.correctAnswers,
      exam: {
        topic: row.topic,
        seed: row.seed,
        performance: row.performance,
        totalQuestions: row.totalQuestions,
      },
    })),
    ...trialRows.map((row): StoredAttempt => ({
      kind: 'trial',
      id: row.id,
      status: row.status,
      stopReason: row.stopReason,
      startedAt: row.startedAt,
      deadline: row.deadline,
      finishedAt: row.finishedAt,
      timerExpired: row.timerExpired,
      correctAnswers: row.correctAnswers,
      formLength: row.questionIds.length,
    })),
  ];
}

async function readAnswers(db: Database): Promise<StoredAnswer[]> {
  const examRows = await db.select().from(examAnswers).orderBy(asc(examAnswers.position));
  const trialRows = await db.select().from(trialAnswers).orderBy(asc(trialAnswers.position));
  return [
    ...examRows.map((row) => ({ ...row, attemptId: row.examId })),
    ...trialRows.map((row) => ({ ...row, attemptId: row.trialId })),
  ];
}

/**
 * Holds the database to the ledger, after the server stopped:
 * - every attempt finished, its deadline the one first shown, `duration` after its start;
 * - its answer rows at positions 1..n, each question once (nothing duplicated);
 * - every acknowledged answer stored at its position with the same question and text (nothing
 *   lost or changed), and no row that was not acknowledged except the unanswered question a
 *   time-out closes;
 * - every mark equal to the answer checker's, and the score equal to a recomputation: trials
 *   count their correct scored answers; exams rebuild the engine session from the seed and the
 *   scored answers and take its domain score, as the report did;
 * - the score equal to the one the student was shown (so it was finalised once);
 * - attempts the students never saw are starts re-sent after a lost answer: replaced, empty.
 */
export async function verifyDatabase(
  db: Database,
  ledger: Ledger,
  durations: { exam: number; trial: number },
): Promise<{ problems: string[]; figures: DatabaseFigures }> {
  const problems: string[] = [];
  const attempts = await readAttempts(db);
  const answers = groupBy(await readAnswers(db), (row) => row.attemptId);
  const questionRows = new Map((await db.select().from(questions)).map((row) => [row.id, row]));
  const engines = new ExamEngines(db);
  let unseenReplaced = 0;
  let closedByTime = 0;

  for (const attempt of attempts) {
    const label = `${attempt.kind} ${attempt.id}`;
    const rows = answers.get(attempt.id) ?? [];
    const seen = ledger.attempts.get(attempt.id);
    if (attempt.status !== 'finished' || !attempt.finishedAt) {
      problems.push(`${label}: not finished (${attempt.status})`);
    }
    if (!seen) {
      // A start whose reply was lost, re-sent: the re-send ends it as replaced, or by time (with
      // its first question closed unanswered) when it comes after the deadline and grace.
      const untouched = rows.every((row) => !row.scored && row.userAnswer === '');
      if (['replaced', 'time'].includes(attempt.stopReason ?? '') && untouched) unseenReplaced += 1;
      else
        problems.push(
          `${label}: unknown to its student, ended '${attempt.stopReason}' with ${rows.length} answers`,
        );
      continue;
    }
    const duration = attempt.kind === 'exam' ? durations.exam : durations.trial;
    if (attempt.deadline.toISOString() !== seen.firstDeadline) {
      problems.push(
        `${label}: deadline ${attempt.deadline.toISOString()}, first shown ${seen.firstDeadline}`,
      );
    }
    if (attempt.deadline.getTime() - attempt.startedAt.getTime() !== duration * 1000) {
      problems.push(`${label}: deadline is not ${duration} s after the start`);
    }
    problems.push(...checkRows(label, attempt.deadline, rows, seen, questionRows));
    closedByTime += seen.answers.filter(
      (acked) =>
        acked.mayBeClosedByTime &&
        rows.some((row) => row.position === acked.position && !row.scored),
    ).length;

    const scored = rows.filter((row) => row.scored);
    const correct = scored.filter((row) => row.isCorrect).length;
    if (attempt.correctAnswers !== correct) {
      problems.push(`${label}: ${attempt.correctAnswers} correct stored, ${correct} recounted`);
    }
    let performance: number;
    if (attempt.exam) {
      const bank = await engines.get(attempt.exam.topic);
      const known = new Set(bank.engine.items().map((item) => item.id));
      const session = bank.engine.restoreSession({
        seed: attempt.exam.seed,
        history: scored
          .filter((row) => known.has(row.questionId))
          .map((row) => ({ itemId: row.questionId, correct: row.isCorrect })),
      });
      const expected = scored.length === 0 ? 0 : clampUnit(session.domainScore());
      performance = attempt.exam.performance;
      if (!sameReal(performance, expected)) {
        problems.push(`${label}: performance ${performance} stored, ${expected} recomputed`);
      }
      if (attempt.exam.totalQuestions !== rows.length) {
        problems.push(
          `${label}: ${attempt.exam.totalQuestions} questions stored, ${rows.length} rows`,
        );
      }
    } else {
      performance = Math.min(1, correct / Math.max(1, attempt.formLength ?? 0));
    }
    problems.push(...checkShownResult(label, attempt, performance, seen));
  }
  for (const seen of ledger.attempts.values()) {
    if (!attempts.some((attempt) => attempt.id === seen.id)) {
      problems.push(
        `${seen.kind} ${seen.id}: shown to student ${seen.student}, not in the database`,
      );
    }
  }
  return {
    problems,
    figures: {
      exams: attempts.filter((attempt) => attempt.kind === 'exam').length,
      trials: attempts.filter((attempt) => attempt.kind === 'trial').length,
      answerRows: [...answers.values()].reduce((sum, rows) => sum + rows.length, 0),
      unseenReplaced,
      closedByTime,
    },
  };
}

/** Positions, duplicates, acknowledged answers and marks of one attempt's rows. */
function checkRows(
  label: string,
  deadline: Date,
  rows: readonly StoredAnswer[],
  seen: AttemptEntry,
  questionRows: ReadonlyMap<string, typeof questions.$inferSelect>,
): string[] {
  const problems: string[] = [];
  if (new Set(rows.map((row) => row.questionId)).size !== rows.length) {
    problems.push(`${label}: a question is stored twice`);
  }
  rows.forEach((row, index) => {
    if (row.position !== index + 1) {
      problems.push(`${label}: row ${index + 1} has position ${row.position}`);
    }
  });
  for (const acked of seen.answers) {
    const row = rows.find((candidate) => candidate.position === acked.position);
    // Closed by the clock while the server was down: unscored, empty or as sent.
    const closed = acked.mayBeClosedByTime && row && !row.scored;
    if (!row) {
      problems.push(`${label}: acknowledged answer to question ${acked.position} is lost`);
    } else if (!row.scored && !acked.mayBeClosedByTime) {
      problems.push(`${label}: acknowledged answer to question ${acked.position} is not scored`);
    } else if (
      row.questionId !== acked.questionId ||
      (!(closed && row.userAnswer === '') &&
        normaliseOption(row.userAnswer) !== normaliseOption(acked.answer))
    ) {
      const sent = (acked.firstSentAt - deadline.getTime()) / 1000;
      problems.push(
        `${label}: question ${acked.position} stored as ${row.questionId} '${row.userAnswer}' (scored ${row.scored}), acknowledged as ${acked.questionId} '${acked.answer}' (first sent ${sent.toFixed(1)} s after the deadline${acked.resent ? ', re-sent' : ''})`,
      );
    }
  }
  const acknowledged = new Set(seen.answers.map((acked) => acked.position));
  for (const row of rows) {
    if (!row.scored && row.position !== rows.length) {
      problems.push(`${label}: question ${row.position} is unscored but not the last`);
    }
    const closedByTime = !row.scored && row.userAnswer === '' && row.position === rows.length;
    if (!acknowledged.has(row.position) && !closedByTime) {
      problems.push(
        `${label}: question ${row.position} stored '${row.userAnswer}' without an acknowledgement`,
      );
    }
    const question = questionRows.get(row.questionId);
    if (!question) {
      problems.push(`${label}: question ${row.questionId} is not in the bank`);
      continue;
    }
    const expected = row.scored ? markAnswer(question, row.userAnswer, 'text').isCorrect : false;
    if (row.isCorrect !== expected) {
      problems.push(
        `${label}: question ${row.position} marked ${row.isCorrect}, the checker says ${expected}`,
      );
    }
  }
  return problems;
}

/** The stored score against the first result the student was shown. */
function checkShownResult(
  label: string,
  attempt: StoredAttempt,
  performance: number,
  seen: AttemptEntry,
): string[] {
  const shown = seen.result;
  if (!shown) return [`${label}: its student never saw it finish`];
  const problems: string[] = [];
  if (!sameReal(shown.performance, performance)) {
    problems.push(`${label}: shown performance ${shown.performance}, stored ${performance}`);
  }
  if (shown.correctAnswers !== attempt.correctAnswers) {
    problems.push(
      `${label}: shown ${shown.correctAnswers} correct, stored ${attempt.correctAnswers}`,
    );
  }
  if (shown.timerExpired !== attempt.timerExpired) {
    problems.push(
      `${label}: shown timerExpired ${shown.timerExpired}, stored ${attempt.timerExpired}`,
    );
  }
  return problems;
}
