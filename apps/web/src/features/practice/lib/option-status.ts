import type { OptionStatus } from '../../../components/question/answer-input';

/** Per-option feedback once checked: the right option pulses green, a wrong choice shakes. */
export function optionStatus(
  options: readonly string[],
  answer: string,
  correctOptionIndex: number | null,
): (OptionStatus | null)[] {
  return options.map((_option, index) => {
    if (index === correctOptionIndex) return 'correct';
    if (String(index) === answer) return 'incorrect';
    return null;
  });
}
