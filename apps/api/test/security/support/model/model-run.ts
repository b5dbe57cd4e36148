import fc from 'fast-check';
import { expect } from 'vitest';
import {
  DEFAULT_PASSWORD,
  ensureSchool,
  login,
  randomIp,
  uniqueEmail,
} from '../../../helpers/factories';
import { createTestApp } from '../../../helpers/test-app';
import { AnswerKey } from './answer-key';
import { checkModel } from './model-checks';
import { KINDS, modelCommands, register, start } from './model-commands';
import type { ModelStats, ModelWorld } from './model-real';
import { ModelReal } from './model-real';
import type { Model } from './model-state';
import { newModel } from './model-state';
import { ScoreOracle } from './recompute';
import { AccountSeeder } from './seeded-account';

/** One sequence in REGISTER_EVERY registers through the API; the others start seeded. */
const REGISTER_EVERY = 4;
/** Small trial forms, so that sequences reach a trial's last question. */
const TRIAL_QUESTIONS = 3;
/** The fewest drawn commands in a sequence. */
const MIN_COMMANDS = 4;
const FAR_PAST_EVERY_DEADLINE_MS = 61 * 60_000;
const seeder = new AccountSeeder(DEFAULT_PASSWORD);

export function newStats(): ModelStats {
  return { sequences: 0, commands: 0, requests: 0, seeded: 0, byCommand: {}, msByCommand: {} };
}

/** One app for a whole run (fresh students per sequence), with its answer key and oracle. */
export async function createWorld(stats: ModelStats): Promise<ModelWorld> {
  const t = await createTestApp({ env: { TRIAL_QUESTIONS: String(TRIAL_QUESTIONS) } });
  await ensureSchool(t);
  return {
    t,
    key: await AnswerKey.load(t),
    oracle: await ScoreOracle.load(t),
    stats,
    trialQuestions: TRIAL_QUESTIONS,
    examDurationMs: t.config.examDurationSeconds * 1000,
    trialDurationMs: t.config.trialDurationSeconds * 1000,
  };
}

export function describeStats(stats: ModelStats): string {
  const ms = Object.fromEntries(
    Object.entries(stats.msByCommand).map(([name, value]) => [name, Math.round(value)]),
  );
  return `${stats.sequences} sequences (${stats.seeded} on a seeded account), ${stats.commands} commands, ${stats.requests} requests; by command ${JSON.stringify(stats.byCommand)}; ms by command ${JSON.stringify(ms)}`;
}

/** The end of a sequence: past every deadline, every attempt read back and compared once more. */
async function finalCheck(model: Model, real: ModelReal): Promise<void> {
  if (!model.registered || model.deleted || model.attempts.length === 0) return;
  model.now += FAR_PAST_EVERY_DEADLINE_MS;
  real.t.clock.advance(FAR_PAST_EVERY_DEADLINE_MS);
  if (!model.signedIn) {
    const response = await login(real.t, real.email, real.password, { ip: real.ip });
    real.token = ModelReal.expectJson<{ token: string }>(response, 200, 'final login').token;
    model.signedIn = true;
  }
  await checkModel(model, real, KINDS, true);
  // Practice has no deadline; exams and trials must all be over now.
  for (const attempt of model.attempts) {
    if (attempt.kind !== 'practice') expect(attempt.running, `${attempt.kind} over`).toBe(false);
  }
}

/**
 * The property: a fresh account (registered through the API, or seeded), a first attempt, then
 * up to `maxCommands` drawn commands, each followed by its checks, then the final check.
 */
export function sequenceProperty(world: ModelWorld, maxCommands: number) {
  return fc.asyncProperty(
    fc.integer({ min: 1, max: REGISTER_EVERY }),
    fc.constantFrom(...KINDS),
    // A plain array rather than fc.commands: its lengths stay near the maximum (fc.commands draws
    // mostly short lists, and many drawn commands do not apply, so sequences stayed trivial).
    fc.array(fc.oneof(...modelCommands()), {
      minLength: Math.min(MIN_COMMANDS, maxCommands),
      maxLength: maxCommands,
    }),
    async (throughApi, firstKind, commands) => {
      world.stats.sequences += 1;
      const model = newModel(world.t.clock.now().getTime());
      const real = new ModelReal(world, uniqueEmail('model'), DEFAULT_PASSWORD, randomIp());
      if (throughApi === 1) await register().run(model, real);
      else {
        real.token = await seeder.create(world.t, real.email);
        Object.assign(model, { registered: true, signedIn: true });
        world.stats.seeded += 1;
      }
      // Then an attempt, so that the drawn answers have something to answer.
      await start(firstKind).run(model, real);
      await fc.asyncModelRun(() => ({ model, real }), commands);
      await finalCheck(model, real);
    },
  );
}
