import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../../../helpers/test-app';
import type { AnswerKey } from './answer-key';
import type { ScoreOracle } from './recompute';

/** Figures printed at the end of a run. */
export interface ModelStats {
  sequences: number;
  /** Sequences that started on an account made in the database rather than registered. */
  seeded: number;
  commands: number;
  requests: number;
  byCommand: Record<string, number>;
  /** Milliseconds spent per command name (with its checks), to size the run. */
  msByCommand: Record<string, number>;
}

/** Shared by every sequence of a run: one app, its answer key and the score oracle. */
export interface ModelWorld {
  t: TestApp;
  key: AnswerKey;
  oracle: ScoreOracle;
  stats: ModelStats;
  /** Questions in a trial's form (TRIAL_QUESTIONS, small so trials end within a sequence). */
  trialQuestions: number;
  examDurationMs: number;
  trialDurationMs: number;
}

/** The system under test for one sequence: one fresh student on the shared app. */
export class ModelReal {
  token: string | undefined;

  constructor(
    readonly world: ModelWorld,
    readonly email: string,
    readonly password: string,
    readonly ip: string,
  ) {}

  get t(): TestApp {
    return this.world.t;
  }

  private count(response: LightMyRequestResponse): LightMyRequestResponse {
    this.world.stats.requests += 1;
    return response;
  }

  async get(url: string, token = this.token): Promise<LightMyRequestResponse> {
    return this.count(await this.t.get(url, { ip: this.ip, ...(token ? { token } : {}) }));
  }

  async post(url: string, body?: unknown, token = this.token): Promise<LightMyRequestResponse> {
    return this.count(await this.t.post(url, body, { ip: this.ip, ...(token ? { token } : {}) }));
  }

  /** The JSON of a response that must have the given status (the body is in the message). */
  static expectJson<T>(response: LightMyRequestResponse, status: number, what: string): T {
    expect(response.statusCode, `${what}: ${response.body}`).toBe(status);
    return response.json<T>();
  }
}
