import type { PracticeFocus } from '@exam/contract';
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
