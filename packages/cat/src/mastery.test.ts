import { describe, expect, it } from 'vitest';
import { probability } from './irt';
import {
  lessonMastery,
  masteryLevelsAt,
  MASTERY_LEVELS,
  type MasteryAnswer,
  type LessonMasteryResult,
  type MasteryLesson,
  type MasteryLevel,
} from './mastery';
import { HALF_LIFE_MS } from './mastery-rule';
import { DAY_MS, simulatedAnswers, simulatedLessonItems, type SimItem } from './mastery-simulation';
import { createRng, mixSeed, type Rng } from './rng';

const rank = (level: MasteryLevel): number => MASTERY_LEVELS.indexOf(level);
const NOW = Date.UTC(2026, 5, 1);

/** A random history in one lesson: answers over the 200 days before NOW, any help, in order. */
function randomHistory(rng: Rng, items: readonly SimItem[], count: number): MasteryAnswer[] {
  return Array.from({ length: count }, () => {
    const item = items[Math.floor(rng() * items.length)] as SimItem;
    const correct = rng() < 0.6;
    const practice = rng() < 0.5;
    return {
      lessonId: 'L',
      at: NOW - Math.floor(rng() * 200 * DAY_MS),
      ...item,
      correct,
      hintsUsed: practice ? Math.floor(rng() * 4) * Number(rng() < 0.4) : 0,
      secondTry: practice && rng() < 0.2,
    };
  }).sort((x, y) => x.at - y.at);
}

function one(answers: readonly MasteryAnswer[], items: readonly SimItem[], now = NOW) {
  const [result] = lessonMastery(answers, [{ lessonId: 'L', items }], now);
  if (!result) throw new Error('no result');
  return result;
}

/** A practice-like history of a student of known ability: 20 answers, one a day. */
function student(theta: number, rng: Rng, items: readonly SimItem[]): MasteryAnswer[] {
  return simulatedAnswers(
    {
      lessonId: 'L',
      theta,
      items,
      count: 20,
      start: NOW - 20 * DAY_MS,
      spacingMs: DAY_MS,
      targetP: 0.7,
    },
    rng,
  );
}

describe('lessonMastery: empty and unknown input', () => {
  const items = simulatedLessonItems(30, createRng(1));
  const lessons: MasteryLesson[] = [
    { lessonId: 'L', items },
    { lessonId: 'M', items: items.slice(0, 5) },
  ];

  it('gives every lesson not-started, the N(0, 1) prior and no last answer when nothing was answered', () => {
    const results = lessonMastery([], lessons, NOW);
    expect(
      results.map((r) => [r.lessonId, r.level, r.answered, r.firstTryCorrect, r.lastAnsweredAt]),
    ).toEqual([
      ['L', 'not-started', 0, 0, null],
      ['M', 'not-started', 0, 0, null],
    ]);
    for (const result of results) {
      expect(result.theta).toBeCloseTo(0, 6);
      expect(result.sd).toBeCloseTo(1, 2);
      expect(result.expectedSuccess).toBeGreaterThan(0);
      expect(result.expectedSuccess).toBeLessThan(1);
    }
    expect(lessonMastery([], [], NOW)).toEqual([]);
    expect(masteryLevelsAt([], lessons, [NOW, NOW + DAY_MS])).toEqual([
      ['not-started', 'not-started'],
      ['not-started', 'not-started'],
    ]);
    expect(masteryLevelsAt([], lessons, [])).toEqual([]);
  });

  it('ignores answers to lessons it was not given', () => {
    const rng = createRng(2);
    const own = randomHistory(rng, items, 25);
    const stranger = randomHistory(rng, items, 25).map((answer) => ({ ...answer, lessonId: 'X' }));
    const mixed = [...own, ...stranger].sort((x, y) => x.at - y.at);
    expect(lessonMastery(mixed, lessons, NOW)).toEqual(lessonMastery(own, lessons, NOW));
    expect(lessonMastery(own, lessons, NOW)[0]?.answered).toBe(25);
    const checkpoints = [NOW - 100 * DAY_MS, NOW];
    expect(masteryLevelsAt(mixed, lessons, checkpoints)).toEqual(
      masteryLevelsAt(own, lessons, checkpoints),
    );
  });

  it('counts answers, first-try right answers and the last answer time', () => {
    const base = { lessonId: 'M', a: 1, b: 0, c: 0 };
    const answers: MasteryAnswer[] = [
      { ...base, at: NOW - 3000, correct: true, hintsUsed: 0, secondTry: false },
      { ...base, at: NOW - 2000, correct: true, hintsUsed: 1, secondTry: false },
      { ...base, at: NOW - 1000, correct: true, hintsUsed: 0, secondTry: true },
      { ...base, at: NOW - 500, correct: false, hintsUsed: 0, secondTry: false },
    ];
    const [, m] = lessonMastery(answers, lessons, NOW);
    expect(m).toMatchObject({
      answered: 4,
      firstTryCorrect: 1,
      lastAnsweredAt: NOW - 500,
      level: 'attempted',
    });
  });
});

