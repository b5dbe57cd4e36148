import type { PracticeFocus } from '@exam/contract';

/** What an open practice session was about, in the words the practice screens use (issue 22). */
export function focusLabel(focus: PracticeFocus): string {
  switch (focus.kind) {
    case 'recommended':
      return 'Recommended for you';
    case 'lesson':
      return focus.lessonName ?? 'One lesson';
    case 'review':
      return 'Daily review';
    case 'exam-mistakes':
      return "An exam's mistakes";
    case 'practice-mistakes':
      return "A practice session's mistakes";
  }
}
