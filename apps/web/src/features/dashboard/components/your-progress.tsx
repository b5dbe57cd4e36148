import type { Progress } from '@exam/contract';
import Insights from '@mui/icons-material/InsightsRounded';
import ShowChart from '@mui/icons-material/ShowChartRounded';
import TableChart from '@mui/icons-material/TableChartRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { YOUR_PROGRESS_ID } from '../../../lib/dashboard-links';
import { dashboardEnglish, useDashboardT } from '../catalog';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { ProgressTable } from './progress-table';

/**
 * The charts' code (@mui/x-charts, about 100 kB gzip) arrives only when there is something to
 * chart and the section nears the screen: on a phone it is below the fold, and parsing it during
 * the first load cost the dashboard most of its mobile Lighthouse score (bench/web/RESULTS.md).
 */
const ProgressCharts = lazy(() => import('./progress-charts'));

/** The English texts of the section, as the tests look for them (catalog/en.json). */
export const YourProgressTexts = {
  empty: dashboardEnglish['dashboard.progress.empty'],
  emptyBody: dashboardEnglish['dashboard.progress.emptyBody'],
  noScores: dashboardEnglish['dashboard.progress.noScores'],
  showTable: dashboardEnglish['dashboard.progress.showTable'],
  showChart: dashboardEnglish['dashboard.progress.showChart'],
} as const;

function ChartsLoading() {
  const t = useDashboardT();
  return (
    <Box
      role="status"
      aria-label={t('dashboard.progress.loadingCharts')}
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mt: 2 }}
    >
      <Skeleton variant="rounded" height={290} />
      <Skeleton variant="rounded" height={290} />
    </Box>
  );
}

/**
 * 'Your progress' (issue 22): exam and trial scores over time and lessons per mastery level by
 * week, as charts or as a table. A new student reads what to do instead of empty axes. The report
 * and the exam details link here (/dashboard#your-progress): the section scrolls into view.
 */
export function YourProgress({
  progress,
  hasActivity,
}: {
  progress: Progress;
  hasActivity: boolean;
}) {
  const t = useDashboardT();
  const [asTable, setAsTable] = useState(false);
  const section = useRef<HTMLElement>(null);
  const nearScreen = useNearViewport(section);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== `#${YOUR_PROGRESS_ID}`) return;
    const frame = requestAnimationFrame(() =>
      section.current?.scrollIntoView?.({ block: 'start' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [hash]);

  const hasScores = progress.exams.length + progress.trials.length > 0;
  const hasWeeks = progress.masteryByWeek.length > 0;
  const empty = !hasActivity || (!hasScores && !hasWeeks);

  return (
    <Card
      component="section"
      id={YOUR_PROGRESS_ID}
      ref={section}
      aria-labelledby="your-progress-heading"
      sx={{ scrollMarginTop: 88 }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
          }}
        >
          <Typography variant="h2" id="your-progress-heading" sx={{ fontSize: '1.3rem' }}>
            {t('dashboard.progress.heading')}
          </Typography>
          {!empty && (
            <Button
              size="small"
              onClick={() => setAsTable((value) => !value)}
              aria-pressed={asTable}
              startIcon={asTable ? <ShowChart /> : <TableChart />}
            >
              {asTable ? t('dashboard.progress.showChart') : t('dashboard.progress.showTable')}
            </Button>
          )}
        </Box>
        {empty ? (
          <Box
            sx={{
              display: 'flex',
              gap: 2,
              alignItems: 'flex-start',
              mt: 1.5,
              p: 2,
              borderRadius: 3,
              bgcolor: 'tint.subtle',
            }}
          >
            <Insights aria-hidden sx={{ color: 'primary.light', fontSize: 36 }} />
            <Box>
              <Typography sx={{ fontWeight: 700 }}>{t('dashboard.progress.empty')}</Typography>
              <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
                {t('dashboard.progress.emptyBody')}
              </Typography>
            </Box>
          </Box>
        ) : (
          <>
            {!hasScores && (
              <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
                {t('dashboard.progress.noScores')}
              </Typography>
            )}
            {asTable ? (
              <ProgressTable progress={progress} />
            ) : !nearScreen ? (
              <ChartsLoading />
            ) : (
              <Suspense fallback={<ChartsLoading />}>
                <ProgressCharts progress={progress} />
              </Suspense>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