describe('lessonMastery: odd lessons and items', () => {
  it('judges a lesson without active items on the items its answers came from', () => {
    const rng = createRng(7);
    const items = simulatedLessonItems(30, rng);
    const answers = student(2.5, rng, items);
    const [retired] = lessonMastery(answers, [{ lessonId: 'L', items: [] }], NOW);
    const [active] = lessonMastery(answers, [{ lessonId: 'L', items }], NOW);
    expect(retired?.answered).toBe(20);
    expect(retired?.theta).toBe(active?.theta);
    expect(retired?.expectedSuccess).toBeGreaterThan(0.5);
    expect(retired?.expectedSuccess).toBeLessThan(1);
    expect(retired?.level).not.toBe('not-started');
  });

  it('skips answers whose item parameters cannot be used', () => {
    const base = {
      lessonId: 'L',
      at: NOW - 1000,
      b: 0,
      correct: true,
      hintsUsed: 0,
      secondTry: false,
    };
    const items = [{ a: 1, b: 0, c: 0 }];
    const odd: MasteryAnswer[] = [
      { ...base, a: 0, c: 0 },
      { ...base, a: Number.NaN, c: 0 },
      { ...base, a: 1, c: 1 },
      { ...base, a: 1, c: -0.1 },
    ];
    expect(one(odd, items)).toEqual(one([], items));
  });
});

