import { describe, expect, it } from 'vitest';
import type { PracticeFocus } from './learning';
import { practiceFocusLabel } from './practice-focus';

describe('practiceFocusLabel', () => {
  it('names each kind of practice, the lesson by its name, for a student and for a teacher', () => {
    const lesson: PracticeFocus = { kind: 'lesson', lessonId: null, lessonName: 'Bearings' };
    expect(practiceFocusLabel({ kind: 'recommended', lessonId: null, lessonName: null })).toBe(
      'Recommended for you',
    );
    expect(
      practiceFocusLabel({ kind: 'recommended', lessonId: null, lessonName: null }, 'teacher'),
    ).toBe('Recommended');
    expect(practiceFocusLabel(lesson)).toBe('Bearings');
    expect(practiceFocusLabel({ ...lesson, lessonName: null })).toBe('One lesson');
    expect(practiceFocusLabel({ kind: 'review', lessonId: null, lessonName: null })).toBe(
      'Daily review',
    );
  });
});
