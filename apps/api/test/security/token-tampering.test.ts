import { ApiRoutes, ErrorCode, Messages } from '@exam/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../src/modules/auth/session.service';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { operationRequest, targetsFor } from './support/attempt-probes';
import { idSlots } from './support/id-bearing-routes';
import type { Identity } from './support/identities';
import { claimsOf, createIdentities } from './support/identities';
import { checkHeaders } from './support/response-oracles';
import type { Operation } from './support/route-table';
import { routeTable } from './support/route-table';
import type { StudentAttempts } from './support/student-attempts';
import { createStudentsWithAttempts } from './support/student-attempts';
import type { TamperedToken } from './support/token-corpus';
import { tokenCorpus } from './support/token-corpus';

/**
 * Item 6 of issue 9, tokens: every signed-in route of the route table x a corpus of tampered
 * bearer tokens (support/token-corpus.ts) -> 401 UNAUTHENTICATED, the same answer every time,
 * with the security headers. Each route first takes the untampered request with a valid token
 * (a fresh session), so a route that refuses everything cannot pass.
 */
let t: TestApp;
let operations: Operation[];
let victim: StudentAttempts;
let corpus: TamperedToken[];
let probes = 0;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  operations = routeTable(t.app).filter((operation) => operation.secured);
  const [owner, other] = (await createStudentsWithAttempts(t, 2)) as [
    StudentAttempts,
    StudentAttempts,
  ];
  victim = owner;
  const identities = await createIdentities(t, owner, other);
  const tokenOf = (name: string) => {
    const identity = identities.find((who: Identity) => who.name === name);
    return identity?.authorization?.slice('Bearer '.length) ?? '';
  };
  corpus = await tokenCorpus({
    secret: t.config.sessionSecret,
    now: t.clock.now(),
    token: owner.user.token,
    userId: owner.user.user.id,
    sessionId: claimsOf(owner.user.token).sid,
    otherUserId: other.user.user.id,
    otherSessionId: claimsOf(other.user.token).sid,
    revoked: tokenOf('revoked session'),
    expiredSession: tokenOf('expired session'),
    deletedUser: tokenOf('deleted user'),
  });
});
afterAll(async () => {
  console.log(
    `token tampering: ${probes} requests (${corpus.length} tokens x ${operations.length} signed-in routes, plus controls)`,
  );
  await t.close();
});

/** A request the route accepts from its owner: the victim's running attempt's ids. */
function requestFor(operation: Operation, authorization: string): InjectOptions {
  const slot = idSlots([operation])[0];
  const target = slot
    ? targetsFor(slot.kind, victim).find((x) => x.state === 'running')
    : undefined;
  const pathValues =
    slot?.where === 'path' && target
      ? { [slot.name]: target.id }
      : // Issue 23: the console's and the teachers' ids (a question, a class, a student, a
        // report) name no attempt of the victim: any well-formed uuid, so the request passes
        // validation and the token alone decides the answer.
        Object.fromEntries(
          operation.pathParams.map((param) => [param.name, '00000000-0000-4000-8000-000000000000']),
        );
  const known = {
    ...target?.known,
    ...(slot?.where === 'body' && target ? { [slot.name]: target.id } : {}),
  };
  return operationRequest(operation, pathValues, known, authorization);
}

describe('token tampering', () => {
  it('covers the signed-in routes of the route table with a corpus of 30+ tokens', () => {
    expect(operations.map((operation) => operation.path)).toEqual(
      expect.arrayContaining([ApiRoutes.auth.me, ApiRoutes.auth.logout, ApiRoutes.exam.state]),
    );
    expect(corpus.length).toBeGreaterThanOrEqual(30);
  });

  it('answers every tampered token on every signed-in route with the same 401', async () => {
    const problems: string[] = [];
    const answers = new Set<string>();
    for (const operation of operations) {
      for (const token of corpus) {
        probes += 1;
        const response = await t.app.inject(requestFor(operation, token.authorization));
        const where = `${operation.method} ${operation.path} with ${token.name}`;
        if (response.statusCode !== 401) {
          problems.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
        answers.add(response.body);
        problems.push(...checkHeaders(response).map((problem) => `${where}: ${problem}`));
      }
    }
    expect(problems).toEqual([]);
    expect([...answers]).toEqual([
      JSON.stringify({ message: Messages.unauthenticated, code: ErrorCode.Unauthenticated }),
    ]);
  }, 120_000);

  it('accepts the untampered request on every one of those routes (the control)', async () => {
    for (const operation of operations) {
      probes += 1;
      // A fresh session each time: the logout route revokes the one it is given.
      const token = await startSession(
        { db: t.db, clock: t.clock, sessionSecret: t.config.sessionSecret },
        victim.user.user.id,
        false,
      );
      const response = await t.app.inject(requestFor(operation, `Bearer ${token}`));
      const where = `${operation.method} ${operation.path}: ${response.body.slice(0, 200)}`;
      expect(response.statusCode, where).not.toBe(401);
      expect(response.statusCode, where).toBeLessThan(500);
      expect(checkHeaders(response), where).toEqual([]);
    }
  });

  it('accepts the scheme name in any case, as RFC 7235 says', async () => {
    const response = await t.get(ApiRoutes.auth.me, {
      headers: { authorization: `bEaReR ${victim.user.token}` },
    });
    expect(response.statusCode).toBe(200);
  });
});
