import { practiceFocusLabel, type PracticeFocus, type PracticeFocusKind } from '@exam/contract';
import { libT } from './catalog';
import { lessonText } from './lesson-names';

/**
 * What a practice session practises, as the student's screens name it, in the interface's
 * language: the same names as the contract's practiceFocusLabel (the English catalog holds its
 * words), a lesson by its own name. Called while rendering a component that follows the language.
 */
export function focusLabel(focus: PracticeFocus): string {
  switch (focus.kind) {
    case 'recommended':
      return libT('focus.recommended');
    case 'lesson':
      return focus.lessonName ? lessonText(focus.lessonName) : libT('focus.oneLesson');
    case 'review':
      return libT('focus.review');
    case 'exam-mistakes':
      return libT('focus.examMistakes');
    case 'practice-mistakes':
      return libT('focus.practiceMistakes');
  }
}

const FOCUS_KINDS = [
  'recommended',
  'lesson',
  'review',
  'exam-mistakes',
  'practice-mistakes',
] as const satisfies readonly PracticeFocusKind[];

/**
 * The kind of focus whose teacher's label (the English text the class view receives, from the
 * contract's practiceFocusLabel) is `text`; null for anything else, such as a lesson's name.
 */
export function focusKindOfTeacherLabel(text: string): PracticeFocusKind | null {
  const none = { lessonId: null, lessonName: null };
  return (
    FOCUS_KINDS.find((kind) => practiceFocusLabel({ kind, ...none }, 'teacher') === text) ?? null
  );
}
