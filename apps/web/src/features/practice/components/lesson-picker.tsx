import type { MasteryLevel, PracticeUnit } from '@exam/contract';
import ExpandMore from '@mui/icons-material/ExpandMoreRounded';
import PlayArrow from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MasteryBadge } from '../../../components/mastery-badge';
import { usePracticeT } from '../catalog';
import { lessonText } from '../../../lib/lesson-names';

type LessonPickerProps = {
  units: readonly PracticeUnit[];
  /** Each lesson's level by id; undefined while loading or when it could not be read. */
  mastery: ReadonlyMap<string, MasteryLevel> | undefined;
  /** The lesson whose session is starting (its button says 'Starting...'). */
  startingLessonId: string | null;
  /** A start is under way: every button waits. */
  busy: boolean;
  onPractise: (lessonId: string) => void;
  /** A failed lesson start, shown above the list (near the button pressed). */
  error?: ReactNode;
};

/**
 * Every lesson of the topic grouped by unit, in teaching order (docs/product.md §2.15), each with
 * what it covers, its mastery level and 'Practise this lesson' (issue 22). Units are native
 * <details> so a long list stays short on a phone: no script, keyboard and screen readers
 * included. With a single unit it is open.
 */
export function LessonPicker({
  units,
  mastery,
  startingLessonId,
  busy,
  onPractise,
  error,
}: LessonPickerProps) {
  const t = usePracticeT();
  if (units.length === 0) return null;
  const single = units.length === 1;
  return (
    <Box component="section" aria-labelledby="lesson-picker-heading" sx={{ mt: 4 }}>
      <Typography id="lesson-picker-heading" variant="h2" sx={{ fontSize: '1.15rem' }}>
        {t('practice.picker.title')}
      </Typography>
      <Typography color="textSecondary" variant="body2" sx={{ mt: 0.5 }}>
        {t('practice.picker.lead')}
      </Typography>
      {error}
      {units.map((unit) => (
        <Box
          component="details"
          key={unit.id}
          open={single || undefined}
          sx={{
            mt: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            '&[open] > summary svg': { transform: 'rotate(180deg)' },
          }}
        >
          <Box
            component="summary"
            sx={{
              listStyle: 'none',
              '&::-webkit-details-marker': { display: 'none' },
              cursor: 'pointer',
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              minHeight: 48,
              px: 1.5,
              py: 1,
            }}
          >
            <Typography
              component="h3"
              sx={{
                fontSize: '1rem',
                fontWeight: 700,
                color: 'primary.main',
                flex: 1,
                minWidth: 0,
              }}
            >
              {lessonText(unit.name)}
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={{ whiteSpace: 'nowrap' }}>
              {t('practice.picker.lessonCount', { count: unit.lessons.length })}
            </Typography>
            <ExpandMore aria-hidden sx={{ transition: 'transform 150ms' }} />
          </Box>
          <Box
            component="ul"
            aria-label={lessonText(unit.name)}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {unit.lessons.map((lesson) => {
              const level = mastery?.get(lesson.id);
              const starting = startingLessonId === lesson.id;
              return (
                <Box
                  component="li"
                  key={lesson.id}
                  sx={{ px: 1.5, py: 1.25, borderTop: 1, borderColor: 'divider' }}
                >
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {lessonText(lesson.name)}
                  </Typography>
                  {lesson.description && (
                    <Typography variant="body2" color="textSecondary">
                      {lessonText(lesson.description)}
                    </Typography>
                  )}
                  <Box
                    sx={{
                      mt: 1,
                      display: 'flex',
                      flexWrap: 'wrap',
                      alignItems: 'center',
                      justifyContent: 'space-between',
                      gap: 1,
                    }}
                  >
                    {level ? <MasteryBadge level={level} /> : <span />}
                    <Button
                      variant="outlined"
                      size="small"
                      onClick={() => onPractise(lesson.id)}
                      disabled={busy}
                      aria-label={
                        starting
                          ? t('practice.picker.startingAria', { lesson: lessonText(lesson.name) })
                          : t('practice.picker.practiseAria', { lesson: lessonText(lesson.name) })
                      }
                      startIcon={
                        starting ? (
                          <CircularProgress size={16} color="inherit" aria-hidden />
                        ) : (
                          <PlayArrow />
                        )
                      }
                      sx={{ minHeight: 40, whiteSpace: 'nowrap' }}
                    >
                      {starting ? t('practice.picker.starting') : t('practice.picker.practise')}
                    </Button>
                  </Box>
                </Box>
              );
            })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
