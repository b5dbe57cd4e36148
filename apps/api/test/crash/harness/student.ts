import type { Rng } from '@exam/cat';
import {
  ANSWER_GRACE_SECONDS,
  ApiRoutes,
  AuthResponseSchema,
  ExamInProgressSchema,
  ExamProgressSchema,
  TOPICS,
  TrialInProgressSchema,
  TrialProgressSchema,
} from '@exam/contract';
import type { ExamInProgress, ExamResult, TrialInProgress, TrialResult } from '@exam/contract';
import type { z } from 'zod';
import type { BankItem } from './answering';
import { chooseAnswer } from './answering';
import type { HttpAnswer } from './http';
import type { AckedAnswer, AttemptEntry, Ledger } from './ledger';
import type { RetryingClient } from './traffic';

export const STUDENT_PASSWORD = 'Crash#Restart2026';
export const STUDENT_CITY = 'Cairo';
export const STUDENT_SCHOOL = 'Crash Test School';
const TOPIC = TOPICS[0];

/** What a student sees of a served question, in an exam or a trial. */
interface ShownQuestion {
  completed: false;
  question: { id: string };
  questionNumber: number;
  deadline: string;
  timerExpired: boolean;
}

/** What an exam's or a trial's result says (the ledger's record of it). */
interface AttemptResult {
  completed: true;
  performance: number;
  correctAnswers: number;
  totalQuestions: number;
  timerExpired: boolean;
}

/** How an exam and a trial differ over the API: routes, contract schemas and the answer body. */
interface AttemptFlow<Shown extends ShownQuestion, Result extends AttemptResult> {
  kind: 'exam' | 'trial';
  generateRoute: string;
  nextRoute: string;
  startSchema: z.ZodType<Shown>;
  progressSchema: z.ZodType<Shown | Result>;
  idOf(progress: Shown | Result): string;
  answerBody(current: Shown, given: string): unknown;
}

const examFlow: AttemptFlow<ExamInProgress, ExamResult> = {
  kind: 'exam',
  generateRoute: ApiRoutes.exam.generate,
  nextRoute: ApiRoutes.exam.nextQuestion,
  startSchema: ExamInProgressSchema,
  progressSchema: ExamProgressSchema,
  idOf: (progress) => progress.examId,
  answerBody: (current, given) => ({
    topic: TOPIC,
    examId: current.examId,
    lessonId: current.lessonId,
    questionId: current.question.id,
    selectedAnswer: given,
  }),
};

const trialFlow: AttemptFlow<TrialInProgress, TrialResult> = {
  kind: 'trial',
  generateRoute: ApiRoutes.trial.generate,
  nextRoute: ApiRoutes.trial.nextQuestion,
  startSchema: TrialInProgressSchema,
  progressSchema: TrialProgressSchema,
  idOf: (progress) => progress.trialId,
  answerBody: (current, given) => ({
    trialId: current.trialId,
    questionId: current.question.id,
    selectedAnswer: given,
  }),
};

export interface StudentSetup {
  index: number;
  email: string;
  /** True ability: answers are right with the 3PL probability at it. */
  theta: number;
  rng: Rng;
  client: RetryingClient;
  bank: ReadonlyMap<string, BankItem>;
  ledger: Ledger;
  /** True once the chaos is over: the student then finishes and leaves. */
  chaosOver: () => boolean;
}

/**
 * True when a reply ended the attempt by time and arrived after the deadline and its grace: the
 * server may then have finalised the attempt before it saw the answer (the server and this
 * process share a clock). A reply received earlier means the answer was taken and scored.
 */
function closedByTimePossible(
  attempt: AttemptEntry,
  next: { completed: boolean; timerExpired: boolean },
  reply: HttpAnswer,
): boolean {
  if (!next.completed || !next.timerExpired) return false;
  const cutoff = Date.parse(attempt.firstDeadline) + ANSWER_GRACE_SECONDS * 1000;
  return performance.timeOrigin + reply.receivedAt > cutoff;
}

/** A refusal the protocol does not allow: the student cannot go on. */
class Unexpected extends Error {}

/**
 * One simulated student over real HTTP: signs up, then takes exams and trials in turn, answering
 * every question, re-sending the same request until it is acknowledged. From its first start
 * until it leaves it is always inside an attempt (the next one starts in the same tick as the
 * previous one ends), and it leaves only after the chaos is over and it has finished at least
 * one exam and one trial.
 */
export class SimulatedStudent {
  token = '';
  /** Inside an attempt from the first start to the end (what "mid-attempt" counts). */
  midAttempt = false;
  /** The first attempt was acknowledged: the chaos may begin. */
  started = false;
  done = false;
  examsFinished = 0;
  trialsFinished = 0;
  answersAcked = 0;
  answersResent = 0;

  constructor(private readonly s: StudentSetup) {}

  private fail(message: string): never {
    const full = `student ${this.s.index}: ${message}`;
    this.s.ledger.problem(full);
    throw new Unexpected(full);
  }

  private parsed<T extends z.ZodType>(answer: HttpAnswer, schema: T): z.output<T> {
    const result = schema.safeParse(answer.body);
    if (!result.success) {
      this.fail(
        `${answer.method} ${answer.path} answered a body off the contract: ${result.error.message}`,
      );
    }
    return result.data;
  }

