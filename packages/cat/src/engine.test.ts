import { describe, expect, it } from 'vitest';
import { createCatEngine } from './engine';
import type { CatItem } from './item-bank';
import type { CatSession } from './session';
import { simulatedAnswer, simulatedBank } from './test-bank';

const bank = simulatedBank(120, 1);

function runTest(session: CatSession, theta: number, student: number, limit = 1000): CatItem[] {
  const given: CatItem[] = [];
  for (let item = session.next(); item !== null && given.length < limit; item = session.next()) {
    given.push(item);
    session.record(item.id, simulatedAnswer(item, theta, 5, student));
  }
  return given;
}

describe('sessions', () => {
  it('is deterministic: same seed, same answers, same exposure state give the same test', () => {
    const options = { maxItems: 15, targetSE: 0.01, randomesque: 3 };
    const one = runTest(createCatEngine(bank, options).startSession({ seed: 42 }), 0.7, 1);
    const two = runTest(createCatEngine(bank, options).startSession({ seed: 42 }), 0.7, 1);
    expect(two.map((i) => i.id)).toEqual(one.map((i) => i.id));
    expect(one).toHaveLength(15);
  });

  it('never repeats an item and stops when the bank is exhausted', () => {
    const small = simulatedBank(12, 2);
    const engine = createCatEngine(small, { maxItems: 40, targetSE: 0.001, maxExposure: 1 });
    const session = engine.startSession({ seed: 1 });
    const given = runTest(session, 0, 3);
    expect(new Set(given.map((i) => i.id)).size).toBe(given.length);
    expect(given).toHaveLength(12);
    expect(session.stopReason).toBe('bank-exhausted');
  });

  it('returns the same pending item until it is answered and rejects a repeated answer', () => {
    const session = createCatEngine(bank).startSession({ seed: 3 });
    const first = session.next();
    expect(session.next()).toEqual(first);
    session.record(first!.id, true);
    expect(() => session.record(first!.id, false)).toThrow(/already answered/);
    expect(() => session.record('nope', false)).toThrow(/unknown item/);
  });

  it('restoring from the history gives the item the live session gives next', () => {
    const options = { maxItems: 20, targetSE: 0.01, lessonTargets: { L1: 0.5, L2: 0.3, L3: 0.2 } };
    const engine = createCatEngine(bank, options);
    // Warm the shared exposure counters with other students first.
    for (let s = 0; s < 8; s += 1) runTest(engine.startSession({ seed: s }), s / 4 - 1, s);
    const live = engine.startSession({ seed: 99, prior: { mean: 0.3, sd: 0.9 } });
    for (let k = 0; k < 12; k += 1) {
      const snapshot = engine.exposureSnapshot();
      const server = createCatEngine(bank, { ...options, exposureCounts: snapshot });
      const restored = server.restoreSession({
        seed: 99,
        prior: { mean: 0.3, sd: 0.9 },
        history: live.history(),
      });
      expect(restored.estimate()).toEqual(live.estimate());
      const expected = live.next();
      expect(restored.next()).toEqual(expected);
      live.record(expected!.id, simulatedAnswer(expected!, 0.4, 5, 99));
    }
  });

  it('keeps the estimate within +-4 over the first items even with an extreme prior', () => {
    const session = createCatEngine(bank, { estimator: 'mle' }).startSession({ seed: 1 });
    const item = session.next()!;
    session.record(item.id, true);
    expect(session.estimate().theta).toBeLessThanOrEqual(4);
    const eap = createCatEngine(bank).startSession({ seed: 1, prior: { mean: 5.5, sd: 0.5 } });
    expect(eap.estimate().theta).toBe(4);
  });
});

