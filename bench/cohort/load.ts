/**
 * The two ways the students are driven:
 *
 * - `runCohort`, open loop: every student has its own timetable (first step at a point spread
 *   evenly over one mean interval, then one step every uniform(min, max) ms), fixed in advance,
 *   so the send rate does not drop when the server slows down. A student sends its next answer
 *   at its scheduled time, or on the reply to its previous one if that came later (it cannot
 *   answer a question it has not seen): that lateness is reported as "send lag".
 * - `runFullExams`, closed loop: `concurrency` students answer as fast as the server lets them
 *   until each has finished one exam (for the storage growth of whole exams).
 */
import type { Target } from './http-client';
import type { Endpoint, SimulatedStudent } from './student';

export interface LoadResult {
  sent: number;
  /** Wall time from the first scheduled send to the last reply. */
  elapsedMs: number;
  latencies: Record<Endpoint, number[]>;
  errors: string[];
  /** How late sends left against their timetable (ms; 0 when on time). */
  sendLag: number[];
}

const emptyResult = (): LoadResult => ({
  sent: 0,
  elapsedMs: 0,
  latencies: { generate: [], 'next-question': [] },
  errors: [],
  sendLag: [],
});

async function stepAndRecord(
  student: SimulatedStudent,
  target: Target,
  result: LoadResult,
): Promise<void> {
  result.sent += 1;
  const outcome = await student.step(target);
  result.latencies[outcome.endpoint].push(outcome.ms);
  if (outcome.error) result.errors.push(`student ${student.index}: ${outcome.error}`);
}

export async function runCohort(
  students: readonly SimulatedStudent[],
  target: Target,
  options: {
    seconds: number;
    intervalMs: [number, number];
    random: () => number;
    /** Called every 10 s with the run so far (a run that falls behind is visible as it runs). */
    progress?: (line: string) => void;
  },
): Promise<LoadResult> {
  const result = emptyResult();
  const answered = () =>
    result.latencies.generate.length + result.latencies['next-question'].length;
  const ticker = setInterval(() => {
    const at = ((performance.now() - start) / 1000).toFixed(0);
    options.progress?.(
      `  ${at} s: ${result.sent} sent, ${answered()} answered, ${result.sent - answered()} in flight, ${result.errors.length} errors`,
    );
  }, 10_000);
  const [low, high] = options.intervalMs;
  const mean = (low + high) / 2;
  const start = performance.now();
  const end = start + options.seconds * 1000;
  const sleepUntil = (at: number) =>
    new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

  const runStudent = async (student: SimulatedStudent, position: number) => {
    let scheduled = start + (position / students.length) * mean;
    while (scheduled < end && !student.failed) {
      await sleepUntil(scheduled);
      result.sendLag.push(Math.max(0, performance.now() - scheduled));
      await stepAndRecord(student, target, result);
      scheduled += low + options.random() * (high - low);
    }
  };
  try {
    await Promise.all(students.map((student, position) => runStudent(student, position)));
  } finally {
    clearInterval(ticker);
  }
  result.elapsedMs = performance.now() - start;
  return result;
}

export async function runFullExams(
  students: readonly SimulatedStudent[],
  target: Target,
  concurrency: number,
): Promise<LoadResult> {
  const result = emptyResult();
  const start = performance.now();
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < students.length; i = next++) {
      const student = students[i] as SimulatedStudent;
      // A step on a fresh student starts its exam; the exam is over when it is between exams.
      do {
        await stepAndRecord(student, target, result);
      } while (!student.failed && !student.betweenExams);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  result.elapsedMs = performance.now() - start;
  return result;
}
