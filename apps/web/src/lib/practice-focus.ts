import type { PracticeFocus } from '@exam/contract';

/**
 * What a practice session practises, as the session, its completion, the history and the review
 * name it (issue 22): 'Recommended for you' (the whole topic, weakest lessons first), the
 * lesson's name, 'Daily review', or the mistakes of an exam or of a practice session.
 */
export function focusLabel(focus: PracticeFocus): string {
  switch (focus.kind) {
    case 'recommended':
      return 'Recommended for you';
    case 'lesson':
      return focus.lessonName ?? 'One lesson';
    case 'review':
      return 'Daily review';
    case 'exam-mistakes':
      return 'Mistakes from an exam';
    case 'practice-mistakes':
      return 'Mistakes from a practice session';
  }
}
