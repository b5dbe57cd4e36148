import { lessonScoreBasis, type LessonPerformance } from '@exam/contract';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatPercent, performanceChipColor } from '../../../lib/performance';
import { lessonFeedback, sortLessonsByScore } from '../lib/results';

/**
 * Each lesson's score with the spec's feedback, weakest first (docs/product.md §2 Report, §9); a
 * score resting on fewer than three questions says how many beside it (§11.7).
 */
export function LessonPerformanceList({ lessons }: { lessons: readonly LessonPerformance[] }) {
  if (lessons.length === 0) {
    return <Typography color="textSecondary">No lesson was answered in this exam.</Typography>;
  }
  return (
    <Box component="ol" aria-label="Lesson Performance" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {sortLessonsByScore(lessons).map((lesson) => {
        const basis = lessonScoreBasis(lesson.answered);
        return (
          <Box
            component="li"
            key={lesson.lessonId || lesson.lessonName}
            sx={{
              py: 1.75,
              borderTop: 1,
              borderColor: 'divider',
              '&:first-of-type': { borderTop: 0 },
            }}
          >
            <Box
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 2,
                alignItems: 'baseline',
              }}
            >
              <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
                {lesson.lessonName}
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
              aria-label={`${lesson.lessonName} score`}
              sx={{ my: 1, height: 6, borderRadius: 3 }}
            />
            <Typography variant="body2" color="textSecondary">
              {lessonFeedback(lesson.score)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
