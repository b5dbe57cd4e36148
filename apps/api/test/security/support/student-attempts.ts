import { ApiRoutes } from '@exam/contract';
import type {
  ExamInProgress,
  PracticeInProgress,
  TrialInProgress,
  TrialProgress,
} from '@exam/contract';
import { expect } from 'vitest';
import { answer, startExam, storedQuestion, TOPIC } from '../../helpers/exam';
import type { CreatedUser } from '../../helpers/factories';
import { createUser } from '../../helpers/factories';
import type { TestApp } from '../../helpers/test-app';
import { answerTrial, startTrial } from '../../helpers/trial';

/**
 * A student with one attempt of every kind in every state: an exam, a trial and a practice
 * session finished, and one of each running. The ids are what id-bearing routes are probed with.
 * The finished attempts hold one wrong answer, so a mistakes session can start from them.
 */
export interface StudentAttempts {
  user: CreatedUser;
  exam: { finished: string; running: ExamInProgress; finishedQuestion: string; lessonId: string };
  trial: { finished: string; running: TrialInProgress; finishedQuestion: string };
  practice: { finished: string; running: PracticeInProgress };
}

const EXAM_AND_TRIAL_OVER_MS = 62 * 60 * 1000;

async function startPractice(t: TestApp, token: string): Promise<PracticeInProgress> {
  const response = await t.post(ApiRoutes.practice.start, { topic: TOPIC }, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PracticeInProgress>();
}

/** A wrong answer as the practice client sends it: an MCQ's option index, or a number. */
async function wrongPracticeAnswer(t: TestApp, questionId: string): Promise<string> {
  const row = await storedQuestion(t, questionId);
  if (row.type !== 'MCQ') return '987654321';
  return String((row.options ?? []).findIndex((option) => option.trim() !== row.answer.trim()));
}

async function finishedPractice(t: TestApp, token: string): Promise<string> {
  const session = await startPractice(t, token);
  const checked = await t.post(
    ApiRoutes.practice.checkAnswer,
    {
      practiceId: session.practiceId,
      questionId: session.question.id,
      answer: await wrongPracticeAnswer(t, session.question.id),
    },
    { token },
  );
  expect(checked.statusCode, checked.body).toBe(200);
  const finished = await t.post(
    ApiRoutes.practice.finish,
    { practiceId: session.practiceId },
    { token },
  );
  expect(finished.statusCode, finished.body).toBe(200);
  return session.practiceId;
}

/**
 * Builds the attempts of several students at once: the exams and trials are finished by the
 * server's own deadline (the clock moves once for everybody), then a new one of each is started.
 */
export async function createStudentsWithAttempts(
  t: TestApp,
  count: number,
): Promise<StudentAttempts[]> {
  const users: CreatedUser[] = [];
  for (let i = 0; i < count; i += 1) users.push(await createUser(t));
  const first = [];
  for (const user of users) {
    const exam = await startExam(t, user.token);
    const afterExam = await answer(t, user.token, exam, 'wrong');
    const trial = await startTrial(t, user.token);
    const afterTrial: TrialProgress = await answerTrial(t, user.token, trial, 'wrong');
    expect(afterExam.completed || afterTrial.completed).toBe(false);
    first.push({ exam, trial });
  }
  t.clock.advance(EXAM_AND_TRIAL_OVER_MS);

  const students: StudentAttempts[] = [];
  for (const [index, user] of users.entries()) {
    const { exam, trial } = first[index] as (typeof first)[number];
    students.push({
      user,
      exam: {
        finished: exam.examId,
        // Starting a new exam finalises the overdue one first.
        running: await startExam(t, user.token),
        finishedQuestion: exam.question.id,
        lessonId: exam.lessonId,
      },
      trial: {
        finished: trial.trialId,
        running: await startTrial(t, user.token),
        finishedQuestion: trial.question.id,
      },
      practice: {
        finished: await finishedPractice(t, user.token),
        running: await startPractice(t, user.token),
      },
    });
  }
  return students;
}
