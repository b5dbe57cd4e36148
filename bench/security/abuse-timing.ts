/**
 * Account-endpoint timing and login-flood isolation (issue 9 item 5), through the real API
 * in-process (buildApp on a fresh embedded PGlite seeded with the shipped bank):
 *
 * 1. Does the answer time reveal whether an e-mail has an account? For login (known e-mail with a
 *    wrong password vs unknown e-mail), forgot-password (known vs unknown) and register (taken vs
 *    new e-mail), SAMPLES timed requests each, the two cases interleaved; every sample uses a
 *    fresh e-mail and client address, so no limit is hit and no counter row is reused.
 * 2. Exam next-question latency (p50/p99) alone, then while FLOOD concurrent clients keep
 *    signing in with wrong passwords (each one a full argon2id verify).
 *
 *   node --import tsx bench/security/abuse-timing.ts                # 200 samples, prints
 *   node --import tsx bench/security/abuse-timing.ts --write        # also rewrites RESULTS.md
 *   node --import tsx bench/security/abuse-timing.ts --samples 20   # smoke run
 */
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { format } from 'prettier';
import { startInProcessApi } from '../support/in-process-app';
import { ApiRoutes, TOPICS } from '@exam/contract';
import type { AuthResponse, ExamProgress } from '@exam/contract';
import { systemClock } from '../../apps/api/src/lib/clock';
import { HASHING_SLOTS, hashPassword } from '../../apps/api/src/modules/auth/password';
import { insertUser } from '../../apps/api/src/modules/auth/users.repository';
import { stats, type Stats } from './stats';

const { values: args } = parseArgs({
  options: {
    samples: { type: 'string', default: '200' },
    flood: { type: 'string', default: '20' },
    write: { type: 'boolean', default: false },
  },
});
const SAMPLES = Number(args.samples);
const FLOOD = Number(args.flood);
if (!Number.isInteger(SAMPLES) || SAMPLES < 2) throw new Error('--samples must be >= 2');
const WARM_UP = Math.min(20, SAMPLES);
const XSRF = 'bench-xsrf';
const PASSWORD = 'Bench-Password-2026';
const TOPIC = TOPICS[0];

let ipCounter = 0;
/** A fresh client address per request: per-IP limits never interfere with the timing. */
const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};
let emailCounter = 0;
const freshEmail = (prefix: string) => `${prefix}-${(emailCounter += 1)}@bench.example.test`;

async function main() {
  const api = await startInProcessApi('abuse-bench-', systemClock);
  const { app, handle } = api;
  const answers = new Map(
    (
      await handle.client.query<{ id: string; answer: string }>('select id, answer from questions')
    ).rows.map((row) => [row.id, row.answer]),
  );

  const send = (url: string, body: unknown, token?: string) =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress: nextIp(),
      cookies: { 'XSRF-TOKEN': XSRF },
      headers: { 'x-xsrf-token': XSRF, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: body as object,
    });
  const timed = async (url: string, body: unknown, expected: number, token?: string) => {
    const started = performance.now();
    const response = await send(url, body, token);
    const ms = performance.now() - started;
    if (response.statusCode !== expected) {
      throw new Error(`${url} -> ${response.statusCode} (expected ${expected}): ${response.body}`);
    }
    return { ms, body: response.body };
  };

  const school = { name: 'Bench School', city: 'Cairo' };
  await send(ApiRoutes.location.schools, school);
  // Known accounts: one per sample (and warm-up), inserted with one shared hash.
  const passwordHash = await hashPassword(PASSWORD);
  const known: string[] = [];
  for (let index = 0; index < 3 * (SAMPLES + WARM_UP); index += 1) {
    const email = freshEmail('known');
    await insertUser(handle.db, {
      username: `Bench ${index}`,
      email,
      passwordHash,
      cityId: null,
      schoolId: null,
      emailVerifiedAt: null,
      now: new Date(),
    });
    known.push(email);
  }
  const takeKnown = () => {
    const email = known.pop();
    if (!email) throw new Error('out of known accounts');
    return email;
  };

  /** Interleaved pairs (known first on even rounds, unknown first on odd ones). */
  async function compare(
    name: string,
    knownCase: () => Promise<{ ms: number; body: string }>,
    unknownCase: () => Promise<{ ms: number; body: string }>,
  ) {
    const times = { known: [] as number[], unknown: [] as number[] };
    let sameBody = true;
    for (let round = 0; round < WARM_UP + SAMPLES; round += 1) {
      const order =
        round % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
      const results: Record<string, { ms: number; body: string }> = {};
      for (const side of order)
        results[side] = await (side === 'known' ? knownCase : unknownCase)();
      if (round < WARM_UP) continue;
      times.known.push(results.known?.ms ?? 0);
      times.unknown.push(results.unknown?.ms ?? 0);
      if (name !== 'register' && results.known?.body !== results.unknown?.body) sameBody = false;
    }
    const a = stats(times.known);
    const b = stats(times.unknown);
    return { name, known: a, unknown: b, difference: a.mean - b.mean, sameBody };
  }

  const started = performance.now();
  const timing = [
    await compare(
      'login',
      () => timed(ApiRoutes.auth.login, { email: takeKnown(), password: 'wrong-password' }, 401),
      () =>
        timed(
          ApiRoutes.auth.login,
          { email: freshEmail('nobody'), password: 'wrong-password' },
          401,
        ),
    ),
    await compare(
      'forgot-password',
      () => timed(ApiRoutes.auth.forgotPassword, { email: takeKnown() }, 200),
      () => timed(ApiRoutes.auth.forgotPassword, { email: freshEmail('nobody') }, 200),
    ),
    await compare(
      'register',
      () => timed(ApiRoutes.auth.register, registration(takeKnown()), 409),
      () => timed(ApiRoutes.auth.register, registration(freshEmail('new')), 201),
    ),
  ];
  await app.drainBackgroundTasks();

  // Exam answers: one student answering exam after exam, SAMPLES answers per condition.
  const student = (
    await send(ApiRoutes.auth.register, registration(freshEmail('student')))
  ).json<AuthResponse>();
  async function answerLatencies(count: number): Promise<number[]> {
    const times: number[] = [];
    let state: ExamProgress | undefined;
    while (times.length < count) {
      if (!state || state.completed) {
        state = (await send(ApiRoutes.exam.generate, { topic: TOPIC }, student.token)).json();
        continue;
      }
      const body = {
        topic: TOPIC,
        examId: state.examId,
        lessonId: state.lessonId,
        questionId: state.question.id,
        selectedAnswer: answers.get(state.question.id) ?? '0',
      };
      const { ms, body: text } = await timed(ApiRoutes.exam.nextQuestion, body, 200, student.token);
      times.push(ms);
      state = JSON.parse(text) as ExamProgress;
    }
    return times;
  }
  await answerLatencies(WARM_UP);
  const alone = stats(await answerLatencies(SAMPLES));
  let flooding = true;
  let floodLogins = 0;
  const floodStarted = performance.now();
  const flooders = Array.from({ length: FLOOD }, async () => {
    while (flooding) {
      await send(ApiRoutes.auth.login, { email: freshEmail('flood'), password: 'wrong-password' });
      floodLogins += 1;
    }
  });
  const underFlood = stats(await answerLatencies(SAMPLES));
  flooding = false;
  await Promise.all(flooders);
  const floodRate = floodLogins / ((performance.now() - floodStarted) / 1000);
  const seconds = (performance.now() - started) / 1000;

  await api.dispose();

  const report = render(timing, alone, underFlood, floodRate, seconds);
  console.log(report);
  if (args.write) {
    const file = new URL('RESULTS.md', import.meta.url);
    await writeFile(file, await format(report, { parser: 'markdown', proseWrap: 'preserve' }));
    console.log(`wrote ${file.pathname}`);
  }
}

