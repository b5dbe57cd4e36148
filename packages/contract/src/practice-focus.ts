import type { PracticeFocus } from './learning';

// Kept apart from learning.ts and its schemas: a screen that only names a focus must not pull zod.
/**
 * What a practice session practises, in words: 'Recommended for you' (the whole topic, weakest
 * lessons first; 'Recommended' when a teacher reads it), the lesson's name, 'Daily review', or the
 * mistakes of an exam or of a practice session. The session, its completion, the history, the
 * review and a teacher's class pages all name it this way.
 */
export function practiceFocusLabel(
  focus: PracticeFocus,
  reader: 'student' | 'teacher' = 'student',
): string {
  switch (focus.kind) {
    case 'recommended':
      return reader === 'student' ? 'Recommended for you' : 'Recommended';
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
