// `node scripts/audit.mjs`: the dependency audit of issue 9 (docs/security/dependencies.md).
// Runs `npm audit --omit=dev --json` and fails on any high or critical advisory against a
// production dependency that docs/security/audit-exceptions.json does not list (each exception
// names its advisory, the package, why it is acceptable and until when).
// AUDIT_REPORT_FILE=<report.json> checks a saved report instead of asking the registry.
// Exit codes: 0 clean, 1 findings (or a broken exceptions file), 2 not run: the registry's audit
// endpoint did not answer (some mirrors refuse it), which scripts/test.mjs reports as skipped.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const exceptionsFile = 'docs/security/audit-exceptions.json';
const BLOCKING = new Set(['high', 'critical']);
const NOT_RUN = 2;

function loadExceptions() {
  const parsed = JSON.parse(readFileSync(new URL(`../${exceptionsFile}`, import.meta.url), 'utf8'));
  const today = new Date().toISOString().slice(0, 10);
  const valid = [];
  for (const entry of parsed.exceptions ?? []) {
    for (const field of ['advisory', 'package', 'reason', 'expires']) {
      if (typeof entry[field] !== 'string' || entry[field].trim() === '') {
        throw new Error(
          `${exceptionsFile}: an exception lacks "${field}": ${JSON.stringify(entry)}`,
        );
      }
    }
    if (entry.expires < today) {
      console.log(
        `audit: exception ${entry.advisory} (${entry.package}) expired on ${entry.expires}`,
      );
      continue;
    }
    valid.push(entry);
  }
  return valid;
}

/** The advisories behind the report's vulnerable packages: one line per (package, advisory). */
function findings(report) {
  const found = [];
  for (const [name, vulnerability] of Object.entries(report.vulnerabilities ?? {})) {
    for (const via of vulnerability.via ?? []) {
      // A string names another vulnerable package this one depends on; that one is listed itself.
      if (typeof via === 'string') continue;
      const advisory = String(via.url ?? via.source ?? 'unknown').replace(/^.*\//, '');
      found.push({ package: name, advisory, severity: via.severity, title: via.title ?? '' });
    }
  }
  return found;
}

function main() {
  const exceptions = loadExceptions();
  // AUDIT_REPORT_FILE: check a saved `npm audit --json` report instead (how the rules were tried).
  const saved = process.env.AUDIT_REPORT_FILE;
  const result = saved
    ? { stdout: readFileSync(saved, 'utf8'), stderr: '' }
    : spawnSync('npm', ['audit', '--omit=dev', '--json'], {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
  let report;
  try {
    report = JSON.parse(result.stdout);
  } catch {
    report = undefined;
  }
  if (!report || report.statusCode !== undefined || report.error || !report.vulnerabilities) {
    const why = report?.message ?? (result.stderr || 'no JSON report').trim().split('\n').at(-1);
    console.log("audit: NOT RUN - the registry's audit endpoint is unavailable:");
    console.log(`audit:   ${why}`);
    console.log(
      'audit: no result either way; run `node scripts/audit.mjs` where the endpoint answers.',
    );
    return NOT_RUN;
  }
  const blocking = findings(report).filter((finding) => BLOCKING.has(finding.severity));
  const excepted = (finding) =>
    exceptions.some((e) => e.advisory === finding.advisory && e.package === finding.package);
  const open = blocking.filter((finding) => !excepted(finding));
  const counts = report.metadata?.vulnerabilities ?? {};
  console.log(`audit: production dependencies: ${JSON.stringify(counts)}`);
  for (const finding of blocking) {
    const mark = excepted(finding) ? 'excepted' : 'BLOCKING';
    console.log(
      `audit: ${mark} ${finding.severity} ${finding.package} ${finding.advisory} ${finding.title}`,
    );
  }
  if (open.length > 0) {
    console.log(
      `audit: ${open.length} high/critical finding(s) without an exception in ${exceptionsFile}`,
    );
    return 1;
  }
  console.log('audit: no high or critical finding without a documented exception');
  return 0;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(`audit: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
