import type { MasteryLevel } from '@exam/contract';
import { describe, expect, it } from 'vitest';
import { sortForNextWork } from './mastery-order';

function lesson(id: string, level: MasteryLevel, order: number, strength = 0) {
  return { id, level, order, strength };
}

describe('sortForNextWork', () => {
  it('puts begun lessons below proficient first (weakest first), then not started, proficient, mastered', () => {
    const sorted = sortForNextWork([
      lesson('mastered', 'mastered', 0, 0.95),
      lesson('new-late', 'not-started', 5),
      lesson('familiar', 'familiar', 1, 0.6),
      lesson('proficient', 'proficient', 2, 0.8),
      lesson('attempted-good', 'attempted', 3, 0.7),
      lesson('new-early', 'not-started', 4),
      lesson('attempted-poor', 'attempted', 6, 0.3),
    ]);
    expect(sorted.map((row) => row.id)).toEqual([
      'attempted-poor',
      'attempted-good',
      'familiar',
      'new-early',
      'new-late',
      'proficient',
      'mastered',
    ]);
  });

  it('keeps teaching order between equals and leaves its input alone', () => {
    const input = [lesson('b', 'attempted', 2, 0.5), lesson('a', 'attempted', 1, 0.5)];
    expect(sortForNextWork(input).map((row) => row.id)).toEqual(['a', 'b']);
    expect(input.map((row) => row.id)).toEqual(['b', 'a']);
  });
});