describe('stopping rules', () => {
  it('stops at the maximum length', () => {
    const session = createCatEngine(bank, { maxItems: 7, targetSE: 0.01 }).startSession({
      seed: 1,
    });
    expect(runTest(session, 0, 1)).toHaveLength(7);
    expect(session.stopReason).toBe('max-items');
  });

  it('stops at the target SE, but not before the minimum length', () => {
    const session = createCatEngine(bank, { minItems: 6, targetSE: 0.5 }).startSession({ seed: 1 });
    const given = runTest(session, 0, 1);
    expect(session.stopReason).toBe('target-se');
    expect(given.length).toBeGreaterThanOrEqual(6);
    expect(session.estimate().se).toBeLessThanOrEqual(0.5);
    const loose = createCatEngine(bank, { minItems: 6, targetSE: 5 }).startSession({ seed: 1 });
    expect(runTest(loose, 0, 1)).toHaveLength(6);
  });

  it('stops when time is up (remaining time passed in, or elapsed against a limit)', () => {
    const session = createCatEngine(bank, {
      timeLimitSeconds: 600,
      minSecondsPerItem: 20,
    }).startSession({
      seed: 1,
    });
    expect(session.next({ elapsedSeconds: 100 })).not.toBeNull();
    session.record(session.next()!.id, true);
    expect(session.next({ elapsedSeconds: 590 })).toBeNull();
    expect(session.stopReason).toBe('time');
    expect(session.next({ remainingSeconds: 0 })).toBeNull();
    expect(session.next({ remainingSeconds: 300 })).not.toBeNull();
  });
});

describe('cohort invariants: exposure and lesson quotas', () => {
  const targets = { L1: 0.5, L2: 0.3, L3: 0.2 };
  const students = 120;
  const length = 15;
  const engine = createCatEngine(simulatedBank(150, 4), {
    minItems: length,
    maxItems: length,
    targetSE: 0.01,
    maxExposure: 0.25,
    lessonTargets: targets,
  });
  const tests = Array.from({ length: students }, (_, s) =>
    runTest(engine.startSession({ seed: 1000 + s }), -2 + (4 * s) / students, s),
  );

  it('keeps every test within floor/ceil of each lesson quota at every length', () => {
    for (const test of tests) {
      expect(test).toHaveLength(length);
      const counts: Record<string, number> = { L1: 0, L2: 0, L3: 0 };
      test.forEach((item, k) => {
        counts[item.lesson] = (counts[item.lesson] ?? 0) + 1;
        for (const [lesson, share] of Object.entries(targets)) {
          expect(counts[lesson]).toBeGreaterThanOrEqual(Math.floor(share * (k + 1) + 1e-9));
          expect(counts[lesson]).toBeLessThanOrEqual(Math.ceil(share * (k + 1) - 1e-9));
        }
      });
    }
  });

  it('shows no item to more than 25% of the students', () => {
    const seen = new Map<string, number>();
    for (const test of tests)
      for (const item of test) seen.set(item.id, (seen.get(item.id) ?? 0) + 1);
    expect(Math.max(...seen.values()) / students).toBeLessThanOrEqual(0.25);
    expect(engine.exposureSnapshot().sessions).toBe(students);
    const snapshotCounts = engine.exposureSnapshot().counts;
    for (const [id, n] of seen) expect(snapshotCounts[id]).toBe(n);
  });

  it('gives different students different first items once counters fill', () => {
    expect(new Set(tests.map((t) => t[0]?.id)).size).toBeGreaterThan(3);
  });
});

describe('format balancing', () => {
  // Short answers (no guessing) carry more information than multiple choice, so without a
  // format quota the engine would give almost only short answers.
  const formatBank: CatItem[] = simulatedBank(240, 9).map((item, i) => ({
    ...item,
    c: i % 2 === 0 ? 0.25 : 0,
    format: i % 2 === 0 ? 'MCQ' : 'short_answer',
  }));
  const run = (formatTargets: Record<string, number>) => {
    const engine = createCatEngine(formatBank, {
      minItems: 16,
      maxItems: 16,
      targetSE: 0.01,
      lessonTargets: { L1: 1, L2: 1, L3: 1 },
      formatTargets,
    });
    return Array.from({ length: 40 }, (_, s) =>
      runTest(engine.startSession({ seed: 500 + s }), -2 + s / 10, s),
    );
  };

  it('without format targets, short answers crowd out multiple choice', () => {
    const mcq = run({})
      .flat()
      .filter((item) => item.format === 'MCQ').length;
    expect(mcq / (40 * 16)).toBeLessThan(0.3);
  });

  it('keeps every test within floor/ceil of each format quota at every length, lessons too', () => {
    const targets = { MCQ: 0.5, short_answer: 0.5 };
    for (const test of run(targets)) {
      expect(test).toHaveLength(16);
      const formats: Record<string, number> = {};
      const lessons: Record<string, number> = {};
      test.forEach((item, k) => {
        const format = item.format ?? '';
        formats[format] = (formats[format] ?? 0) + 1;
        lessons[item.lesson] = (lessons[item.lesson] ?? 0) + 1;
        for (const [name, share] of Object.entries(targets)) {
          expect(formats[name] ?? 0).toBeGreaterThanOrEqual(Math.floor(share * (k + 1) + 1e-9));
          expect(formats[name] ?? 0).toBeLessThanOrEqual(Math.ceil(share * (k + 1) - 1e-9));
        }
        for (const name of ['L1', 'L2', 'L3']) {
          expect(lessons[name] ?? 0).toBeGreaterThanOrEqual(Math.floor((k + 1) / 3 + 1e-9));
          expect(lessons[name] ?? 0).toBeLessThanOrEqual(Math.ceil((k + 1) / 3 - 1e-9));
        }
      });
    }
  });
});

