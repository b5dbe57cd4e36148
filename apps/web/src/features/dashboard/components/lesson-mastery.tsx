import type { LessonMastery as LessonMasteryRow } from '@exam/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { MasteryBadge } from '../../../components/mastery-badge';
import { PractiseLessonButton } from '../../../components/practise-lesson-button';
import { useDashboardT } from '../catalog';
import { lessonText } from '../../../lib/lesson-names';

/**
 * Lessons shown before 'Show all lessons': the top of the work-on-next order (a phone 5, a
 * wider screen 10; the bank has about 35 lessons, too many to scan for the next step).
 */
export const PHONE_LESSONS = 5;
export const WIDE_LESSONS = 10;

/** Under the name: how it went so far, or (not begun) the unit it belongs to. */
function LessonDetail({ lesson }: { lesson: LessonMasteryRow }) {
  const t = useDashboardT();
  const text =
    lesson.answered === 0
      ? lessonText(lesson.unitName)
      : t('dashboard.mastery.firstTime', {
          correct: lesson.firstTryCorrect,
          answered: lesson.answered,
        });
  if (!text) return null;
  return (
    <Typography variant="body2" color="textSecondary">
      {text}
    </Typography>
  );
}

/**
 * 'Lesson mastery' (issue 22): every lesson with its level (decision 040) and 'Practise this
 * lesson', in the server's order: what to work on next comes first. The first PHONE_LESSONS (a
 * phone) or WIDE_LESSONS show, the rest behind 'Show all lessons'.
 */
export function LessonMastery({
  lessons,
  hasActivity,
}: {
  lessons: readonly LessonMasteryRow[];
  hasActivity: boolean;
}) {
  const t = useDashboardT();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? lessons : lessons.slice(0, phone ? PHONE_LESSONS : WIDE_LESSONS);
  const hidden = lessons.length - shown.length;
  return (
    <Card component="section" aria-labelledby="lesson-mastery-heading">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" id="lesson-mastery-heading" sx={{ fontSize: '1.3rem' }}>
          {t('dashboard.mastery.heading')}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5, mb: 1 }}>
          {hasActivity ? t('dashboard.mastery.active') : t('dashboard.mastery.new')}
        </Typography>
        {lessons.length === 0 ? (
          <Typography color="textSecondary">{t('dashboard.mastery.noLessons')}</Typography>
        ) : (
          <Box
            component="ul"
            aria-label={t('dashboard.mastery.lessons')}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {shown.map((lesson) => (
              <Box
                component="li"
                key={lesson.lessonId}
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: { xs: 1, sm: 2 },
                  py: 1.5,
                  borderTop: 1,
                  borderColor: 'divider',
                  '&:first-of-type': { borderTop: 0 },
                }}
              >
                <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {lessonText(lesson.lessonName)}
                  </Typography>
                  <LessonDetail lesson={lesson} />
                </Box>
                <Box sx={{ flex: '0 0 150px' }}>
                  <MasteryBadge level={lesson.level} />
                </Box>
                {lesson.questions > 0 && (
                  <Box sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' }, display: 'flex' }}>
                    <PractiseLessonButton
                      lessonId={lesson.lessonId}
                      lessonName={lessonText(lesson.lessonName)}
                      size="small"
                    />
                  </Box>
                )}
              </Box>
            ))}
          </Box>
        )}
        {hidden > 0 && (
          <Button onClick={() => setShowAll(true)} sx={{ mt: 1 }} fullWidth variant="text">
            {t('dashboard.mastery.showAll')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
