import { randomInt } from 'node:crypto';
import { createRng } from '@exam/cat';
import type {
  CheckAnswerBody,
  CheckAnswerResponse,
  PracticeAnsweredQuestion,
  PracticeCompleted,
  PracticeHistoryItem,
  PracticeInProgress,
  PracticeNextBody,
  PracticeProgress,
  PracticeSessionDetail,
  PracticeState,
  PracticeTopic,
  StartPracticeBody,
} from '@exam/contract';
import { ErrorCode, ExamMessages, PracticeMessages, TOPICS } from '@exam/contract';
import { groupByUnit } from '../bank/lesson-units';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { normaliseOption, timeSpentSeconds } from '../../lib/attempt-rules';
import { chosenOption, isSameAnswer, markAnswer } from '../bank/mark-answer';
import { oneDecimal } from '../../lib/one-decimal';
import { findQuestion } from '../bank/bank.repository';
import { recentQuestionsOf } from '../bank/recent-questions.service';
import {
  assertStudentAllowed,
  attemptStarts,
  countStudentEvent,
} from '../rate-limit/student-limits';
import { toQuestion, toServedQuestion } from '../bank/question-dto';
import type { PracticeItem } from './practice.choice';
import { chooseNextQuestion } from './practice.choice';
import type { QuestionRow } from '../bank/question-row';
import type { PracticeAnswerRow, PracticeSessionRow } from './practice.repository';
import {
  findFinishedExam,
  findSession,
  insertAnswer,
  insertSession,
  listAnswers,
  listAnswersWithQuestions,
  listAnsweredQuestionIds,
  listExamOutcomes,
  listHistory,
  listItems,
  listPracticeOutcomes,
  listResponses,
  listTemplateVariants,
  listLessonCounts,
  listTopicCounts,
  listTopicPool,
  lockSession,
  setAnswerTime,
  sumAnswerSeconds,
  updateSession,
} from './practice.repository';

export interface PracticeDeps {
  db: Database;
  clock: Clock;
}

type Topic = PracticeInProgress['topic'];

export const PRACTICE_TOPIC_MISMATCH = 'That attempt is on another topic.';

const sessionNotFound = () => new AppError(ErrorCode.NotFound, PracticeMessages.sessionNotFound);
const conflict = (code: ErrorCode, message: string) => new AppError(code, message);
const invalid = (message: string) => new AppError(ErrorCode.ValidationFailed, message);

/** Percent to one decimal; 0 when nothing was answered. */
export function percentOneDecimal(correct: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((correct / total) * 1000) / 10;
}

/**
 * A session's average time per question, the one figure the completion screen, the history and
 * the review show (docs/product.md §2.16-2.18): the server-measured seconds from each question
 * appearing to its answer being checked, summed over the checked answers and divided by their
 * number, one decimal; null when nothing was checked. Time spent reading an explanation, or
 * before pressing Finish, is not a question's time (the session's 'Total Time' carries it;
 * docs/decisions/035-one-practice-average-time.md).
 */
export function averageSecondsPerAnswer(totalSeconds: number, answered: number): number | null {
  return answered > 0 ? oneDecimal(totalSeconds / answered) : null;
}

function secondsBetween(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / 1000));
}

/** Whether `given` is the answer already locked in `row` (an MCQ index is read as its option). */
function sameAnswer(question: QuestionRow, row: PracticeAnswerRow, given: string): boolean {
  const text = question.type === 'MCQ' ? chosenOption(question, given, 'index') : given;
  return isSameAnswer(row.userAnswer, text);
}

function correctOf(question: QuestionRow): { text: string; index: number | null } {
  if (question.type !== 'MCQ') return { text: question.answer, index: null };
  const options = question.options ?? [];
  const index = options.findIndex(
    (option) => normaliseOption(option) === normaliseOption(question.answer),
  );
  return { text: index >= 0 ? (options[index] ?? question.answer) : question.answer, index };
}

