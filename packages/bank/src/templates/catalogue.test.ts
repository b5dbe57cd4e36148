import { describe, expect, it } from 'vitest';
import { LESSONS } from '../lessons';
import { ALL_TEMPLATES } from './index';

describe('template catalogue', () => {
  it('has unique ids and at least 100 templates', () => {
    const ids = ALL_TEMPLATES.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(100);
  });

  it('has at least 6 templates in every lesson, mixing MCQ and short answers', () => {
    for (const lesson of LESSONS) {
      const mine = ALL_TEMPLATES.filter((t) => t.lessonId === lesson.id);
      expect(mine.length, lesson.id).toBeGreaterThanOrEqual(6);
      expect(
        mine.some((t) => t.type === 'MCQ'),
        lesson.id,
      ).toBe(true);
      expect(
        mine.some((t) => t.type === 'short_answer'),
        lesson.id,
      ).toBe(true);
    }
  });

  it('draws a figure in at least 40% of templates', () => {
    const withFigure = ALL_TEMPLATES.filter((t) => t.hasFigure).length;
    expect(withFigure / ALL_TEMPLATES.length).toBeGreaterThanOrEqual(0.4);
  });
});
