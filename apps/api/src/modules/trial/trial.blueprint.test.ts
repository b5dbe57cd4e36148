import { createRng } from '@exam/cat';
import { describe, expect, it } from 'vitest';
import type { BlueprintInput, BlueprintItem } from './trial.blueprint';
import { drawTrialBlueprint, lessonQuotas } from './trial.blueprint';

const LESSONS = Array.from({ length: 16 }, (_, index) => `L${String(index).padStart(2, '0')}`);

/** 16 lessons x 8 templates x 5 variants; templates alternate formats; b spread over -1.5..1.5. */
function bank(): BlueprintItem[] {
  const items: BlueprintItem[] = [];
  for (const [lessonIndex, lessonId] of LESSONS.entries()) {
    for (let template = 0; template < 8; template += 1) {
      for (let variant = 0; variant < 5; variant += 1) {
        items.push({
          id: `${lessonId}-t${template}-v${variant}`,
          lessonId,
          templateId: `${lessonId}-t${template}`,
          type: template % 2 === 0 ? 'MCQ' : 'short_answer',
          b: -1.5 + (template * 3) / 7 + (lessonIndex - 7.5) * 0.02 + variant * 0.01,
        });
      }
    }
  }
  return items;
}

const input = (overrides: Partial<BlueprintInput> = {}): BlueprintInput => ({
  pool: bank(),
  lessonIds: LESSONS,
  count: 25,
  recentQuestionIds: new Set(),
  recentTemplateIds: new Set(),
  seed: 11,
  ...overrides,
});

const countBy = <T>(items: readonly T[], key: (item: T) => string) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};

describe('trial blueprint', () => {
  it('spreads 25 questions over all 16 lessons, one or two each, easy to hard', () => {
    const form = drawTrialBlueprint(input());
    expect(form).toHaveLength(25);
    const perLesson = countBy(form, (item) => item.lessonId);
    expect([...perLesson.keys()].sort()).toEqual(LESSONS);
    expect([...perLesson.values()].filter((n) => n === 2)).toHaveLength(9);
    expect(Math.max(...perLesson.values())).toBe(2);
    for (let i = 1; i < form.length; i += 1) {
      expect(form[i]?.b).toBeGreaterThanOrEqual(form[i - 1]?.b ?? -Infinity);
    }
  });

  it('never repeats a template, and keeps the formats half and half', () => {
    const form = drawTrialBlueprint(input());
    expect(new Set(form.map((item) => item.templateId)).size).toBe(form.length);
    const mcq = form.filter((item) => item.type === 'MCQ').length;
    expect(Math.abs(2 * mcq - form.length)).toBeLessThanOrEqual(1);
  });

  it('takes a lesson with two questions from its easier and its harder half', () => {
    const pool = bank();
    const form = drawTrialBlueprint(input({ pool }));
    for (const [lessonId, count] of countBy(form, (item) => item.lessonId)) {
      if (count !== 2) continue;
      const ranked = pool
        .filter((item) => item.lessonId === lessonId)
        .sort((x, y) => x.b - y.b || x.id.localeCompare(y.id));
      const median = ranked.length / 2;
      const ranks = form
        .filter((item) => item.lessonId === lessonId)
        .map((item) => ranked.findIndex((other) => other.id === item.id))
        .sort((x, y) => x - y);
      expect(ranks[0]).toBeLessThan(median);
      expect(ranks[1]).toBeGreaterThanOrEqual(median);
    }
  });

  it('is reproducible from its seed and differs between seeds', () => {
    const ids = (seed: number) => drawTrialBlueprint(input({ seed })).map((item) => item.id);
    expect(ids(5)).toEqual(ids(5));
    expect(ids(5)).not.toEqual(ids(6));
  });

  it("avoids the questions and templates of the student's recent trials while the bank allows", () => {
    const first = drawTrialBlueprint(input({ seed: 1 }));
    const second = drawTrialBlueprint(
      input({
        seed: 2,
        recentQuestionIds: new Set(first.map((item) => item.id)),
        recentTemplateIds: new Set(first.map((item) => item.templateId ?? item.id)),
      }),
    );
    expect(second.filter((item) => first.some((old) => old.id === item.id))).toEqual([]);
    expect(
      second.filter((item) => first.some((old) => old.templateId === item.templateId)),
    ).toEqual([]);
  });

  it('gives every question of a pool smaller than the count, and nothing from an empty one', () => {
    const pool = bank().filter((item) => item.id.endsWith('-v0') && item.lessonId <= 'L01');
    const form = drawTrialBlueprint(input({ pool }));
    expect(form.map((item) => item.id).sort()).toEqual(pool.map((item) => item.id).sort());
    expect(drawTrialBlueprint(input({ pool: [] }))).toEqual([]);
  });

  it('hands a small lesson’s share to the others', () => {
    const quotas = lessonQuotas(
      new Map([
        ['A', 1],
        ['B', 10],
        ['C', 10],
      ]),
      ['A', 'B', 'C'],
      9,
      () => 0.5,
    );
    expect(Object.fromEntries(quotas)).toEqual({ A: 1, B: 4, C: 4 });
  });

  it('over 100 trials gives every lesson its second question about equally often', () => {
    const doubles = new Map(LESSONS.map((id) => [id, 0]));
    for (let seed = 0; seed < 100; seed += 1) {
      const form = drawTrialBlueprint(input({ seed }));
      for (const [lessonId, count] of countBy(form, (item) => item.lessonId)) {
        if (count === 2) doubles.set(lessonId, (doubles.get(lessonId) ?? 0) + 1);
      }
    }
    // 900 second questions over 16 lessons: 56 each on average.
    const values = [...doubles.values()];
    expect(values.reduce((sum, n) => sum + n, 0)).toBe(900);
    expect(Math.min(...values)).toBeGreaterThan(30);
    expect(Math.max(...values)).toBeLessThan(85);
  });

  it('takes a question of the previous exam or trial only when the bank has no other, and a recent one only when no unmet one is left (300 seeds)', () => {
    let previousTaken = 0;
    let recentTaken = 0;
    for (let seed = 1; seed <= 300; seed += 1) {
      const rng = createRng(seed);
      // 4 lessons of 1-4 templates of 1-4 variants; random previous and recent questions.
      const lessonIds = ['A', 'B', 'C', 'D'];
      const pool: BlueprintItem[] = [];
      for (const lessonId of lessonIds) {
        const templates = 1 + Math.floor(rng() * 4);
        for (let t = 0; t < templates; t += 1) {
          const variants = 1 + Math.floor(rng() * 4);
          for (let v = 0; v < variants; v += 1)
            pool.push({
              id: `${lessonId}-t${t}-v${v}`,
              lessonId,
              templateId: `${lessonId}-t${t}`,
              type: rng() < 0.5 ? 'MCQ' : 'short_answer',
              b: rng() * 3 - 1.5,
            });
        }
      }
      const previous = new Set(pool.filter(() => rng() < 0.35).map((item) => item.id));
      const recent = new Set(pool.filter(() => rng() < 0.35).map((item) => item.id));
      const count = 3 + Math.floor(rng() * 8);
      const form = drawTrialBlueprint({
        pool,
        lessonIds,
        count,
        recentQuestionIds: recent,
        recentTemplateIds: new Set(),
        previousQuestionIds: previous,
        seed,
      });
      // The most questions a set can give one form: its distinct templates, lesson by lesson.
      const capacity = (items: BlueprintItem[]) =>
        new Set(items.map((item) => item.templateId)).size;
      const fresh = (item: BlueprintItem) => !previous.has(item.id) && !recent.has(item.id);
      expect(form).toHaveLength(Math.min(count, capacity(pool)));
      expect(new Set(form.map((item) => item.templateId)).size).toBe(form.length);
      if (form.some((item) => previous.has(item.id))) {
        previousTaken += 1;
        expect(form.filter((item) => !previous.has(item.id)).length, `seed ${seed}`).toBe(
          capacity(pool.filter((item) => !previous.has(item.id))),
        );
      }
      if (form.some((item) => !fresh(item))) {
        recentTaken += 1;
        expect(form.filter(fresh).length, `seed ${seed}`).toBe(capacity(pool.filter(fresh)));
      }
    }
    // Small pools run out: the fallbacks are exercised.
    expect(previousTaken).toBeGreaterThan(0);
    expect(recentTaken).toBeGreaterThan(0);
  });

  it("shares no question with the student's previous exam, even a lesson's whole harder half", () => {
    const pool = bank();
    // The previous exam took every question of L00's harder half and one of each other lesson.
    const previous = new Set([
      ...pool.filter((item) => item.lessonId === 'L00' && item.b > 0).map((item) => item.id),
      ...LESSONS.map((lessonId) => `${lessonId}-t0-v0`),
    ]);
    for (let seed = 0; seed < 20; seed += 1) {
      const form = drawTrialBlueprint(input({ seed, previousQuestionIds: previous }));
      expect(form).toHaveLength(25);
      expect(form.filter((item) => previous.has(item.id))).toEqual([]);
    }
  });
});

