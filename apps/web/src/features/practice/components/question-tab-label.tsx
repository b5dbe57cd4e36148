import CancelRounded from '@mui/icons-material/CancelRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';

/** A tab's tick or cross (docs/product.md §2): decorative, the tab's name says correct or incorrect. */
export function ResultIcon({ isCorrect }: { isCorrect: boolean }) {
  return isCorrect ? (
    <CheckCircleRounded color="success" fontSize="small" aria-hidden />
  ) : (
    <CancelRounded color="error" fontSize="small" aria-hidden />
  );
}

export function resultTabName(questionNumber: number, isCorrect: boolean): string {
  return `Q${questionNumber} ${isCorrect ? 'correct' : 'incorrect'}`;
}
