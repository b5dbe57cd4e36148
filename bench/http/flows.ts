/**
 * What each autocannon connection does: it is one signed-in student following a real flow. The
 * student's state lives in a closure made in autocannon's `setupClient` (one call per
 * connection): autocannon's own per-connection `context` is reset each time its list of
 * requests wraps around, and a flow of one dynamic request wraps after every request.
 *
 * `setupRequest` runs right before autocannon writes the request on the socket and `onResponse`
 * as soon as the answer is parsed, so the time between them is the request's own latency; the
 * recorder keeps it per route, which separates e.g. next-question from the exam's generate.
 */
import type { Client, Request } from 'autocannon';
import type { ExamProgress, PracticeProgress, Question } from '@exam/contract';
import { ApiRoutes, TOPICS, XSRF_COOKIE, XSRF_HEADER } from '@exam/contract';
import { createRng, type Rng } from '@exam/cat';
import type { BankItem } from '../../apps/api/test/crash/harness/answering';
import { chooseAnswer } from '../../apps/api/test/crash/harness/answering';
import type { SeededStudent } from '../support/seed-students';

const XSRF = 'bench-http-xsrf';
const TOPIC = TOPICS[0];

/** Latencies (ms) per route and every non-2xx answer seen, for one autocannon run. */
export class Recorder {
  readonly latencies = new Map<string, number[]>();
  readonly failures: { route: string; status: number; body: string }[] = [];

  record(route: string, ms: number, status: number, body: string): void {
    let list = this.latencies.get(route);
    if (!list) this.latencies.set(route, (list = []));
    list.push(ms);
    if (status < 200 || status > 299)
      this.failures.push({ route, status, body: body.slice(0, 300) });
  }
}

type Send = { route: string; method: 'GET' | 'POST'; path: string; body?: unknown };

/** One student's next request, and what to do with its answer (status 2xx, parsed body). */
interface Student {
  next(): Send;
  answered(ok: boolean, body: unknown): void;
}