describe('lessonMastery: the evidence', () => {
  it('matches an EAP computed directly with Math.log on a fine grid (recency and partial credit included)', () => {
    const rng = createRng(3);
    const items = simulatedLessonItems(40, rng);
    const answers = randomHistory(rng, items, 40);
    const result = one(answers, items);
    const credit = (x: MasteryAnswer): number =>
      !x.correct ? 0 : [1, 0.75, 0.5, 0.35][Math.min(3, x.hintsUsed)]! * (x.secondTry ? 0.25 : 1);
    let z = 0;
    let m1 = 0;
    let m2 = 0;
    for (let theta = -4; theta <= 4; theta += 0.001) {
      let log = -0.5 * theta * theta;
      for (const x of answers) {
        const p = probability(theta, x.a, x.b, x.c, 1);
        const w = 2 ** ((x.at - NOW) / HALF_LIFE_MS);
        const s = credit(x);
        log += w * (s * Math.log(p) + (1 - s) * Math.log(1 - p));
      }
      const density = Math.exp(log);
      z += density;
      m1 += density * theta;
      m2 += density * theta * theta;
    }
    const mean = m1 / z;
    expect(result.theta).toBeCloseTo(mean, 3);
    expect(result.sd).toBeCloseTo(Math.sqrt(m2 / z - mean * mean), 3);
    const success =
      items.reduce((sum, it) => sum + probability(result.theta, it.a, it.b, it.c, 1), 0) /
      items.length;
    expect(result.expectedSuccess).toBeCloseTo(success, 2);
  });

  it('never lowers the level or theta for more right answers (a wrong answer turned right, or a first-try right answer added)', () => {
    const rng = createRng(mixSeed(40, 1));
    let raised = 0;
    for (let trial = 0; trial < 300; trial += 1) {
      const items = simulatedLessonItems(20, rng);
      const answers = randomHistory(rng, items, Math.floor(rng() * 30));
      const before = one(answers, items);
      const wrong = answers.flatMap((x, i) => (x.correct ? [] : [i]));
      if (wrong.length > 0) {
        const i = wrong[Math.floor(rng() * wrong.length)] as number;
        const flipped = answers.map((x, k) => (k === i ? { ...x, correct: true } : x));
        const after = one(flipped, items);
        expect(rank(after.level)).toBeGreaterThanOrEqual(rank(before.level));
        expect(after.theta).toBeGreaterThanOrEqual(before.theta - 1e-12);
        if (rank(after.level) > rank(before.level)) raised += 1;
      }
      const item = items[Math.floor(rng() * items.length)] as SimItem;
      const at = NOW - Math.floor(rng() * 200 * DAY_MS);
      const added = [
        ...answers,
        { lessonId: 'L', at, ...item, correct: true, hintsUsed: 0, secondTry: false },
      ].sort((x, y) => x.at - y.at);
      const after = one(added, items);
      expect(rank(after.level)).toBeGreaterThanOrEqual(rank(before.level));
      expect(after.theta).toBeGreaterThanOrEqual(before.theta - 1e-12);
    }
    // The property is not vacuous: some of the turned answers did lift the level.
    expect(raised).toBeGreaterThan(0);
  });

  it('never counts a first-try right answer weaker than the same answer after hints or on the second try', () => {
    const rng = createRng(mixSeed(40, 2));
    for (let trial = 0; trial < 200; trial += 1) {
      const items = simulatedLessonItems(20, rng);
      const answers = randomHistory(rng, items, 1 + Math.floor(rng() * 30));
      const i = Math.floor(rng() * answers.length);
      const variant = (hintsUsed: number, secondTry: boolean) =>
        one(
          answers.map((x, k) => (k === i ? { ...x, correct: true, hintsUsed, secondTry } : x)),
          items,
        );
      const firstTry = variant(0, false);
      let previous = firstTry;
      for (const hints of [1, 2, 3, 5]) {
        const helped = variant(hints, false);
        expect(rank(helped.level)).toBeLessThanOrEqual(rank(previous.level));
        expect(helped.theta).toBeLessThanOrEqual(previous.theta + 1e-12);
        const second = variant(hints, true);
        expect(rank(second.level)).toBeLessThanOrEqual(rank(helped.level));
        expect(second.theta).toBeLessThanOrEqual(helped.theta + 1e-12);
        previous = helped;
      }
      // Help is weaker evidence, not just never stronger.
      expect(variant(3, false).theta).toBeLessThan(firstTry.theta);
      const secondTry = variant(0, true);
      expect(rank(secondTry.level)).toBeLessThanOrEqual(rank(firstTry.level));
      expect(secondTry.theta).toBeLessThan(firstTry.theta);
      expect(secondTry.firstTryCorrect).toBe(firstTry.firstTryCorrect - 1);
    }
  });

  it('brings most strong students (theta 2) to mastered after 20 answers, and no weak one (theta -2)', () => {
    const rng = createRng(mixSeed(40, 3));
    const items = simulatedLessonItems(117, rng);
    const strong = Array.from({ length: 100 }, () => one(student(2, rng, items), items).level);
    const weak = Array.from({ length: 100 }, () => one(student(-2, rng, items), items).level);
    expect(strong.filter((level) => level === 'mastered').length).toBeGreaterThan(50);
    expect(strong.every((level) => rank(level) >= rank('familiar'))).toBe(true);
    expect(weak.filter((level) => level === 'mastered')).toEqual([]);
    expect(weak.every((level) => rank(level) <= rank('familiar'))).toBe(true);
  });

  it('lets old answers decay: without practice a mastered lesson drifts down to attempted, theta toward 0', () => {
    const rng = createRng(mixSeed(40, 4));
    const items = simulatedLessonItems(117, rng);
    const answers = student(2.5, rng, items);
    const at = (days: number) => one(answers, items, NOW + days * DAY_MS);
    expect(at(0).level).toBe('mastered');
    const later = [0, 30, 60, 120, 240, 365, 730].map(at);
    for (let k = 1; k < later.length; k += 1) {
      const before = later[k - 1] as LessonMasteryResult;
      const after = later[k] as LessonMasteryResult;
      expect(rank(after.level)).toBeLessThanOrEqual(rank(before.level));
      expect(after.theta).toBeLessThan(before.theta);
      expect(after.sd).toBeGreaterThan(before.sd);
      expect(after.answered).toBe(20);
    }
    expect(later.at(-1)?.level).toBe('attempted');
    // A fresh answer counts fully again: the same history moved to the new date is mastered.
    const shifted = answers.map((x) => ({ ...x, at: x.at + 730 * DAY_MS }));
    expect(one(shifted, items, NOW + 730 * DAY_MS).level).toBe('mastered');
  });

  it('never raises a level without new answers, though decay pulls a weak estimate up to the prior', () => {
    const rng = createRng(mixSeed(40, 5));
    // A weak student on an easy lesson: forgetting the failures lifts theta toward 0.
    const easy = simulatedLessonItems(60, rng).map((item) => ({ ...item, b: item.b - 1.5 }));
    let lifted = 0;
    for (let s = 0; s < 60; s += 1) {
      const weak = s < 30;
      const items = weak ? easy : simulatedLessonItems(30, rng);
      const answers = weak
        ? student(-2, rng, easy)
        : randomHistory(rng, items, 1 + Math.floor(rng() * 40));
      const later = [0, 30, 60, 120, 180, 365, 1000].map((days) =>
        one(answers, items, NOW + days * DAY_MS),
      );
      for (let k = 1; k < later.length; k += 1) {
        expect(rank(later[k]!.level)).toBeLessThanOrEqual(rank(later[k - 1]!.level));
        if (later[k]!.theta > later[k - 1]!.theta) lifted += 1;
      }
    }
    expect(lifted).toBeGreaterThan(0);
  });
});