  private expectStatus(answer: HttpAnswer, status: number): void {
    if (answer.status !== status) {
      this.fail(
        `${answer.method} ${answer.path} -> ${answer.status} ${JSON.stringify(answer.body)}`,
      );
    }
  }

  /**
   * Registration; when an earlier send of it got no answer, it may have succeeded, and then the
   * re-send is refused as a taken e-mail: the student signs in instead.
   */
  async signUp(): Promise<void> {
    const { answer, retried } = await this.s.client.request('POST', ApiRoutes.auth.register, {
      body: {
        username: `Crash Student ${this.s.index}`,
        email: this.s.email,
        password: STUDENT_PASSWORD,
        city: STUDENT_CITY,
        school: STUDENT_SCHOOL,
      },
    });
    if (answer.status === 409 && retried) {
      const login = await this.s.client.request('POST', ApiRoutes.auth.login, {
        body: { email: this.s.email, password: STUDENT_PASSWORD },
      });
      this.expectStatus(login.answer, 200);
      this.token = this.parsed(login.answer, AuthResponseSchema).token;
      return;
    }
    this.expectStatus(answer, 201);
    this.token = this.parsed(answer, AuthResponseSchema).token;
  }

  /** Exams and trials in turn until the chaos is over and both kinds were finished. */
  async run(): Promise<void> {
    let kind: 'exam' | 'trial' = this.s.index % 2 === 0 ? 'exam' : 'trial';
    this.midAttempt = true;
    try {
      for (;;) {
        if (kind === 'exam') await this.takeExam();
        else await this.takeTrial();
        if (this.s.chaosOver() && this.examsFinished > 0 && this.trialsFinished > 0) break;
        kind = kind === 'exam' ? 'trial' : 'exam';
      }
    } finally {
      this.midAttempt = false;
      this.done = true;
    }
  }

  /**
   * A second or two per question: enough load to keep the server busy at every kill (there is
   * almost always a transaction in flight) without saturating a shared two-core machine.
   */
  private think(): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, 500 + this.s.rng() * 1500));
  }

  private item(questionId: string): BankItem {
    const item = this.s.bank.get(questionId);
    if (!item) this.fail(`was served question ${questionId}, which is not in the bank`);
    return item;
  }

  private takeExam(): Promise<void> {
    return this.takeAttempt(examFlow);
  }

  private takeTrial(): Promise<void> {
    return this.takeAttempt(trialFlow);
  }

  /** One timed attempt from generate to its result, every answer acknowledged in the ledger. */
  private async takeAttempt<Shown extends ShownQuestion, Result extends AttemptResult>(
    flow: AttemptFlow<Shown, Result>,
  ): Promise<void> {
    const { client, ledger, index, theta, rng } = this.s;
    const generated = await client.request('POST', flow.generateRoute, {
      token: this.token,
      body: { topic: TOPIC },
    });
    this.expectStatus(generated.answer, 200);
    let state: Shown | Result = this.parsed(generated.answer, flow.startSchema);
    const attemptId = flow.idOf(state);
    const attempt = ledger.sawAttempt(flow.kind, attemptId, index, state.deadline);
    this.started = true;
    while (!state.completed) {
      const current: Shown = state;
      const given = chooseAnswer(this.item(current.question.id), theta, rng);
      await this.think();
      const firstSentAt = Date.now();
      const sent = await client.request('POST', flow.nextRoute, {
        token: this.token,
        body: flow.answerBody(current, given),
      });
      this.expectStatus(sent.answer, 200);
      const next = this.parsed(sent.answer, flow.progressSchema);
      this.acknowledge(attempt, {
        position: current.questionNumber,
        questionId: current.question.id,
        answer: given,
        resent: sent.retried,
        firstSentAt,
        mayBeClosedByTime: closedByTimePossible(attempt, next, sent.answer),
      });
      if (flow.idOf(next) !== attemptId)
        this.fail(`${flow.kind} ${attemptId} answered as ${flow.idOf(next)}`);
      if (next.completed) {
        ledger.finished(attempt, {
          performance: next.performance,
          correctAnswers: next.correctAnswers,
          totalQuestions: next.totalQuestions,
          timerExpired: next.timerExpired,
        });
      } else {
        this.sawNext(attempt, next.deadline, current.questionNumber, next.questionNumber);
      }
      state = next;
    }
    if (flow.kind === 'exam') this.examsFinished += 1;
    else this.trialsFinished += 1;
  }

  private acknowledge(attempt: AttemptEntry, answer: AckedAnswer): void {
    this.s.ledger.acknowledged(attempt, answer);
    this.answersAcked += 1;
    if (answer.resent) this.answersResent += 1;
  }

  /** The next question: the same deadline, and exactly one step further. */
  private sawNext(attempt: AttemptEntry, deadline: string, answered: number, shown: number): void {
    this.s.ledger.sawAttempt(attempt.kind, attempt.id, this.s.index, deadline);
    if (shown !== answered + 1) {
      this.s.ledger.problem(
        `${attempt.kind} ${attempt.id}: answering question ${answered} led to question ${shown}`,
      );
    }
  }
}
