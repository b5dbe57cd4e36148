import Flag from '@mui/icons-material/FlagRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePastExams } from '../api/get-past-exams';

export const NextStepTexts = {
  first: 'Take your first exam: it adapts to you and shows which lessons to practise.',
  again:
    'Practise the lessons your last exam found weakest, then take a new exam to see your progress.',
} as const;

/**
 * The dashboard's one clear suggestion (docs/product.md §2.10): a first exam for a newcomer,
 * practice then a new exam for everyone else. Shares the past-exams query with the list below,
 * so it costs no request. While the list loads, its place is kept (hidden, the longer text), so
 * the sections below do not move down when it appears (a layout shift of 0.04 on a phone).
 */
export function NextStep() {
  const pastExams = usePastExams();
  if (pastExams.isError) return null;
  const loading = !pastExams.isSuccess;
  return (
    <Box
      aria-hidden={loading || undefined}
      sx={{
        visibility: loading ? 'hidden' : 'visible',
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1.5,
        mt: 2.5,
        p: 1.5,
        pr: 2,
        borderRadius: 3,
        bgcolor: 'tint.brand',
        maxWidth: 640,
      }}
    >
      <Flag sx={{ color: 'primary.light', mt: 0.25 }} aria-hidden />
      <Typography>
        <Box component="strong" sx={{ color: 'primary.light' }}>
          Your next step:
        </Box>{' '}
        {pastExams.data?.length === 0 ? NextStepTexts.first : NextStepTexts.again}
      </Typography>
    </Box>
  );
}