function toCheck(
  question: QuestionRow,
  row: PracticeAnswerRow,
  session: PracticeSessionRow,
): CheckAnswerResponse {
  const correct = correctOf(question);
  return {
    isCorrect: row.isCorrect,
    correctAnswer: correct.text,
    correctOptionIndex: correct.index !== null && correct.index >= 0 ? correct.index : null,
    reason: row.reason,
    explanation: question.explanation,
    steps: question.steps ?? [],
    correctCount: session.correctCount,
    totalAnswered: session.totalAnswered,
  };
}

function toAnswered(
  row: PracticeAnswerRow,
  question: QuestionRow,
  lessonName: string,
): PracticeAnsweredQuestion {
  return {
    ...toQuestion(question),
    questionNumber: row.position,
    lessonName,
    userAnswer: row.userAnswer,
    correctAnswer: correctOf(question).text,
    isCorrect: row.isCorrect,
    reason: row.reason,
    explanation: question.explanation,
    steps: question.steps ?? [],
    timeSpent: oneDecimal(row.timeSpentSeconds),
  };
}

async function toCompleted(db: Database, session: PracticeSessionRow): Promise<PracticeCompleted> {
  const seconds = await sumAnswerSeconds(db, session.id);
  return {
    completed: true,
    practiceId: session.id,
    topic: session.topic as Topic,
    message: PracticeMessages.completed,
    totalCorrect: session.correctCount,
    totalAnswered: session.totalAnswered,
    timeElapsed: secondsBetween(session.startedAt, session.finishedAt ?? session.startedAt),
    result: { score: percentOneDecimal(session.correctCount, session.totalAnswered) },
    avgTimePerQuestion: averageSecondsPerAnswer(seconds, session.totalAnswered),
  };
}

async function toInProgress(
  db: Database,
  session: PracticeSessionRow,
  now: Date,
): Promise<PracticeInProgress> {
  const question = session.currentQuestionId
    ? await findQuestion(db, session.currentQuestionId)
    : undefined;
  if (!question) throw new Error(`running practice session ${session.id} has no question`);
  return {
    completed: false,
    practiceId: session.id,
    topic: session.topic as Topic,
    question: await toServedQuestion(db, question),
    questionNumber: session.questionNumber,
    correctCount: session.correctCount,
    totalAnswered: session.totalAnswered,
    timeElapsed: secondsBetween(session.startedAt, now),
  };
}

function toProgress(
  db: Database,
  session: PracticeSessionRow,
  now: Date,
): PracticeProgress | Promise<PracticeProgress> {
  return session.status === 'finished' ? toCompleted(db, session) : toInProgress(db, session, now);
}

/** The session's pool: its fixed queue, or the topic's active questions. */
function poolOf(db: Database, session: PracticeSessionRow): Promise<PracticeItem[]> {
  return session.queue ? listItems(db, session.queue) : listTopicPool(db, session.topic);
}

/** The next question of a session (null when its pool has no unserved question). */
async function chooseFor(
  db: Database,
  session: PracticeSessionRow,
  served: readonly string[],
  lastTemplateId: string | null,
): Promise<PracticeItem | null> {
  // One query at a time: inside a transaction on PGlite there is a single connection.
  const pool = await poolOf(db, session);
  const responses = await listResponses(db, session.userId, session.topic);
  const met = await recentQuestionsOf(db, session.userId, session.topic, session.id);
  return chooseNextQuestion({
    pool,
    served: new Set(served),
    lastTemplateId,
    responses,
    recent: met.lastAttempts,
    seed: session.seed,
    step: served.length,
  });
}

export async function listPracticeTopics(deps: PracticeDeps): Promise<PracticeTopic[]> {
  const [rows, lessonRows] = await Promise.all([
    listTopicCounts(deps.db),
    listLessonCounts(deps.db),
  ]);
  const known = new Set<string>(TOPICS);
  return rows
    .filter((row) => known.has(row.name))
    .map((row) => ({
      name: row.name as Topic,
      lessons: Number(row.lessons),
      questions: Number(row.questions),
      units: groupByUnit(lessonRows.filter((lesson) => lesson.topic === row.name)),
    }));
}

/**
 * The questions of a mistakes session: for each missed question of the attempt (in order), one
 * other active variant of its template, preferring variants the student has never answered,
 * never one of the attempt's own questions or one already planned.
 */
