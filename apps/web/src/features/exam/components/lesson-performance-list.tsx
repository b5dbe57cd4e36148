import { lessonScoreBasis, type LessonPerformance } from '@exam/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { PractiseLessonButton } from '../../../components/practise-lesson-button';
import { formatPercent, performanceChipColor } from '../../../lib/performance';
import { lessonFeedbackId, sortLessonsByScore } from '../lib/results';
import { useExamT } from '../catalog';
import { lessonText } from '../../../lib/lesson-names';

/** The weakest lessons a phone shows first, each with 'Practise this lesson' (issue 22). */
export const WEAKEST_SHOWN = 3;

/** From this score the spec's feedback is 'You are a master of the lesson': nothing to push. */
const MASTERED_SCORE = 0.8;

function LessonRow({ lesson, practise }: { lesson: LessonPerformance; practise: boolean }) {
  const t = useExamT();
  // The contract decides when a score rests on too few questions to stand alone.
  const basis =
    lessonScoreBasis(lesson.answered) && t('exam.lessonBasis', { count: lesson.answered });
  return (
    <Box
      component="li"
      sx={{
        py: 1.75,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}
      >
        <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
          {lessonText(lesson.lessonName)}
        </Typography>
        <Box sx={{ flexShrink: 0, textAlign: 'right' }}>
          <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {formatPercent(lesson.score)}
          </Typography>
          {basis && (
            <Typography variant="caption" color="textSecondary" component="p">
              {basis}
            </Typography>
          )}
        </Box>
      </Box>
      <LinearProgress
        variant="determinate"
        value={Math.round(lesson.score * 100)}
        color={performanceChipColor(lesson.score)}
        aria-label={t('exam.lessonScore', { lesson: lessonText(lesson.lessonName) })}
        sx={{ my: 1, height: 6, borderRadius: 3 }}
      />
      <Typography variant="body2" color="textSecondary">
        {t(lessonFeedbackId(lesson.score))}
      </Typography>
      {practise && (
        <Box sx={{ mt: 1.25, '& > *': { width: { xs: '100%', sm: 'auto' } } }}>
          <PractiseLessonButton
            lessonId={lesson.lessonId}
            lessonName={lessonText(lesson.lessonName)}
          />
        </Box>
      )}
    </Box>
  );
}

/**
 * Each lesson's score with the spec's feedback, weakest first (docs/product.md §2 Report, §9); a
 * score resting on fewer than three questions says how many beside it (§11.7). The three weakest
 * lessons offer 'Practise this lesson' (issue 22); on a phone the list opens with just those
 * three, the rest behind 'Show all lessons', so the next step is the first thing a student sees.
 */
export function LessonPerformanceList({ lessons }: { lessons: readonly LessonPerformance[] }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [showAll, setShowAll] = useState(false);
  const t = useExamT();
  if (lessons.length === 0) {
    return <Typography color="textSecondary">{t('exam.noLessonAnswered')}</Typography>;
  }
  const sorted = sortLessonsByScore(lessons);
  const shown = phone && !showAll ? sorted.slice(0, WEAKEST_SHOWN) : sorted;
  return (
    <>
      <Box
        component="ol"
        aria-label={t('exam.lessonPerformance')}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {shown.map((lesson, position) => (
          <LessonRow
            key={lesson.lessonId || lesson.lessonName}
            lesson={lesson}
            // Not a lesson already mastered, nor an imported one without an id to practise by.
            practise={
              position < WEAKEST_SHOWN && lesson.lessonId !== '' && lesson.score < MASTERED_SCORE
            }
          />
        ))}
      </Box>
      {shown.length < sorted.length && (
        <Button fullWidth onClick={() => setShowAll(true)} sx={{ mt: 1 }}>
          {t('exam.showAllLessons')}
        </Button>
      )}
    </>
  );
}