function registration(email: string) {
  return {
    username: 'Bench Student',
    email,
    password: PASSWORD,
    city: 'Cairo',
    school: 'Bench School',
  };
}

const ms = (value: number) => value.toFixed(2);

function render(
  timing: { name: string; known: Stats; unknown: Stats; difference: number; sameBody: boolean }[],
  alone: Stats,
  underFlood: Stats,
  floodRate: number,
  seconds: number,
): string {
  const labels: Record<string, [string, string]> = {
    login: ['known e-mail, wrong password', 'unknown e-mail'],
    'forgot-password': ['known e-mail', 'unknown e-mail'],
    register: ['e-mail taken (409)', 'new e-mail (201)'],
  };
  const rows = timing.flatMap(({ name, known, unknown, difference, sameBody }) => {
    const [a, b] = labels[name] ?? ['known', 'unknown'];
    const verdict = Math.abs(difference) < 10 ? 'yes' : '**no**';
    const body = name === 'register' ? 'no (409 by decision 004)' : sameBody ? 'yes' : '**no**';
    return [
      `| ${name} | ${a} | ${ms(known.mean)} | ${ms(known.median)} | ${ms(known.p95)} | | | | |`,
      `| | ${b} | ${ms(unknown.mean)} | ${ms(unknown.median)} | ${ms(unknown.p95)} | ${ms(difference)} | ${ms(known.median - unknown.median)} | ${verdict} | ${body} |`,
    ];
  });
  return `# Account-endpoint timing and login-flood isolation

Command: \`node --import tsx bench/security/abuse-timing.ts --samples ${SAMPLES} --flood ${FLOOD} --write\`
(${seconds.toFixed(0)} s on the 2-core machine, load average ${loadavg()[0]?.toFixed(1)} at the end, embedded PGlite, in-process \`app.inject\`;
${WARM_UP} warm-up pairs discarded; the two cases interleaved, each sample with a fresh e-mail and
client address so no limit is hit).

## Does the answer time reveal whether an e-mail has an account?

${SAMPLES} samples per case, milliseconds. Target: |difference of means| under 10 ms.

| Endpoint | Case | Mean | Median | p95 | Difference of means | Difference of medians | Means under 10 ms apart | Same status and body |
| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | --- |
${rows.join('\n')}

## Exam answers during a login flood

\`POST /api/exam/next-question\`, ${SAMPLES} answers per condition, milliseconds. The flood is
${FLOOD} clients signing in back to back with wrong passwords on unknown e-mails (every request a
full argon2id verify; ${floodRate.toFixed(0)} sign-ins per second got through the
${HASHING_SLOTS} hashing slot(s), one fewer than the machine's cores).

| Condition | p50 | p99 | Mean | Max |
| --- | ---: | ---: | ---: | ---: |
| alone | ${ms(alone.median)} | ${ms(alone.p99)} | ${ms(alone.mean)} | ${ms(alone.max)} |
| during the login flood | ${ms(underFlood.median)} | ${ms(underFlood.p99)} | ${ms(underFlood.mean)} | ${ms(underFlood.max)} |
`;
}

await main();
