/**
 * One simulated student taking real exams, one request per step: a step starts an exam when
 * there is none running, otherwise answers the question on screen. What the student saw is kept
 * in its exam records (the ledger the consistency checks compare with the database and with
 * what every API process answers later).
 */
import type { Rng } from '@exam/cat';
import { ApiRoutes, ExamProgressSchema, TOPICS } from '@exam/contract';
import type { ExamInProgress } from '@exam/contract';
import type { BankItem } from '../../apps/api/test/crash/harness/answering';
import { chooseAnswer } from '../../apps/api/test/crash/harness/answering';
import type { Reply, Target } from './http-client';

export const TOPIC = TOPICS[0];

/** An answer the API acknowledged (200): it must be stored once, at this position. */
export interface AckedAnswer {
  position: number;
  questionId: string;
  answer: string;
}

/** One exam as its student saw it. */
export interface ExamRecord {
  examId: string;
  student: number;
  userId: string;
  /** The deadline of the first reply; every later reply must carry the same one. */
  deadline: string;
  /** Question ids in the order they were served (index 0 = question 1). */
  served: string[];
  acked: AckedAnswer[];
  /** The last reply: the question on screen, or the result. */
  last: { completed: true } | { completed: false; questionNumber: number; questionId: string };
}

export type Endpoint = 'generate' | 'next-question';

/** A step's outcome for the statistics; `error` is set for any non-200 or missing answer. */
export interface StepOutcome {
  endpoint: Endpoint;
  ms: number;
  error?: string;
}

/** Problems seen by the client itself (a changed deadline, a skipped question, ...). */
export type ProblemSink = (message: string) => void;

export class SimulatedStudent {
  readonly exams: ExamRecord[] = [];
  private current: ExamInProgress | undefined;
  /** True after an error: the student stops (its state is no longer known). */
  failed = false;

  constructor(
    readonly index: number,
    readonly userId: string,
    private readonly token: string,
    private readonly theta: number,
    private readonly rng: Rng,
    private readonly bank: ReadonlyMap<string, BankItem>,
    private readonly problem: ProblemSink,
  ) {}

  /** True when the last reply finished the exam (the next step starts a new one). */
  get betweenExams(): boolean {
    return this.current === undefined;
  }

  async step(target: Target): Promise<StepOutcome> {
    const current = this.current;
    if (!current) return this.generate(target);
    return this.answer(target, current);
  }

  private async generate(target: Target): Promise<StepOutcome> {
    const endpoint: Endpoint = 'generate';
    const reply = await this.send(target, ApiRoutes.exam.generate, { topic: TOPIC });
    if ('error' in reply) return { endpoint, ms: reply.ms, error: reply.error };
    const state = ExamProgressSchema.safeParse(reply.body);
    if (!state.success || state.data.completed) {
      return this.fail(endpoint, reply, 'a body off the contract or already completed');
    }
    const exam = state.data;
    this.exams.push({
      examId: exam.examId,
      student: this.index,
      userId: this.userId,
      deadline: exam.deadline,
      served: [exam.question.id],
      acked: [],
      last: { completed: false, questionNumber: 1, questionId: exam.question.id },
    });
    if (exam.questionNumber !== 1)
      this.problem(`exam ${exam.examId} started at question ${exam.questionNumber}`);
    this.current = exam;
    return { endpoint, ms: reply.ms };
  }

  private async answer(target: Target, current: ExamInProgress): Promise<StepOutcome> {
    const endpoint: Endpoint = 'next-question';
    const record = this.exams.at(-1);
    const item = this.bank.get(current.question.id);
    if (!record || !item) {
      this.failed = true;
      return { endpoint, ms: 0, error: `question ${current.question.id} is not in the bank` };
    }
    const given = chooseAnswer(item, this.theta, this.rng);
    const reply = await this.send(target, ApiRoutes.exam.nextQuestion, {
      topic: TOPIC,
      examId: current.examId,
      lessonId: current.lessonId,
      questionId: current.question.id,
      selectedAnswer: given,
    });
    if ('error' in reply) return { endpoint, ms: reply.ms, error: reply.error };
    const state = ExamProgressSchema.safeParse(reply.body);
    if (!state.success) return this.fail(endpoint, reply, 'a body off the contract');
    const next = state.data;
    record.acked.push({
      position: current.questionNumber,
      questionId: current.question.id,
      answer: given,
    });
    if (next.examId !== current.examId) {
      this.problem(`exam ${current.examId} was answered as exam ${next.examId}`);
    }
    if (next.completed) {
      record.last = { completed: true };
      this.current = undefined;
      return { endpoint, ms: reply.ms };
    }
    if (next.deadline !== record.deadline) {
      this.problem(`exam ${record.examId}: deadline ${record.deadline} became ${next.deadline}`);
    }
    if (next.questionNumber !== current.questionNumber + 1) {
      this.problem(
        `exam ${record.examId}: answering question ${current.questionNumber} led to ${next.questionNumber}`,
      );
    }
    if (record.served.includes(next.question.id)) {
      this.problem(`exam ${record.examId}: question ${next.question.id} was served twice`);
    }
    record.served.push(next.question.id);
    record.last = {
      completed: false,
      questionNumber: next.questionNumber,
      questionId: next.question.id,
    };
    this.current = next;
    return { endpoint, ms: reply.ms };
  }

  private async send(
    target: Target,
    path: string,
    body: unknown,
  ): Promise<Reply | { error: string; ms: number }> {
    const start = performance.now();
    try {
      const reply = await target.send('POST', path, {
        token: this.token,
        body,
        student: this.index,
      });
      if (reply.status !== 200) {
        this.failed = true;
        const text = JSON.stringify(reply.body).slice(0, 300);
        return { error: `POST ${path} -> ${reply.status} ${text}`, ms: reply.ms };
      }
      return reply;
    } catch (error) {
      this.failed = true;
      const message =
        error instanceof Error
          ? `${error.message} ${String((error as NodeJS.ErrnoException).code ?? '')}`
          : String(error);
      return {
        error: `POST ${path}: no answer (${message.trim()})`,
        ms: performance.now() - start,
      };
    }
  }

  private fail(endpoint: Endpoint, reply: Reply, why: string): StepOutcome {
    this.failed = true;
    const text = JSON.stringify(reply.body).slice(0, 300);
    return { endpoint, ms: reply.ms, error: `${endpoint} answered ${why}: ${text}` };
  }
}
