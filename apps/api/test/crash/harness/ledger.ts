/**
 * What the simulated students were told, kept on the client side: every attempt they saw start,
 * every answer the server acknowledged (a 200 to next-question), the first deadline and the first
 * result of each attempt. The checks at the end hold the server and its database to it.
 */
export type AttemptKind = 'exam' | 'trial';

export interface AckedAnswer {
  /** The question number the student was shown (1-based). */
  position: number;
  questionId: string;
  /** Exactly what was sent (an MCQ's option text, a short answer's text). */
  answer: string;
  /** Whether the student had to re-send it (no answer or a 503 first). */
  resent: boolean;
  /** Wall-clock time of the first send (epoch ms), to tell a late answer from a delayed one. */
  firstSentAt: number;
  /**
   * The 200 ended the attempt by time and came after the deadline and its grace: the server was
   * down until then, so it may rightly have closed the question unscored instead of taking the
   * answer (a 200 with the result is then no acknowledgement). Either is accepted, nothing else.
   */
  mayBeClosedByTime: boolean;
}

/** The first report of a finished attempt, as its student received it. */
export interface SeenResult {
  performance: number;
  correctAnswers: number;
  totalQuestions: number;
  timerExpired: boolean;
}

export interface AttemptEntry {
  kind: AttemptKind;
  id: string;
  student: number;
  /** ISO date-time of the deadline in the first response that named this attempt. */
  firstDeadline: string;
  answers: AckedAnswer[];
  result: SeenResult | undefined;
}

export class Ledger {
  readonly attempts = new Map<string, AttemptEntry>();
  /** Broken promises seen while running (a moved deadline, a skipped question, ...). */
  readonly problems: string[] = [];
  deadlinesSeen = 0;

  problem(message: string): void {
    this.problems.push(message);
  }

  /** Records an attempt's first sight, or checks its deadline against the first one seen. */
  sawAttempt(kind: AttemptKind, id: string, student: number, deadline: string): AttemptEntry {
    this.deadlinesSeen += 1;
    const known = this.attempts.get(id);
    if (known) {
      if (known.kind !== kind || known.student !== student) {
        this.problem(`${kind} ${id}: seen by student ${student}, but it is ${known.student}'s`);
      }
      if (known.firstDeadline !== deadline) {
        this.problem(`${kind} ${id}: deadline moved from ${known.firstDeadline} to ${deadline}`);
      }
      return known;
    }
    const entry: AttemptEntry = {
      kind,
      id,
      student,
      firstDeadline: deadline,
      answers: [],
      result: undefined,
    };
    this.attempts.set(id, entry);
    return entry;
  }

  acknowledged(attempt: AttemptEntry, answer: AckedAnswer): void {
    const previous = attempt.answers.at(-1);
    if (previous && answer.position !== previous.position + 1) {
      this.problem(
        `${attempt.kind} ${attempt.id}: answer acknowledged at question ${answer.position} after question ${previous.position}`,
      );
    }
    attempt.answers.push(answer);
  }

  /** Keeps the first result; a later, different one means the attempt was finalised again. */
  finished(attempt: AttemptEntry, result: SeenResult): void {
    if (!attempt.result) {
      attempt.result = result;
      return;
    }
    if (JSON.stringify(attempt.result) !== JSON.stringify(result)) {
      this.problem(
        `${attempt.kind} ${attempt.id}: result changed from ${JSON.stringify(attempt.result)} to ${JSON.stringify(result)}`,
      );
    }
  }
}
