import { describe, expect, it } from 'vitest';
import { createCatEngine } from './engine';
import type { CatItem } from './item-bank';
import type { CatSession } from './session';
import { simulatedAnswer, simulatedBank } from './test-bank';

/**
 * Synthetic banks shaped like the growing syllabus: `lessons` lessons spread over seven units of
 * unequal size (the first units get the extra lessons), 20 items per lesson, two formats and
 * five templates per lesson.
 */
function unitBank(
  lessons: number,
  seed: number,
): { items: CatItem[]; unitOf: Map<string, string> } {
  const names = Array.from({ length: lessons }, (_, l) => `lesson-${l}`);
  const unitOf = new Map(names.map((name, l) => [name, `unit-${Math.floor((l * 7) / lessons)}`]));
  const items = simulatedBank(lessons * 20, seed, names).map((item, i) => ({
    ...item,
    unit: unitOf.get(item.lesson) as string,
    format: i % 2 === 0 ? 'MCQ' : 'short_answer',
    template: `${item.lesson}-t${Math.floor(i / lessons) % 5}`,
  }));
  return { items, unitOf };
}

/** Unit shares proportional to each unit's number of lessons. */
function proportionalTargets(unitOf: Map<string, string>): Record<string, number> {
  const targets: Record<string, number> = {};
  for (const unit of unitOf.values()) targets[unit] = (targets[unit] ?? 0) + 1;
  return targets;
}

function runTest(session: CatSession, theta: number, student: number): CatItem[] {
  const given: CatItem[] = [];
  for (let item = session.next(); item !== null; item = session.next()) {
    given.push(item);
    session.record(item.id, simulatedAnswer(item, theta, 5, student));
  }
  return given;
}

function expectWithinQuota(
  given: readonly CatItem[],
  key: (item: CatItem) => string,
  targets: Record<string, number>,
): void {
  const total = Object.values(targets).reduce((sum, t) => sum + t, 0);
  const counts = new Map<string, number>();
  given.forEach((item, k) => {
    counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
    for (const [group, target] of Object.entries(targets)) {
      const quota = (target / total) * (k + 1);
      const count = counts.get(group) ?? 0;
      expect(count).toBeGreaterThanOrEqual(Math.floor(quota + 1e-9));
      expect(count).toBeLessThanOrEqual(Math.ceil(quota - 1e-9));
    }
  });
}

describe.each([16, 34])('unit balancing on a synthetic bank of %i lessons in 7 units', (size) => {
  const { items, unitOf } = unitBank(size, size);
  const unitTargets = proportionalTargets(unitOf);
  const formatTargets = { MCQ: 1, short_answer: 1 };

  it('keeps units and formats within floor/ceil of their quotas at every length, under exposure control', () => {
    const engine = createCatEngine(items, {
      unitTargets,
      formatTargets,
      minItems: 16,
      maxItems: 40,
      targetSE: 0.3,
      maxExposure: 0.25,
    });
    for (let student = 0; student < 40; student += 1) {
      const theta = -2 + (4 * student) / 39;
      const given = runTest(engine.startSession({ seed: student }), theta, student);
      expect(given.length).toBeGreaterThanOrEqual(16);
      expect(given.length).toBeLessThanOrEqual(40);
      expect(new Set(given.map((item) => item.id)).size).toBe(given.length);
      expectWithinQuota(given, (item) => item.unit ?? '', unitTargets);
      expectWithinQuota(given, (item) => item.format ?? '', formatTargets);
      // Every unit is met by the minimum length: no unit is missing from the report.
      expect(new Set(given.slice(0, 16).map((item) => item.unit))).toEqual(
        new Set(Object.keys(unitTargets)),
      );
    }
    const counts = engine.exposureSnapshot();
    for (const count of Object.values(counts.counts)) {
      expect(count).toBeLessThanOrEqual(Math.max(0.25 * counts.sessions, 1));
    }
  });

  it('leaves lessons free within a unit (no lesson quota), unlike lesson balancing', () => {
    const lessonTargets = Object.fromEntries([...unitOf.keys()].map((lesson) => [lesson, 1]));
    const byUnit = createCatEngine(items, { unitTargets, maxItems: 16, targetSE: 0.01 });
    const byLesson = createCatEngine(items, { lessonTargets, maxItems: 16, targetSE: 0.01 });
    const unitTest = runTest(byUnit.startSession({ seed: 1 }), 1.5, 1);
    const lessonTest = runTest(byLesson.startSession({ seed: 1 }), 1.5, 1);
    expect(unitTest).toHaveLength(16);
    expectWithinQuota(lessonTest, (item) => item.lesson, lessonTargets);
    // With unit quotas, the engine takes several items of one lesson when that lesson is the
    // most informative of its unit; lesson quotas (16 or more lessons) forbid any repeat.
    const perLesson = new Map<string, number>();
    for (const item of unitTest) perLesson.set(item.lesson, (perLesson.get(item.lesson) ?? 0) + 1);
    expect(Math.max(...perLesson.values())).toBeGreaterThan(1);
  });
});

describe('unit balancing with items outside every unit', () => {
  it('treats items without a unit as the unit "" and still serves them when it has a target', () => {
    const { items, unitOf } = unitBank(16, 3);
    const loose = items.map(({ unit, ...item }) =>
      item.lesson === 'lesson-0' ? item : { ...item, unit },
    );
    unitOf.set('lesson-0', '');
    const engine = createCatEngine(loose, {
      unitTargets: proportionalTargets(unitOf),
      maxItems: 16,
      targetSE: 0.01,
    });
    const given = runTest(engine.startSession({ seed: 2 }), 0, 2);
    expect(given.some((item) => item.lesson === 'lesson-0')).toBe(true);
  });
});