async function planMistakes(
  db: Database,
  userId: string,
  topic: string,
  outcomes: readonly { questionId: string; templateId: string | null; missed: boolean }[],
  seed: number,
): Promise<string[]> {
  const missed = outcomes.filter((row) => row.missed && row.templateId !== null);
  const templates = [...new Set(missed.map((row) => row.templateId as string))];
  const variants = await listTemplateVariants(db, topic, templates);
  const answered = await listAnsweredQuestionIds(db, userId);
  const attempt = new Set(outcomes.map((row) => row.questionId));
  const rng = createRng(seed);
  const planned: string[] = [];
  for (const row of missed) {
    const candidates = variants.filter(
      (item) =>
        item.templateId === row.templateId && !attempt.has(item.id) && !planned.includes(item.id),
    );
    const fresh = candidates.filter((item) => !answered.has(item.id));
    const choices = fresh.length > 0 ? fresh : candidates;
    const pick = choices[Math.floor(rng() * choices.length)];
    if (pick) planned.push(pick.id);
  }
  return planned;
}

/** Starts a session at its first question. */
export async function startPractice(
  deps: PracticeDeps,
  userId: string,
  body: StartPracticeBody,
): Promise<PracticeInProgress> {
  await assertStudentAllowed(deps, attemptStarts, userId);
  const started = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const seed = randomInt(0, 2 ** 31 - 1);
    let source: PracticeSessionRow['source'] = 'topic';
    let sourceId: string | null = null;
    let queue: string[] | null = null;
    if (body.fromExamId) {
      const exam = await findFinishedExam(tx, body.fromExamId, userId);
      if (!exam) throw new AppError(ErrorCode.NotFound, ExamMessages.examNotFound);
      if (exam.topic !== body.topic) throw invalid(PRACTICE_TOPIC_MISMATCH);
      source = 'exam-mistakes';
      sourceId = exam.id;
      queue = await planMistakes(tx, userId, body.topic, await listExamOutcomes(tx, exam.id), seed);
    } else if (body.fromPracticeId) {
      // A session left with 'Quit Practice' stays running on the server, and its review offers
      // 'Practise these mistakes' too: its answers are final once checked, so it is a source
      // like a finished one.
      const previous = await findSession(tx, body.fromPracticeId, userId);
      if (!previous) throw sessionNotFound();
      if (previous.topic !== body.topic) throw invalid(PRACTICE_TOPIC_MISMATCH);
      source = 'practice-mistakes';
      sourceId = previous.id;
      queue = await planMistakes(
        tx,
        userId,
        body.topic,
        await listPracticeOutcomes(tx, previous.id),
        seed,
      );
    }
    if (queue !== null && queue.length === 0) {
      throw new AppError(ErrorCode.NotEnoughQuestions, PracticeMessages.nothingToPractise);
    }
    const draft = {
      userId,
      topic: body.topic,
      source,
      sourceId,
      queue,
      seed,
      startedAt: now,
    };
    const first = await chooseFor(tx, { ...draft, queue } as PracticeSessionRow, [], null);
    if (!first) {
      throw new AppError(ErrorCode.NotEnoughQuestions, PracticeMessages.nothingToPractise);
    }
    const session = await insertSession(tx, {
      ...draft,
      currentQuestionId: first.id,
      currentServedAt: now,
      questionNumber: 1,
    });
    return toInProgress(tx, session, now);
  });
  await countStudentEvent(deps, attemptStarts, userId);
  return started;
}

