import { TOPICS } from '@exam/contract';
import School from '@mui/icons-material/SchoolRounded';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { commonEnglish, useCommonT } from './catalog';
import { useStartPracticeSession } from './start-practice';

/** The English label, for tests that look the button up by name. */
export const PRACTISE_LESSON_LABEL = commonEnglish['common.practiseLesson'];

/**
 * 'Practise this lesson' (issue 22): a practice session on one lesson, opened at its first
 * question. The lesson's name is part of the accessible name, since a list shows one per lesson.
 */
export function PractiseLessonButton({
  lessonId,
  lessonName,
  variant = 'outlined',
  size = 'medium',
}: {
  lessonId: string;
  lessonName: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}) {
  const t = useCommonT();
  const start = useStartPracticeSession();
  return (
    <Button
      variant={variant}
      size={size}
      disabled={start.isPending}
      // The only topic (docs/product.md §2).
      onClick={() => start.mutate({ topic: TOPICS[0], lessonId })}
      aria-label={t('common.practiseLessonNamed', { lesson: lessonName })}
      startIcon={
        start.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : <School />
      }
      sx={{ flexShrink: 0 }}
    >
      {start.isPending ? t('common.starting') : t('common.practiseLesson')}
    </Button>
  );
}
