// The failed test cases of a run, each named with its first error line, so that the end of
// `npm test` (all a CI log's tail may show) says what failed and why, not only how many.
import { relative } from 'node:path';

/** Terminal colour codes (ESC [ ... m), which the reporters put into error messages. */
const COLOUR_CODE = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** The first non-empty line of an error message, without terminal colours. */
export function firstLine(message) {
  return (
    String(message ?? '')
      .replace(COLOUR_CODE, '')
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line !== '') ?? ''
  );
}

/** From Vitest's JSON report: `step: file › test: first error line` for each failed test. */
export function vitestFailures(step, result, root) {
  const lines = [];
  for (const file of result?.testResults ?? []) {
    const where = relative(root, file.name);
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      lines.push(`${step}: ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    // A file that failed to load has no test results, only its own message.
    if ((file.assertionResults ?? []).length === 0 && file.status === 'failed') {
      lines.push(`${step}: ${where}: ${firstLine(file.message)}`);
    }
  }
  return lines;
}

/** From Playwright's JSON report: `step: file › describe › test: first error line`. */
export function playwrightFailures(step, result) {
  const lines = [];
  const walk = (suites, titles) => {
    for (const suite of suites) {
      const path = titles.length === 0 ? [suite.file ?? suite.title] : [...titles, suite.title];
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status !== 'unexpected') continue;
          const error = test.results?.at(-1)?.error?.message;
          lines.push(`${step}: ${[...path, spec.title].join(' › ')}: ${firstLine(error)}`);
        }
      }
      walk(suite.suites ?? [], path);
    }
  };
  walk(result?.suites ?? [], []);
  return lines;
}
