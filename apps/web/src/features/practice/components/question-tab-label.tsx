import CancelRounded from '@mui/icons-material/CancelRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import { tPractice } from '../catalog';

/** A tab's tick or cross (docs/product.md §2): decorative, the tab's name says correct or incorrect. */
export function ResultIcon({ isCorrect }: { isCorrect: boolean }) {
  return isCorrect ? (
    <CheckCircleRounded color="success" fontSize="small" aria-hidden />
  ) : (
    <CancelRounded color="error" fontSize="small" aria-hidden />
  );
}

/** The tab's accessible name: 'Q3 correct', 'Q3 incorrect'. */
export function resultTabName(questionNumber: number, isCorrect: boolean): string {
  return tPractice(isCorrect ? 'practice.tab.correct' : 'practice.tab.incorrect', {
    number: questionNumber,
  });
}

/** The tab's visible label: 'Q3'. */
export function tabLabel(questionNumber: number): string {
  return tPractice('practice.tab.label', { number: questionNumber });
}

/**
 * The row of question tabs wraps onto more lines instead of scrolling (decision 034): at 360 px
 * the scroll arrows took 80 px and the row scrolled the first tabs out of sight, cutting 'Q1'.
 * Every tab stays wholly visible; the selected one is a filled pill (an underline cannot follow
 * a tab onto a second line).
 */
export const questionTabsSx = {
  borderBottom: 1,
  borderColor: 'divider',
  px: { xs: 1, sm: 1.5 },
  py: 1,
  '& .MuiTabs-list': { flexWrap: 'wrap', gap: 0.5 },
  '& .MuiTabs-indicator': { display: 'none' },
} as const;

/** A question tab: narrow (five fit a 360 px row), a gap between the tick or cross and 'Q1'. */
export const questionTabSx = {
  minHeight: 44,
  minWidth: 60,
  px: 1.25,
  gap: 0.75,
  borderRadius: 999,
  '& .MuiTab-iconWrapper': { m: 0 },
  '&.Mui-selected': { bgcolor: 'tint.brand', color: 'primary.light' },
} as const;