/** Checks the current question's answer and locks it; a re-check with the same answer replays. */
export async function checkPracticeAnswer(
  deps: PracticeDeps,
  userId: string,
  body: CheckAnswerBody,
): Promise<CheckAnswerResponse> {
  return deps.db.transaction(async (tx) => {
    const session = await lockSession(tx, body.practiceId, userId);
    if (!session) throw sessionNotFound();
    const given = body.answer.trim();
    if (given === '') throw invalid(PracticeMessages.answerRequired);
    const answers = await listAnswers(tx, session.id);
    const locked = answers.find((row) => row.questionId === body.questionId);
    if (locked) {
      const question = await findQuestion(tx, locked.questionId);
      if (!question) throw new Error(`practice answer ${locked.id} lost its question`);
      if (!sameAnswer(question, locked, given)) {
        throw conflict(ErrorCode.AlreadyAnswered, PracticeMessages.answerLocked);
      }
      return toCheck(question, locked, session);
    }
    if (session.status === 'finished') {
      throw conflict(ErrorCode.NotCurrentQuestion, PracticeMessages.sessionFinished);
    }
    if (body.questionId !== session.currentQuestionId) {
      throw conflict(ErrorCode.NotCurrentQuestion, PracticeMessages.notCurrentQuestion);
    }
    const { question, row, updated } = await lockIn(tx, session, given, deps.clock.now());
    return toCheck(question, row, updated);
  });
}

/** Marks and stores the answer to the session's (unchecked) current question. */
async function lockIn(
  tx: Database,
  session: PracticeSessionRow,
  given: string,
  now: Date,
  client?: { startTime?: number | string | undefined; endTime?: number | string | undefined },
) {
  const question = session.currentQuestionId
    ? await findQuestion(tx, session.currentQuestionId)
    : undefined;
  if (!question) throw new Error(`practice session ${session.id} lost its question`);
  const marked = markAnswer(question, given, 'index');
  const servedAt = session.currentServedAt ?? session.startedAt;
  const row = await insertAnswer(tx, {
    sessionId: session.id,
    position: session.questionNumber,
    questionId: question.id,
    lessonId: question.lessonId,
    servedAt,
    checkedAt: now,
    userAnswer: marked.userAnswer,
    isCorrect: marked.isCorrect,
    reason: marked.reason,
    timeSpentSeconds: timeSpentSeconds(servedAt, now, client?.startTime, client?.endTime),
  });
  const updated = await updateSession(tx, session.id, {
    correctCount: session.correctCount + (marked.isCorrect ? 1 : 0),
    totalAnswered: session.totalAnswered + 1,
  });
  return { question, row, updated };
}

async function complete(tx: Database, session: PracticeSessionRow, now: Date) {
  return updateSession(tx, session.id, {
    status: 'finished',
    finishedAt: now,
    currentQuestionId: null,
    currentServedAt: null,
  });
}

/**
 * Checks the current question with `answer` if it is not checked yet, then serves the next
 * question or completes the session. One transaction holding the session row's lock: identical
 * concurrent sends advance once; a re-send for the question just left replays the state.
 */
export async function nextPracticeQuestion(
  deps: PracticeDeps,
  userId: string,
  body: PracticeNextBody,
): Promise<PracticeProgress> {
  return deps.db.transaction(async (tx) => {
    let session = await lockSession(tx, body.practiceId, userId);
    if (!session) throw sessionNotFound();
    const now = deps.clock.now();
    const given = body.answer.trim();
    const answers = await listAnswers(tx, session.id);
    const locked = answers.find((row) => row.questionId === body.questionId);

    if (session.status === 'finished' || body.questionId !== session.currentQuestionId) {
      if (locked) {
        const question = await findQuestion(tx, locked.questionId);
        if (!question) throw new Error(`practice answer ${locked.id} lost its question`);
        if (given !== '' && !sameAnswer(question, locked, given)) {
          throw conflict(ErrorCode.AlreadyAnswered, PracticeMessages.answerLocked);
        }
        return toProgress(tx, session, now);
      }
      if (session.status === 'finished') {
        throw conflict(ErrorCode.NotCurrentQuestion, PracticeMessages.sessionFinished);
      }
      throw conflict(ErrorCode.NotCurrentQuestion, PracticeMessages.notCurrentQuestion);
    }

    if (locked) {
      // Checked before (check-answer): the answer stays as locked; the client's times may
      // still replace the server's measure when they fit within it.
      const question = await findQuestion(tx, locked.questionId);
      if (!question) throw new Error(`practice answer ${locked.id} lost its question`);
      if (given !== '' && !sameAnswer(question, locked, given)) {
        throw conflict(ErrorCode.AlreadyAnswered, PracticeMessages.answerLocked);
      }
      const seconds = timeSpentSeconds(
        locked.servedAt,
        locked.checkedAt,
        body.startTime,
        body.endTime,
      );
      if (Math.abs(seconds - locked.timeSpentSeconds) > 1e-3) {
        await setAnswerTime(tx, locked.id, seconds);
      }
    } else {
      if (given === '') throw invalid(PracticeMessages.answerRequired);
      const result = await lockIn(tx, session, given, now, body);
      session = result.updated;
      answers.push(result.row);
    }

    const current = session.currentQuestionId as string;
    const currentQuestion = await findQuestion(tx, current);
    const served = answers.map((row) => row.questionId);
    if (!served.includes(current)) served.push(current);
    const next = await chooseFor(tx, session, served, currentQuestion?.templateId ?? null);
    if (!next) return toCompleted(tx, await complete(tx, session, now));
    session = await updateSession(tx, session.id, {
      currentQuestionId: next.id,
      currentServedAt: now,
      questionNumber: session.questionNumber + 1,
    });
    return toInProgress(tx, session, now);
  });
}

