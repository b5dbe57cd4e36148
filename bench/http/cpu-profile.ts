/**
 * `stack-ratio.ts --cpu-prof <dir>`: the API server's CPU profile. Node 20 refuses --cpu-prof
 * in NODE_OPTIONS and the crash suite's harness spawns the server with fixed arguments, so a
 * preload (NODE_OPTIONS=--import of a data: URL, plain JavaScript) profiles the process through
 * the in-process inspector and writes <dir>/api-<pid>.cpuprofile when it exits (the harness's
 * SIGTERM stop ends in an exit; a same-thread inspector session answers synchronously, so the
 * profile is written inside the 'exit' handler). Open the file in Chrome DevTools.
 */
const PRELOAD = `
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
const dir = process.env.BENCH_CPU_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 500 });
  session.post('Profiler.start');
  process.once('exit', () => {
    session.post('Profiler.stop', (error, result) => {
      if (error) return;
      mkdirSync(dir, { recursive: true });
      writeFileSync(dir + '/api-' + process.pid + '.cpuprofile', JSON.stringify(result.profile));
    });
  });
}`;

/** Environment variables that make a Node process write its CPU profile into `dir`. */
export function cpuProfileEnv(dir: string): Record<string, string> {
  const url = `data:text/javascript;base64,${Buffer.from(PRELOAD).toString('base64')}`;
  return { NODE_OPTIONS: `--import=${url}`, BENCH_CPU_PROFILE_DIR: dir };
}
