import { practiceFocusLabel, type PracticeFocus } from '@exam/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n/i18n';
import { focusKindOfTeacherLabel, focusLabel } from './practice-focus';

const none = { lessonId: null, lessonName: null };
const focuses: PracticeFocus[] = [
  { kind: 'recommended', ...none },
  { kind: 'lesson', lessonId: 'l1', lessonName: 'The sine rule' },
  { kind: 'lesson', ...none },
  { kind: 'review', ...none },
  { kind: 'exam-mistakes', ...none },
  { kind: 'practice-mistakes', ...none },
];

afterEach(async () => {
  await activateLanguage('en');
});

describe('focusLabel', () => {
  it("names every focus in English as the contract's rule does", () => {
    expect(focuses.map(focusLabel)).toEqual(focuses.map((focus) => practiceFocusLabel(focus)));
  });

  it('names them in Arabic, a lesson by its Arabic title', async () => {
    await activateLanguage('ar');
    expect(focuses.map(focusLabel)).toEqual([
      'مقترح لك',
      'قاعدة الجيب',
      'درس واحد',
      'المراجعة اليومية',
      'أخطاء من امتحان',
      'أخطاء من جلسة تدريب',
    ]);
  });
});

describe('focusKindOfTeacherLabel', () => {
  it('recognises every label the class view receives, and nothing else', () => {
    for (const focus of focuses.filter((f) => f.lessonName === null)) {
      expect(focusKindOfTeacherLabel(practiceFocusLabel(focus, 'teacher'))).toBe(focus.kind);
    }
    expect(focusKindOfTeacherLabel('The sine rule')).toBeNull();
    expect(focusKindOfTeacherLabel('Recommended for you')).toBeNull();
  });
});
