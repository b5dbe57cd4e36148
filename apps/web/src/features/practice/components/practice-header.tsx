import CancelRounded from '@mui/icons-material/CancelRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import TimerOutlined from '@mui/icons-material/TimerRounded';
import VolumeOff from '@mui/icons-material/VolumeOffRounded';
import VolumeUp from '@mui/icons-material/VolumeUpRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useElapsed } from '../hooks/use-elapsed';
import type { LivePracticeSession } from '../hooks/use-live-practice-session';
import { focusLabel } from '../../../lib/practice-focus';
import { formatElapsed } from '../lib/format';
import { usePracticeT } from '../catalog';
import { lessonText } from '../../../lib/lesson-names';

/**
 * The session's topic and what it practises ('Recommended for you', a lesson, 'Daily review',
 * mistakes), the question number (of how many, for a fixed set), elapsed time, sound switch and
 * score (first tries, as the server counts them).
 */
export function PracticeHeader({
  session,
  questionNumber,
}: {
  session: LivePracticeSession;
  questionNumber: number;
}) {
  const t = usePracticeT();
  const running = session.phase.kind !== 'completed';
  const elapsed = useElapsed(session.clock, running);
  const incorrect = session.totalAnswered - session.correctCount;
  const planned = session.current?.plannedQuestions ?? null;
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1.5,
            alignItems: 'flex-start',
            justifyContent: 'space-between',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="overline" color="textSecondary" component="p">
              {t('practice.header.overline')}
            </Typography>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', sm: '1.9rem' } }}>
              {session.current && lessonText(session.current.topic)}
            </Typography>
            {session.current && (
              <Typography
                data-testid="practice-focus"
                sx={{ fontWeight: 600, color: 'primary.main', overflowWrap: 'anywhere' }}
              >
                {focusLabel(session.current.focus)}
              </Typography>
            )}
            <Typography color="textSecondary">
              {planned === null
                ? t('practice.header.question', { number: questionNumber })
                : t('practice.header.questionOf', { number: questionNumber, total: planned })}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
              aria-label={t('practice.header.elapsed', { time: formatElapsed(elapsed) })}
              role="timer"
            >
              <TimerOutlined fontSize="small" aria-hidden />
              <Typography
                component="span"
                aria-hidden
                sx={{ fontWeight: 700, fontSize: '1.35rem', fontVariantNumeric: 'tabular-nums' }}
              >
                {formatElapsed(elapsed)}
              </Typography>
            </Box>
            {/* The browser's own hover hint: MUI's Tooltip brought Popper into the download. */}
            <IconButton
              onClick={session.toggleSound}
              aria-label={t(
                session.soundEnabled ? 'practice.header.mute' : 'practice.header.unmute',
              )}
              title={t(session.soundEnabled ? 'practice.header.mute' : 'practice.header.unmute')}
              aria-pressed={!session.soundEnabled}
            >
              {session.soundEnabled ? <VolumeUp /> : <VolumeOff />}
            </IconButton>
          </Box>
        </Box>
        <Box
          sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}
          role="group"
          aria-label={t('practice.header.score')}
        >
          <Chip
            icon={<CheckCircleRounded />}
            color="success"
            variant="outlined"
            label={t('practice.header.correct', { count: session.correctCount })}
          />
          <Chip
            icon={<CancelRounded />}
            color="error"
            variant="outlined"
            label={t('practice.header.incorrect', { count: incorrect })}
          />
          <Chip
            label={`${session.correctCount}/${session.totalAnswered}`}
            aria-label={t('practice.header.correctOfTotal', {
              correct: session.correctCount,
              total: session.totalAnswered,
            })}
          />
        </Box>
      </CardContent>
    </Card>
  );
}
