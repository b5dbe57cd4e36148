/**
 * One signed-in student with content on their screens, made before the server starts (PGlite
 * admits one process): seeded straight in the database, then a whole exam taken, a second exam
 * and a practice session started through the real API in this process (buildApp + inject, the
 * same routes the browser calls), so /dashboard lists a finished exam, and /exam and /practice
 * each open on a question with a figure (the question screens' heaviest case: the figure is
 * their largest paint).
 */
import { ApiRoutes, StorageKeys, TOPICS } from '@exam/contract';
import type { ExamInProgress, ExamProgress, MeResponse, PracticeInProgress } from '@exam/contract';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config/config';
import type { Database } from '../../apps/api/src/db/database';
import type { Clock } from '../../apps/api/src/lib/clock';
import type { BankItem } from '../../apps/api/test/crash/harness/answering';
import { seedStudents } from '../support/seed-students';

export interface SignedInStudent {
  token: string;
  /** The user as the web app stores it next to the token (StorageKeys.user). */
  user: { id: string; username: string; email: string };
  /** Whether /me said the e-mail address is confirmed (StorageKeys.emailVerified). */
  emailVerified: boolean;
  /** What /practice reads from StorageKeys.practiceState to resume the running session. */
  practiceState: { practiceId: string; questionId: string; answer: string };
  /** What /exam reads from localStorage to resume the running exam (exam-storage.ts). */
  examStorage: Record<string, string>;
}

/** Questions answered at most while looking for one with a figure (an exam has at most 40). */
const FIGURE_SEARCH_LIMIT = 40;

const hasFigure = (graph: string) => graph.trim() !== '' && graph.trim() !== '{}';

const XSRF = 'web-bench-xsrf';

/**
 * The exam was taken yesterday, one question a minute, so the dashboard shows a past exam; the
 * practice session starts now (its elapsed time is on screen).
 */
class YesterdayClock implements Clock {
  private current = Date.now() - 24 * 3600 * 1000;
  now = () => new Date(this.current);
  advance(ms: number) {
    this.current += ms;
  }
  /** Back to the real time, for the practice session the benchmark opens now. */
  resetToNow() {
    this.current = Date.now();
  }
}

function wrongAnswer(item: BankItem): string {
  if (item.type === 'MCQ' && item.options) {
    return item.options.find((option) => option.trim() !== item.answer.trim()) ?? item.answer;
  }
  return '-987654';
}

export async function createSignedInStudent(
  db: Database,
  options: { dataDir: string; sessionSecret: string; bank: Map<string, BankItem> },
): Promise<SignedInStudent> {
  const [student] = await seedStudents(db, {
    count: 1,
    sessionSecret: options.sessionSecret,
    prefix: 'web-bench',
  });
  if (!student) throw new Error('no student was seeded');
  const clock = new YesterdayClock();
  const config = {
    ...loadConfig({ DATA_DIR: options.dataDir, LOG_LEVEL: 'silent' }),
    sessionSecret: options.sessionSecret,
  };
  const app = await buildApp(config, {
    db,
    mailer: { send: () => Promise.resolve(), close: () => undefined },
    clock,
  });
  const call = async <T>(method: 'GET' | 'POST', url: string, body?: object): Promise<T> => {
    const response = await app.inject({
      method,
      url,
      cookies: { 'XSRF-TOKEN': XSRF },
      headers: { 'x-xsrf-token': XSRF, authorization: `Bearer ${student.token}` },
      ...(body === undefined ? {} : { payload: body }),
    });
    if (response.statusCode >= 300) {
      throw new Error(`${method} ${url} -> ${response.statusCode}: ${response.body}`);
    }
    return response.json<T>();
  };
  try {
    const topic = TOPICS[0];
    let state: ExamProgress = await call<ExamInProgress>('POST', ApiRoutes.exam.generate, {
      topic,
    });
    // Every other answer right: a middling result with both colours on the report.
    for (let n = 0; !state.completed; n += 1) {
      const item = options.bank.get(state.question.id);
      if (!item) throw new Error(`served question ${state.question.id} is not in the bank`);
      const startTime = clock.now().getTime();
      clock.advance(60_000);
      state = await call<ExamProgress>('POST', ApiRoutes.exam.nextQuestion, {
        topic,
        examId: state.examId,
        lessonId: state.lessonId,
        questionId: state.question.id,
        selectedAnswer: n % 2 === 0 ? item.answer : wrongAnswer(item),
        startTime,
        endTime: clock.now().getTime(),
        timerExpired: false,
      });
    }
    // GET /api/auth/me answers { user, emailVerified }: what the app keeps after it (use-session-check).
    const { user: me, emailVerified } = await call<MeResponse>('GET', ApiRoutes.auth.me);
    clock.resetToNow();
    // A running exam, answered wrongly until its current question has a figure.
    let exam: ExamProgress = await call<ExamInProgress>('POST', ApiRoutes.exam.generate, {
      topic,
    });
    const wrongFor = (questionId: string) => {
      const item = options.bank.get(questionId);
      if (!item) throw new Error(`served question ${questionId} is not in the bank`);
      return wrongAnswer(item);
    };
    for (let n = 0; !exam.completed && !hasFigure(exam.question.graph); n += 1) {
      if (n >= FIGURE_SEARCH_LIMIT) throw new Error('no exam question with a figure was served');
      const startTime = clock.now().getTime();
      exam = await call<ExamProgress>('POST', ApiRoutes.exam.nextQuestion, {
        topic,
        examId: exam.examId,
        lessonId: exam.lessonId,
        questionId: exam.question.id,
        selectedAnswer: wrongFor(exam.question.id),
        startTime,
        endTime: startTime + 1000,
        timerExpired: false,
      });
    }
    if (exam.completed) throw new Error('the exam ended before a question with a figure');
    // The same practice session, moved on until its question has a figure.
    let practice = await call<PracticeInProgress | { completed: true }>(
      'POST',
      ApiRoutes.practice.start,
      { topic },
    );
    for (let n = 0; !practice.completed && !hasFigure(practice.question.graph); n += 1) {
      if (n >= FIGURE_SEARCH_LIMIT)
        throw new Error('no practice question with a figure was served');
      practice = await call<PracticeInProgress | { completed: true }>(
        'POST',
        ApiRoutes.practice.nextQuestion,
        {
          practiceId: practice.practiceId,
          questionId: practice.question.id,
          // Practice takes an MCQ's option index.
          answer:
            practice.question.question_type === 'MCQ'
              ? String(practice.question.options.indexOf(wrongFor(practice.question.id)))
              : wrongFor(practice.question.id),
        },
      );
    }
    if (practice.completed) throw new Error('the practice session ended before a figure');
    return {
      token: student.token,
      user: { id: me.id, username: me.username, email: me.email },
      emailVerified,
      practiceState: {
        practiceId: practice.practiceId,
        questionId: practice.question.id,
        answer: '',
      },
      examStorage: {
        [StorageKeys.examState]: JSON.stringify({
          attempt: exam,
          deadlineAt: Date.now() + exam.remainingSeconds * 1000,
        }),
        [StorageKeys.examQuestionIndex]: String(exam.questionNumber - 1),
        [StorageKeys.examTopic]: exam.topic,
      },
    };
  } finally {
    await app.close();
  }
}
