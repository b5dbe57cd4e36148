import { randomUUID } from 'node:crypto';
import { ApiRoutes, XSRF_HEADER } from '@exam/contract';
import type { InjectOptions } from 'fastify';
import { TEST_XSRF_COOKIE, XSRF_TOKEN } from '../../helpers/test-app';
import { exampleValue } from './example-value';
import type { AttemptKind, IdSlot } from './id-bearing-routes';
import type { Identity } from './identities';
import type { Operation } from './route-table';
import { fillPath } from './route-table';
import type { StudentAttempts } from './student-attempts';

/**
 * One request of the access-control matrix: an id-bearing route, an attempt of the owner in a
 * given state (or an id that exists nowhere), and who asks. The other fields of a body are the
 * attempt's own (its current question, lesson, a valid answer), so validation passes and the
 * answer is the access decision.
 */
export type AttemptState = 'finished' | 'running';

export interface ProbeTarget {
  state: AttemptState;
  /** The id put in the probed slot. */
  id: string;
  /** Values for the body's other fields. */
  known: Record<string, unknown>;
}

/** The option text an MCQ expects, or any text for a short answer. */
const anAnswer = (options: string[]) => options[0] ?? '0';

export function targetsFor(kind: AttemptKind, student: StudentAttempts): ProbeTarget[] {
  const { exam, trial, practice } = student;
  const runningExam = {
    examId: exam.running.examId,
    questionId: exam.running.question.id,
    lessonId: exam.running.lessonId,
    selectedAnswer: anAnswer(exam.running.question.options),
  };
  const runningTrial = {
    trialId: trial.running.trialId,
    questionId: trial.running.question.id,
    selectedAnswer: anAnswer(trial.running.question.options),
  };
  const runningPractice = { questionId: practice.running.question.id, answer: '0' };
  switch (kind) {
    case 'exam':
      return [
        {
          state: 'finished',
          id: exam.finished,
          known: { ...runningExam, lessonId: exam.lessonId },
        },
        { state: 'running', id: exam.running.examId, known: runningExam },
      ];
    case 'trial':
      return [
        { state: 'finished', id: trial.finished, known: runningTrial },
        { state: 'running', id: trial.running.trialId, known: runningTrial },
      ];
    case 'practice':
      return [
        { state: 'finished', id: practice.finished, known: runningPractice },
        { state: 'running', id: practice.running.practiceId, known: runningPractice },
      ];
    case 'examQuestion':
      return [
        { state: 'finished', id: exam.finishedQuestion, known: {} },
        { state: 'running', id: exam.running.question.id, known: {} },
      ];
    case 'trialQuestion':
      return [
        { state: 'finished', id: trial.finishedQuestion, known: {} },
        { state: 'running', id: trial.running.question.id, known: {} },
      ];
  }
}

/** The same request with the probed id replaced by one that exists nowhere. */
export function missingTwin(target: ProbeTarget): ProbeTarget {
  return { ...target, id: randomUUID() };
}

export function probeRequest(slot: IdSlot, target: ProbeTarget, identity: Identity): InjectOptions {
  return operationRequest(
    slot.operation,
    slot.where === 'path' ? { [slot.name]: target.id } : {},
    { ...knownFor(slot, target), ...(slot.where === 'body' ? { [slot.name]: target.id } : {}) },
    identity.authorization,
  );
}

/** The target's values the probed route takes alongside the probed id. */
function knownFor(slot: IdSlot, target: ProbeTarget): Record<string, unknown> {
  // issue 22: practice help. A practice start takes one focus (the contract refuses two): the
  // probed attempt's mistakes, not also the exam's lesson as a 'lessonId' session.
  if (slot.operation.path === ApiRoutes.practice.start) {
    const { lessonId: _lesson, ...rest } = target.known;
    return rest;
  }
  return target.known;
}

/** A request that passes the operation's validation, with the given path values and fields. */
export function operationRequest(
  operation: Operation,
  pathValues: Record<string, string>,
  known: Record<string, unknown>,
  authorization: string | undefined,
): InjectOptions {
  const body = operation.body ? exampleValue(operation.body, known) : undefined;
  return {
    method: operation.method,
    url: fillPath(operation.path, pathValues),
    cookies: { [TEST_XSRF_COOKIE]: XSRF_TOKEN },
    headers: {
      [XSRF_HEADER]: XSRF_TOKEN,
      ...(authorization ? { authorization } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  };
}
