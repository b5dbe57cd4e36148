import OutlinedFlag from '@mui/icons-material/OutlinedFlagRounded';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useReportProblemT } from './catalog';

// The dialog (radio group, text field) downloads on the first click: the screens that carry the
// button do not grow by it.
const ReportProblemDialog = lazy(() =>
  import('./report-problem-dialog').then((module) => ({ default: module.ReportProblemDialog })),
);

/**
 * 'Report a problem': a small text button under a question the student has been shown (practice,
 * reviews, reports). Never inside a running exam or trial: a report there could hint at the
 * answer, and every candidate must sit the same test.
 */
export function ReportProblemButton({ questionId }: { questionId: string }) {
  const t = useReportProblemT();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={<OutlinedFlag />}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        sx={{ color: 'text.secondary', alignSelf: 'flex-start' }}
      >
        {t('reportProblem.button')}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <ReportProblemDialog questionId={questionId} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
