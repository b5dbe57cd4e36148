import { useMutation } from '@tanstack/react-query';
import { generateExam } from './generate-exam';

/** Starting an exam from /start-exam (the exam screen calls generateExam itself). */
export function useStartExam() {
  return useMutation({ mutationFn: generateExam });
}