describe('trial blueprint over 34 lessons in 7 units', () => {
  // The planned syllabus: units of 5, 6, 7, 4, 4, 4 and 4 lessons.
  const SIZES = [5, 6, 7, 4, 4, 4, 4];
  const UNIT_OF = new Map<string, string>();
  const MANY = SIZES.flatMap((size, unit) =>
    Array.from({ length: size }, (_, index) => {
      const id = `U${unit}-L${index}`;
      UNIT_OF.set(id, `U${unit}`);
      return id;
    }),
  );
  const manyBank = (): BlueprintItem[] =>
    MANY.flatMap((lessonId, lessonIndex) =>
      Array.from({ length: 6 }, (_, template) => ({
        id: `${lessonId}-t${template}`,
        lessonId,
        templateId: `${lessonId}-t${template}`,
        type: template % 2 === 0 ? ('MCQ' as const) : ('short_answer' as const),
        b: -1.5 + (template * 3) / 5 + lessonIndex * 0.001,
      })),
    );

  it('gives each unit its share of the 25 questions (floor or ceiling), over 300 seeds', () => {
    const seen = new Map(MANY.map((id) => [id, 0]));
    for (let seed = 0; seed < 300; seed += 1) {
      const form = drawTrialBlueprint(
        input({ pool: manyBank(), lessonIds: MANY, lessonUnits: UNIT_OF, seed }),
      );
      expect(form).toHaveLength(25);
      const perLesson = countBy(form, (item) => item.lessonId);
      expect(Math.max(...perLesson.values())).toBe(1);
      const perUnit = countBy(form, (item) => UNIT_OF.get(item.lessonId) ?? '');
      SIZES.forEach((size, unit) => {
        const share = (25 * size) / MANY.length;
        const got = perUnit.get(`U${unit}`) ?? 0;
        expect(got).toBeGreaterThanOrEqual(Math.floor(share));
        expect(got).toBeLessThanOrEqual(Math.ceil(share));
      });
      for (const lessonId of perLesson.keys()) seen.set(lessonId, (seen.get(lessonId) ?? 0) + 1);
    }
    // Every lesson is drawn about 25/34 of the time (220 of 300); none is starved.
    for (const count of seen.values()) {
      expect(count).toBeGreaterThan(170);
      expect(count).toBeLessThan(270);
    }
  });
});