describe('items to avoid (questions whose answer the student has seen)', () => {
  const options = {
    maxItems: 30,
    targetSE: 0.001,
    maxExposure: 0.25,
    lessonTargets: { L1: 1, L2: 1, L3: 1 },
  };

  it('gives none of them while any other item is left, whatever lesson quotas and exposure say', () => {
    const small = simulatedBank(30, 5);
    const engine = createCatEngine(small, options);
    // Warm the exposure counters so that the cap bites too.
    for (let s = 0; s < 6; s += 1) runTest(engine.startSession({ seed: s }), 0, s, 10);
    // Every item but five, all five in lesson L1: the lesson quotas want L2 and L3 too.
    const fresh = new Set(['item-0', 'item-3', 'item-6', 'item-9', 'item-12']);
    const avoid = small.map((item) => item.id).filter((id) => !fresh.has(id));
    const given = runTest(engine.startSession({ seed: 77, avoid }), 0.3, 77);
    expect(given).toHaveLength(30);
    expect(new Set(given.slice(0, 5).map((item) => item.id))).toEqual(fresh);
    // Then the avoided ones, rather than stopping: the test never stalls.
    expect(given.slice(5).every((item) => !fresh.has(item.id))).toBe(true);
  });

  it('changes nothing when empty or unknown to the bank, and restores to the same next item', () => {
    const engineOf = () => createCatEngine(bank, { ...options, maxItems: 15 });
    const plain = runTest(engineOf().startSession({ seed: 5 }), 0.2, 5);
    const unknown = runTest(
      engineOf().startSession({ seed: 5, avoid: ['not-in-the-bank'] }),
      0.2,
      5,
    );
    expect(unknown.map((item) => item.id)).toEqual(plain.map((item) => item.id));

    // Avoiding what the plain test gave first: a different test, restorable from its history.
    const avoid = plain.slice(0, 5).map((item) => item.id);
    const engine = engineOf();
    const live = engine.startSession({ seed: 5, avoid });
    for (let k = 0; k < 8; k += 1) {
      const restored = createCatEngine(bank, {
        ...options,
        maxItems: 15,
        exposureCounts: engine.exposureSnapshot(),
      }).restoreSession({ seed: 5, avoid, history: live.history() });
      const expected = live.next();
      expect(expected).not.toBeNull();
      expect(avoid).not.toContain(expected!.id);
      expect(restored.next()).toEqual(expected);
      live.record(expected!.id, simulatedAnswer(expected!, 0.2, 5, 5));
    }
  });
});

describe('scores', () => {
  it('reports the domain score as the expected proportion correct on the bank', () => {
    const engine = createCatEngine(bank, { maxItems: 10, targetSE: 0.01 });
    const session = engine.startSession({ seed: 1 });
    runTest(session, 1, 1);
    const theta = session.estimate().theta;
    const expected =
      bank.reduce((s, it) => s + it.c + (1 - it.c) / (1 + Math.exp(-it.a * (theta - it.b))), 0) /
      bank.length;
    expect(session.domainScore()).toBeCloseTo(expected, 12);
  });

  it('shrinks lesson abilities toward the overall ability (fully for an unseen lesson)', () => {
    const engine = createCatEngine(simulatedBank(60, 3, ['L1', 'L2', 'L3', 'L4']), {
      maxItems: 9,
      targetSE: 0.01,
      lessonTargets: { L1: 1, L2: 1, L3: 1 },
    });
    const session = engine.startSession({ seed: 2 });
    runTest(session, 0.5, 2);
    const overall = session.estimate().theta;
    const scores = session.lessonScores();
    const unseen = scores.find((s) => s.lesson === 'L4')!;
    expect(unseen.items).toBe(0);
    expect(unseen.theta).toBeCloseTo(overall, 6);
    for (const s of scores) expect(s.score).toBeGreaterThan(0);
  });
});