/** Ends a session as it stands: an unchecked current question is dropped. Idempotent. */
export async function finishPractice(
  deps: PracticeDeps,
  userId: string,
  practiceId: string,
): Promise<PracticeCompleted> {
  return deps.db.transaction(async (tx) => {
    const session = await lockSession(tx, practiceId, userId);
    if (!session) throw sessionNotFound();
    if (session.status === 'finished') return toCompleted(tx, session);
    return toCompleted(tx, await complete(tx, session, deps.clock.now()));
  });
}

async function answeredOf(db: Database, sessionId: string) {
  const rows = await listAnswersWithQuestions(db, sessionId);
  return rows.map((row) => ({
    row,
    answered: toAnswered(row.answer, row.question, row.lessonName),
  }));
}

/** Resume: the progress, the answered questions and the current question's check if any. */
export async function getPracticeState(
  deps: PracticeDeps,
  userId: string,
  practiceId: string,
): Promise<PracticeState> {
  const session = await findSession(deps.db, practiceId, userId);
  if (!session) throw sessionNotFound();
  const answered = await answeredOf(deps.db, session.id);
  const current =
    session.status === 'running'
      ? answered.find(({ row }) => row.answer.questionId === session.currentQuestionId)
      : undefined;
  return {
    progress: await toProgress(deps.db, session, deps.clock.now()),
    answered: answered.map(({ answered: item }) => item),
    currentCheck: current ? toCheck(current.row.question, current.row.answer, session) : null,
  };
}

export async function getPracticeHistory(
  deps: PracticeDeps,
  userId: string,
): Promise<PracticeHistoryItem[]> {
  const rows = await listHistory(deps.db, userId);
  return rows.map(({ session, seconds }) => ({
    id: session.id,
    topic: session.topic as Topic,
    date: session.startedAt.toISOString(),
    score: percentOneDecimal(session.correctCount, session.totalAnswered),
    correctCount: session.correctCount,
    totalAnswered: session.totalAnswered,
    avgTimePerQuestion: averageSecondsPerAnswer(Number(seconds), session.totalAnswered),
    completed: session.status === 'finished',
  }));
}

export async function getPracticeSession(
  deps: PracticeDeps,
  userId: string,
  practiceId: string,
): Promise<PracticeSessionDetail> {
  const session = await findSession(deps.db, practiceId, userId);
  if (!session) throw sessionNotFound();
  const answered = await answeredOf(deps.db, session.id);
  return {
    id: session.id,
    topic: session.topic as Topic,
    date: session.startedAt.toISOString(),
    score: percentOneDecimal(session.correctCount, session.totalAnswered),
    correctCount: session.correctCount,
    totalAnswered: session.totalAnswered,
    completed: session.status === 'finished',
    avgTimePerQuestion: averageSecondsPerAnswer(
      answered.reduce((sum, { row }) => sum + row.answer.timeSpentSeconds, 0),
      session.totalAnswered,
    ),
    questions: answered.map(({ answered: item }) => item),
  };
}
