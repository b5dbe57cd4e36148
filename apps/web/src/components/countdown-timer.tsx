import TimerOutlined from '@mui/icons-material/TimerRounded';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatCountdown } from '../lib/format-time';
import { useAttemptT } from './attempt/catalog';

/** Five minutes before the end the timer turns amber, in the last minute red. */
function urgency(remainingSeconds: number): 'primary' | 'warning' | 'error' {
  if (remainingSeconds <= 60) return 'error';
  if (remainingSeconds <= 300) return 'warning';
  return 'primary';
}

/**
 * The countdown as m:ss with a bar of the time left (docs/product.md §2 Exam screen; Trial: 'Time
 * Remaining: m:ss'). role="timer" is not announced every second; the label says what the number
 * is.
 */
export function CountdownTimer({
  remainingSeconds,
  durationSeconds,
  label,
}: {
  remainingSeconds: number;
  durationSeconds: number;
  /** 'Time remaining' (exam) or 'Time Remaining' (trial, docs/product.md §2). */
  label: string;
}) {
  const t = useAttemptT();
  const color = urgency(remainingSeconds);
  const percent = Math.min(100, Math.max(0, (remainingSeconds / durationSeconds) * 100));
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
        <Typography
          component="span"
          variant="body2"
          color="textSecondary"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
        >
          <TimerOutlined fontSize="small" aria-hidden />
          {t('attempt.timer.label', { label })}
        </Typography>
        <Typography
          role="timer"
          aria-label={t('attempt.timer.ariaLabel', {
            label,
            time: formatCountdown(remainingSeconds),
          })}
          component="span"
          color={color === 'primary' ? 'textPrimary' : color}
          sx={{ fontWeight: 700, fontSize: '1.35rem', fontVariantNumeric: 'tabular-nums' }}
        >
          {formatCountdown(remainingSeconds)}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={color}
        aria-label={label}
        sx={{ mt: 1, height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
