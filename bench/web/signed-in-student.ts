/**
 * One signed-in student with content on their screens, made before the server starts (PGlite
 * admits one process): seeded straight in the database, then a whole exam taken and a practice
 * session started through the real API in this process (buildApp + inject, the same routes the
 * browser calls), so /dashboard lists a finished exam and /practice opens on a question.
 */
import { ApiRoutes, TOPICS } from '@exam/contract';
import type { ExamInProgress, ExamProgress, PracticeInProgress } from '@exam/contract';
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
  /** What /practice reads from StorageKeys.practiceState to resume the running session. */
  practiceState: { practiceId: string; questionId: string; answer: string };
}

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
    const me = await call<SignedInStudent['user']>('GET', ApiRoutes.auth.me);
    clock.resetToNow();
    const practice = await call<PracticeInProgress>('POST', ApiRoutes.practice.start, { topic });
    return {
      token: student.token,
      user: { id: me.id, username: me.username, email: me.email },
      practiceState: {
        practiceId: practice.practiceId,
        questionId: practice.question.id,
        answer: '',
      },
    };
  } finally {
    await app.close();
  }
}
