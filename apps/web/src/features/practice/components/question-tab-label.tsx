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

/**
 * A question tab's box: narrow enough for five tabs in a 360 px row, with a clear gap between
 * the tick or cross and 'Q1' (decision 034).
 */
export const questionTabSx = {
  minHeight: 48,
  minWidth: 64,
  px: 1.5,
  gap: 0.75,
  '& .MuiTab-iconWrapper': { m: 0 },
} as const;
