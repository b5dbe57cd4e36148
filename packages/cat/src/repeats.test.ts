import { describe, expect, it } from 'vitest';
import { createCatEngine } from './engine';
import type { CatItem } from './item-bank';
import type { CatOptions } from './options';
import { createRng, mixSeed, normalDraw } from './rng';
import type { CatSession } from './session';
import { simulatedAnswer } from './test-bank';

/**
 * Repeats a student notices (docs/decisions/031-no-repeats-a-student-notices.md): within a test,
 * no second item of a template while the item's lesson has an item of another template left; no
 * item met recently while an item outside `recent` and `avoid` is left. Checked over many seeded
 * banks shaped like the seeded question bank: a template's variants share their parameters, so
 * an engine blind to templates keeps choosing the same template.
 */

const LESSONS = ['L1', 'L2', 'L3', 'L4'];

/** Every lesson has 1-5 templates of 1-4 variants; variants share a, b, c and the format. */
function templatedBank(seed: number, minTemplates = 1): CatItem[] {
  const rng = createRng(mixSeed(seed, 31));
  const items: CatItem[] = [];
  for (const lesson of LESSONS) {
    const templates = minTemplates + Math.floor(rng() * (6 - minTemplates));
    for (let t = 0; t < templates; t += 1) {
      const a = Math.exp(0.3 * normalDraw(rng));
      const b = normalDraw(rng);
      const mcq = rng() < 0.5;
      const variants = 1 + Math.floor(rng() * 4);
      for (let v = 0; v < variants; v += 1) {
        items.push({
          id: `item-${items.length}`,
          a,
          b,
          c: mcq ? 0.25 : 0,
          lesson,
          format: mcq ? 'MCQ' : 'short_answer',
          template: `${lesson}-t${t}`,
        });
      }
    }
  }
  return items;
}

const examLike = (maxItems: number): Partial<CatOptions> => ({
  maxItems,
  minItems: Math.min(LESSONS.length, maxItems),
  targetSE: 0.001,
  maxExposure: 0.25,
  lessonTargets: Object.fromEntries(LESSONS.map((lesson) => [lesson, 1])),
  formatTargets: { MCQ: 1, short_answer: 1 },
});

/** Runs a test to its end; calls `check` before recording each item with the items given so far. */
function runTest(
  session: CatSession,
  theta: number,
  student: number,
  check?: (item: CatItem, given: readonly CatItem[]) => void,
): CatItem[] {
  const given: CatItem[] = [];
  for (let item = session.next(); item !== null; item = session.next()) {
    check?.(item, given);
    given.push(item);
    session.record(item.id, simulatedAnswer(item, theta, 7, student));
  }
  return given;
}

function templateRepeats(given: readonly CatItem[]): number {
  return given.length - new Set(given.map((item) => item.template ?? item.id)).size;
}

/** Warms the engine's exposure counters with other students, so that the cap bites. */
function warm(engine: ReturnType<typeof createCatEngine>, seed: number): void {
  for (let s = 0; s < 4; s += 1)
    runTest(engine.startSession({ seed: mixSeed(seed, s) }), s / 2 - 1, 1000 + s);
}

