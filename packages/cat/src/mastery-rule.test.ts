import { describe, expect, it } from 'vitest';
import { answerCredit, LEVEL_GATES, masteryLevel, MASTERED_HARD_FIRST_TRY } from './mastery-rule';

describe('answerCredit', () => {
  it('gives a first-try right answer full credit, less per hint and on the second try, a wrong answer none', () => {
    expect(answerCredit(true, 0, false)).toBe(1);
    expect([1, 2, 3, 4, 9].map((hints) => answerCredit(true, hints, false))).toEqual([
      0.75, 0.5, 0.35, 0.35, 0.35,
    ]);
    expect(answerCredit(true, 0, true)).toBe(0.25);
    expect(answerCredit(true, 2, true)).toBe(0.125);
    expect(answerCredit(false, 0, false)).toBe(0);
    expect(answerCredit(false, 3, true)).toBe(0);
  });
});

describe('masteryLevel', () => {
  const strong = { answered: 20, recentCredit: 18, confidentSuccess: 0.9, hardFirstTry: 5 };

  it('is not-started without answers and attempted below the familiar gate', () => {
    expect(masteryLevel({ ...strong, answered: 0 })).toBe('not-started');
    expect(masteryLevel({ ...strong, answered: 2 })).toBe('attempted');
    expect(masteryLevel({ ...strong, confidentSuccess: 0.5 })).toBe('attempted');
    expect(masteryLevel({ ...strong, recentCredit: 1 })).toBe('attempted');
  });

  it('gives each level when its gates pass and the next level fails', () => {
    const at = (gate: { minAnswers: number; minCredit: number; success: number }) => ({
      answered: gate.minAnswers,
      recentCredit: gate.minCredit,
      confidentSuccess: gate.success,
      hardFirstTry: MASTERED_HARD_FIRST_TRY,
    });
    expect(masteryLevel(at(LEVEL_GATES.familiar))).toBe('familiar');
    expect(masteryLevel(at(LEVEL_GATES.proficient))).toBe('proficient');
    expect(masteryLevel(at(LEVEL_GATES.mastered))).toBe('mastered');
    expect(masteryLevel(strong)).toBe('mastered');
  });

  it('holds mastered back without first-try right answers on the harder items', () => {
    expect(masteryLevel({ ...strong, hardFirstTry: MASTERED_HARD_FIRST_TRY - 1 })).toBe(
      'proficient',
    );
  });
});