function headersOf(token: string | undefined): Request['headers'] {
  return {
    accept: 'application/json',
    'content-type': 'application/json',
    cookie: `${XSRF_COOKIE}=${XSRF}`,
    [XSRF_HEADER]: XSRF,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}

/**
 * An autocannon `setupClient` that makes each connection the next student of `students`
 * (round robin) following the flow `make` builds.
 */
export function studentsFlow(
  students: readonly SeededStudent[],
  recorder: Recorder,
  make: (student: SeededStudent, index: number) => Student,
): (client: Client) => void {
  let counter = 0;
  return (client) => {
    const index = counter;
    counter += 1;
    const seeded = students[index % students.length];
    if (!seeded) throw new Error('no students for this flow');
    const student = make(seeded, index);
    const headers = headersOf(seeded.token);
    let pending: { send: Send; at: number } | undefined;
    client.setRequests([
      {
        setupRequest: (request) => {
          const send = student.next();
          pending = { send, at: performance.now() };
          return {
            ...request,
            method: send.method,
            path: send.path,
            headers,
            body: send.body === undefined ? '' : JSON.stringify(send.body),
          };
        },
        onResponse: (status, body) => {
          const sent = pending;
          pending = undefined;
          if (!sent) return;
          recorder.record(sent.send.route, performance.now() - sent.at, status, body);
          const ok = status >= 200 && status <= 299;
          let parsed: unknown;
          try {
            parsed = ok ? (JSON.parse(body) as unknown) : undefined;
          } catch {
            parsed = undefined;
          }
          student.answered(ok && parsed !== undefined, parsed);
        },
      },
    ]);
  };
}

/**
 * A student taking exams one after another: generate, then answer every served question (right
 * with the 3PL probability at the student's ability, else a wrong option) until the answer says
 * completed. After any failure the student starts over with a new exam (generate finishes a
 * running one).
 */
export function examStudent(bank: Map<string, BankItem>, seed: number) {
  return (_student: SeededStudent, index: number): Student => {
    const rng: Rng = createRng(seed + index);
    const theta = rng() * 3 - 1.5;
    let exam: { examId: string; lessonId: string; questionId: string } | undefined;
    return {
      next: () => {
        if (!exam) {
          return {
            route: 'generate',
            method: 'POST',
            path: ApiRoutes.exam.generate,
            body: { topic: TOPIC },
          };
        }
        const item = bank.get(exam.questionId);
        if (!item) throw new Error(`served question ${exam.questionId} is not in the bank`);
        return {
          route: 'next-question',
          method: 'POST',
          path: ApiRoutes.exam.nextQuestion,
          body: { topic: TOPIC, ...exam, selectedAnswer: chooseAnswer(item, theta, rng) },
        };
      },
      answered: (ok, body) => {
        const progress = body as ExamProgress | undefined;
        exam =
          ok && progress && !progress.completed
            ? {
                examId: progress.examId,
                lessonId: progress.lessonId,
                questionId: progress.question.id,
              }
            : undefined;
      },
    };
  };
}

/** The answer a practice student sends: an MCQ's option index as a string, or the text. */
function practiceAnswer(question: Question, item: BankItem, rng: Rng): string {
  const right = rng() < 0.6;
  if (question.question_type === 'MCQ' || question.options.length > 0) {
    const correct = question.options.findIndex((option) => option.trim() === item.answer.trim());
    if (right && correct >= 0) return String(correct);
    const wrong = question.options.map((_, i) => i).filter((i) => i !== correct);
    return String(wrong[Math.floor(rng() * wrong.length)] ?? 0);
  }
  return right ? item.answer : '-987654';
}

/**
 * A student practising: start a session, then for every question check the answer (the
 * measured route) and move on with next-question, until the session completes; then a new one.
 */
export function practiceStudent(bank: Map<string, BankItem>, seed: number) {
  return (_student: SeededStudent, index: number): Student => {
    const rng: Rng = createRng(seed + index);
    let session: { practiceId: string; question: Question; answer: string } | undefined;
    let checked = false;
    return {
      next: () => {
        if (!session) {
          return {
            route: 'start',
            method: 'POST',
            path: ApiRoutes.practice.start,
            body: { topic: TOPIC },
          };
        }
        const body = {
          practiceId: session.practiceId,
          questionId: session.question.id,
          answer: session.answer,
        };
        return checked
          ? { route: 'practice-next', method: 'POST', path: ApiRoutes.practice.nextQuestion, body }
          : { route: 'check-answer', method: 'POST', path: ApiRoutes.practice.checkAnswer, body };
      },
      answered: (ok, body) => {
        if (!ok) {
          session = undefined;
          return;
        }
        if (session && !checked) {
          checked = true;
          return;
        }
        const progress = body as PracticeProgress;
        checked = false;
        if (progress.completed) {
          session = undefined;
          return;
        }
        const item = bank.get(progress.question.id);
        if (!item) throw new Error(`served question ${progress.question.id} is not in the bank`);
        session = {
          practiceId: progress.practiceId,
          question: progress.question,
          answer: practiceAnswer(progress.question, item, rng),
        };
      },
    };
  };
}

/** A student opening the dashboard's past exams again and again. */
export function dashboardStudent() {
  return (): Student => ({
    next: () => ({ route: 'past-exams', method: 'GET', path: ApiRoutes.exam.pastExams }),
    answered: () => undefined,
  });
}

/** The ceiling: one constant route, no student. */
export function ceilingFlow(path: string, recorder: Recorder): (client: Client) => void {
  const everyone: SeededStudent[] = [{ userId: '', email: '', token: '' }];
  return studentsFlow(everyone, recorder, () => ({
    next: () => ({ route: 'ceiling', method: 'GET', path }),
    answered: () => undefined,
  }));
}