describe('templates within a test', () => {
  it('repeats a template only when its lesson has no item of another template left (200 seeded banks)', () => {
    let repeats = 0;
    for (let seed = 1; seed <= 200; seed += 1) {
      const bank = templatedBank(seed);
      const engine = createCatEngine(bank, examLike(8 + (seed % 13)));
      warm(engine, seed);
      runTest(engine.startSession({ seed }), normalDraw(createRng(seed)), seed, (item, given) => {
        const used = new Set(given.map((g) => g.template));
        if (!used.has(item.template)) return;
        repeats += 1;
        const givenIds = new Set(given.map((g) => g.id));
        const otherTemplate = bank.filter(
          (other) =>
            other.lesson === item.lesson &&
            other.id !== item.id &&
            !givenIds.has(other.id) &&
            !used.has(other.template),
        );
        expect(otherTemplate, `seed ${seed}: ${item.id} repeats ${item.template}`).toEqual([]);
      });
    }
    // Small lessons do run out: the fallback is exercised, not only the rule.
    expect(repeats).toBeGreaterThan(0);
  });

  it('gives no template twice when every lesson has enough, where a template-blind engine does', () => {
    let blind = 0;
    let aware = 0;
    for (let seed = 1; seed <= 50; seed += 1) {
      // At least 5 templates a lesson, 12 items over 4 lessons: 3 a lesson at most.
      const bank = templatedBank(seed, 5);
      const withoutTemplates = bank.map(({ template: _template, ...item }) => item);
      const theta = normalDraw(createRng(seed));
      blind += templateRepeats(
        runTest(
          createCatEngine(withoutTemplates, examLike(12)).startSession({ seed }),
          theta,
          seed,
        ).map((item) => bank.find((b) => b.id === item.id) as CatItem),
      );
      aware += templateRepeats(
        runTest(createCatEngine(bank, examLike(12)).startSession({ seed }), theta, seed),
      );
    }
    expect(blind).toBeGreaterThan(0);
    expect(aware).toBe(0);
  });

  it('keeps the lesson quotas: a template is repeated rather than a lesson over-served', () => {
    // L1 has one template of four variants; the test wants two L1 items.
    const bank: CatItem[] = [];
    for (const lesson of LESSONS) {
      const templates = lesson === 'L1' ? 1 : 4;
      for (let t = 0; t < templates; t += 1)
        for (let v = 0; v < (lesson === 'L1' ? 4 : 1); v += 1)
          bank.push({
            id: `item-${bank.length}`,
            a: 1 + t / 10,
            b: t / 4,
            c: 0,
            lesson,
            template: `${lesson}-t${t}`,
          });
    }
    const options = { ...examLike(8), formatTargets: {} };
    const given = runTest(createCatEngine(bank, options).startSession({ seed: 3 }), 0, 3);
    expect(given).toHaveLength(8);
    expect(given.filter((item) => item.lesson === 'L1')).toHaveLength(2);
    expect(templateRepeats(given)).toBe(1);
  });
});

describe('items met recently and items to avoid', () => {
  it('gives a recent item only when no other is left, and an avoided one only after that (200 seeds)', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const bank = templatedBank(seed);
      const rng = createRng(mixSeed(seed, 5));
      const avoid = new Set(bank.filter(() => rng() < 0.3).map((item) => item.id));
      const recent = new Set(bank.filter(() => rng() < 0.4).map((item) => item.id));
      const engine = createCatEngine(bank, { ...examLike(bank.length), maxExposure: 1 });
      const given = runTest(
        engine.startSession({ seed, avoid, recent }),
        normalDraw(rng),
        seed,
        (item, before) => {
          const done = new Set(before.map((g) => g.id));
          const left = bank.filter((other) => !done.has(other.id) && other.id !== item.id);
          if (avoid.has(item.id))
            expect(
              left.filter((other) => !avoid.has(other.id)),
              `seed ${seed}`,
            ).toEqual([]);
          else if (recent.has(item.id))
            expect(
              left.filter((other) => !avoid.has(other.id) && !recent.has(other.id)),
              `seed ${seed}`,
            ).toEqual([]);
        },
      );
      expect(given).toHaveLength(bank.length);
    }
  });

  it('changes nothing when recent is empty, and a restored session gives the live next item', () => {
    const bank = templatedBank(9, 3);
    const options = examLike(14);
    const plain = runTest(createCatEngine(bank, options).startSession({ seed: 4 }), 0.4, 4);
    const empty = runTest(
      createCatEngine(bank, options).startSession({ seed: 4, recent: [], avoid: ['unknown'] }),
      0.4,
      4,
    );
    expect(empty.map((item) => item.id)).toEqual(plain.map((item) => item.id));

    const recent = plain.slice(0, 6).map((item) => item.id);
    const engine = createCatEngine(bank, options);
    const live = engine.startSession({ seed: 4, recent });
    for (let k = 0; k < 10; k += 1) {
      const restored = createCatEngine(bank, {
        ...options,
        exposureCounts: engine.exposureSnapshot(),
      }).restoreSession({ seed: 4, recent, history: live.history() });
      const expected = live.next();
      expect(expected).not.toBeNull();
      expect(recent).not.toContain(expected?.id);
      expect(restored.next()).toEqual(expected);
      live.record(expected?.id as string, simulatedAnswer(expected as CatItem, 0.4, 7, 4));
    }
  });
});
