import type { ScenarioReport } from './scenario';

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : (sorted[Math.floor((sorted.length - 1) / 2)] ?? 0);
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The run's figures as printed for docs/security (one block, plain text). */
export function formatReport(report: ScenarioReport): string {
  const inStart = report.kills.filter((kill) => kill.phase === 'starting').length;
  const mid = report.kills.map((kill) => kill.midAttempt);
  const lines = [
    `crash and restart on ${report.database} (seed ${report.seed}, ${report.seconds.toFixed(0)} s)`,
    `  students: ${report.students}; mid-attempt at each kill: min ${Math.min(...mid)}, max ${Math.max(...mid)}`,
    `  SIGKILLs survived: ${report.kills.length} (${inStart} during a start), restarts: ${report.restarts}, start time median ${seconds(median(report.startMs))}, max ${seconds(Math.max(...report.startMs))}`,
    `  attempts: ${report.attemptsSeen.exams} exams + ${report.attemptsSeen.trials} trials seen by students; stored ${report.stored.exams} + ${report.stored.trials} (${report.stored.unseenReplaced} replaced starts nobody saw)`,
    `  answers acknowledged: ${report.answersAcked - report.stored.closedByTime} (${report.answersResent} re-sent; plus ${report.stored.closedByTime} closed unscored by the clock while the server was down past the grace); answer rows stored: ${report.stored.answerRows}`,
    `  requests without an answer (re-sent): ${report.noAnswer}; responses: ${report.responses}, of which 503: ${report.unavailable}, other 5xx or 503 without Retry-After: ${report.breaches.length}`,
  ];
  for (const outage of report.outages) {
    lines.push(
      `  PostgreSQL ${outage.mode} stop: down ${seconds(outage.downMs)}, ${outage.whileDown.length} responses while down (all 503: ${outage.whileDown.every((record) => record.status === 503)}), API normal ${seconds(outage.recoveryMs)} after PostgreSQL was back`,
    );
  }
  lines.push(
    `  graceful stop at the end: ${report.gracefulStop}; problems: ${report.problems.length}`,
    `  starts (s): ${report.startMs.map((ms) => (ms / 1000).toFixed(1)).join(' ')}`,
    `  stages (s): ${report.stages.map(([name, s]) => `${name} ${s.toFixed(0)}`).join(', ')}`,
  );
  return lines.join('\n');
}