describe('masteryLevelsAt', () => {
  const rng = createRng(mixSeed(40, 6));
  const lessons: MasteryLesson[] = ['A', 'B', 'C', 'D'].map((lessonId) => ({
    lessonId,
    items: simulatedLessonItems(40, rng),
  }));
  const answers = lessons
    .flatMap((lesson, l) =>
      simulatedAnswers(
        {
          lessonId: lesson.lessonId,
          theta: [-2, 0, 1.5, 2.5][l] as number,
          items: lesson.items,
          count: 100,
          start: NOW - 400 * DAY_MS,
          spacingMs: 4 * DAY_MS,
          helpRate: 0.1,
          targetP: 0.7,
        },
        rng,
      ),
    )
    .sort((x, y) => x.at - y.at);
  const checkpoints = Array.from({ length: 60 }, (_, w) => NOW - 400 * DAY_MS + w * 7 * DAY_MS);

  it('gives at each checkpoint the levels lessonMastery gives for the answers before it', () => {
    const levels = masteryLevelsAt(answers, lessons, checkpoints);
    expect(levels).toHaveLength(checkpoints.length);
    checkpoints.forEach((checkpoint, k) => {
      const before = answers.filter((x) => x.at < checkpoint);
      expect(levels[k]).toEqual(lessonMastery(before, lessons, checkpoint).map((r) => r.level));
    });
    // The chart shows movement: every lesson starts not-started; the strongest climbs, the weakest does not.
    expect(levels[0]).toEqual(['not-started', 'not-started', 'not-started', 'not-started']);
    const best = (l: number): number =>
      Math.max(...levels.map((row) => rank(row[l] as MasteryLevel)));
    expect(best(3)).toBeGreaterThanOrEqual(rank('proficient'));
    expect(best(0)).toBeLessThanOrEqual(rank('familiar'));
  });

  it('at the last checkpoint equals lessonMastery with now = the checkpoint', () => {
    const last = checkpoints.at(-1) as number;
    const levels = masteryLevelsAt(answers, lessons, checkpoints);
    expect(levels.at(-1)).toEqual(
      lessonMastery(
        answers.filter((x) => x.at < last),
        lessons,
        last,
      ).map((r) => r.level),
    );
  });

  it('answers checkpoints given out of order, and answers given out of order, the same way', () => {
    const shuffled = [...checkpoints].reverse();
    const sorted = masteryLevelsAt(answers, lessons, checkpoints);
    expect(masteryLevelsAt(answers, lessons, shuffled)).toEqual([...sorted].reverse());
    expect(masteryLevelsAt([...answers].reverse(), lessons, checkpoints)).toEqual(sorted);
  });
});
