import Flag from '@mui/icons-material/FlagRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePastExams } from '../api/get-past-exams';
import { dashboardEnglish, useDashboardT } from '../catalog';

/** The two suggestions in English (catalog/en.json), as the tests look for them. */
export const NextStepTexts = {
  first: dashboardEnglish['dashboard.nextStep.first'],
  again: dashboardEnglish['dashboard.nextStep.again'],
} as const;

/**
 * The dashboard's one clear suggestion (docs/product.md §2.10): a first exam for a newcomer,
 * practice then a new exam for everyone else. Shares the past-exams query with the list below,
 * so it costs no request. While the list loads, its place is kept (hidden, the longer text), so
 * the sections below do not move down when it appears (a layout shift of 0.04 on a phone).
 */
export function NextStep() {
  const t = useDashboardT();
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
          {t('dashboard.nextStep.label')}
        </Box>{' '}
        {pastExams.data?.length === 0
          ? t('dashboard.nextStep.first')
          : t('dashboard.nextStep.again')}
      </Typography>
    </Box>
  );
}
