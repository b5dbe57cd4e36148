import { practiceFocusLabel, type PracticeFocus } from '@exam/contract';

/** What a practice session practises, as the student's screens name it (contract's rule). */
export function focusLabel(focus: PracticeFocus): string {
  return practiceFocusLabel(focus);
}
