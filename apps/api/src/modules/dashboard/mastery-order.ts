import { MASTERY_LEVELS } from '@exam/contract';
import type { MasteryLevel } from '@exam/contract';

/**
 * The order of the 'Lesson mastery' list (learning.ts): what to work on next first. Lessons begun
 * and not yet 'proficient' come first, weakest first (the lower level, then the smaller share
 * expected success, then teaching order); then the lessons not started, in teaching order;
 * then 'proficient', then 'mastered', each in teaching order. Pure; returns a new array.
 */
export function sortForNextWork<
  T extends {
    level: MasteryLevel;
    /** The lesson's expected success (0..1, decision 040): lower is weaker. */
    strength: number;
    order: number;
  },
>(lessons: readonly T[]): T[] {
  const group = (level: MasteryLevel): number => {
    switch (level) {
      case 'attempted':
      case 'familiar':
        return 0;
      case 'not-started':
        return 1;
      case 'proficient':
        return 2;
      case 'mastered':
        return 3;
    }
  };
  return [...lessons].sort((x, y) => {
    const byGroup = group(x.level) - group(y.level);
    if (byGroup !== 0) return byGroup;
    if (group(x.level) === 0) {
      const byLevel = MASTERY_LEVELS.indexOf(x.level) - MASTERY_LEVELS.indexOf(y.level);
      if (byLevel !== 0) return byLevel;
      const byStrength = x.strength - y.strength;
      if (byStrength !== 0) return byStrength;
    }
    return x.order - y.order;
  });
}
