import type { MASTERY_LEVELS, Progress } from '@exam/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useId } from 'react';
import { useMasteryLevelLabel } from '../../../components/catalog';
import { useLanguage } from '../../../i18n/use-t';
import { useDashboardT } from '../catalog';
import {
  CHART_POINTS_MAX,
  CHART_WEEKS_MAX,
  masterySeries,
  scorePoints,
  scoreSeries,
} from '../lib/progress-series';

/** A chart with its visible title; the SVG is labelled by it and described as a chart. */
function Figure({
  title,
  note,
  children,
}: {
  title: string;
  note?: string;
  children: (labelId: string) => React.ReactNode;
}) {
  const labelId = useId();
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
      <Typography
        component="figcaption"
        id={labelId}
        sx={{ fontWeight: 700, mb: 0.5, fontSize: '1.05rem' }}
      >
        {title}
      </Typography>
      {note && (
        <Typography variant="body2" color="textSecondary">
          {note}
        </Typography>
      )}
      {children(labelId)}
    </Box>
  );
}

/**
 * The progress charts (issue 22; docs/decisions/043): a line chart of exam performance and trial
 * scores, and stacked bars of lessons per mastery level by week. This module is loaded lazily
 * (React.lazy in your-progress.tsx): @mui/x-charts stays out of the dashboard's first download.
 * The same figures are in the table beside ('Show as table').
 */
export default function ProgressCharts({ progress }: { progress: Progress }) {
  const t = useDashboardT();
  const { locale } = useLanguage();
  const levelLabel = useMasteryLevelLabel();
  const theme = useTheme();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const points = scorePoints(progress);
  const scores = scoreSeries(points, locale);
  const mastery = masterySeries(progress.masteryByWeek, locale);
  // The axis and the tooltips read percentages in the interface's locale ('50%').
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const asPercent = (value: number) => percent.format(value / 100);
  // Weakest to strongest: grey, pale then full brand violet, blue, green (the legend and the
  // table name each; colour is never the only cue).
  const levelColours: Record<(typeof MASTERY_LEVELS)[number], string> = {
    'not-started': theme.palette.grey[600],
    attempted: alpha(theme.palette.primary.main, 0.45),
    familiar: theme.palette.primary.main,
    proficient: theme.palette.info.main,
    mastered: theme.palette.success.main,
  };
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        mt: 2,
      }}
    >
      {points.length > 0 && (
        <Figure
          title={t('dashboard.progress.scores')}
          note={
            points.length > CHART_POINTS_MAX
              ? t('dashboard.progress.latestResults', { count: CHART_POINTS_MAX })
              : undefined
          }
        >
          {(labelId) => (
            <LineChart
              aria-labelledby={labelId}
              height={260}
              skipAnimation={reducedMotion}
              margin={{ left: 0, right: 12 }}
              // One point per result (its position), named by its day: two results on one
              // day stay two points, not one.
              xAxis={[
                {
                  scaleType: 'point',
                  data: scores.labels.map((_, index) => index),
                  valueFormatter: (index: number) => scores.labels[index] ?? '',
                  tickLabelMinGap: 12,
                },
              ]}
              yAxis={[{ min: 0, max: 100, valueFormatter: asPercent }]}
              series={[
                {
                  id: 'exams',
                  label: t('dashboard.progress.exam'),
                  data: scores.exams,
                  connectNulls: true,
                  curve: 'linear',
                  color: theme.palette.primary.main,
                  valueFormatter: (value) => (value === null ? '' : asPercent(value)),
                },
                {
                  id: 'trials',
                  label: t('dashboard.progress.trial'),
                  data: scores.trials,
                  connectNulls: true,
                  curve: 'linear',
                  color: theme.palette.warning.main,
                  valueFormatter: (value) => (value === null ? '' : asPercent(value)),
                },
              ]}
            />
          )}
        </Figure>
      )}
      {mastery.labels.length > 0 && (
        <Figure
          title={t('dashboard.progress.masteryByWeek')}
          note={
            progress.masteryByWeek.length > CHART_WEEKS_MAX
              ? t('dashboard.progress.latestWeeks', { count: CHART_WEEKS_MAX })
              : undefined
          }
        >
          {(labelId) => (
            <BarChart
              aria-labelledby={labelId}
              height={260}
              skipAnimation={reducedMotion}
              margin={{ left: 0, right: 12 }}
              xAxis={[{ scaleType: 'band', data: mastery.labels, tickLabelMinGap: 8 }]}
              yAxis={[{ tickMinStep: 1 }]}
              series={mastery.levels.map(({ level, data }) => ({
                id: level,
                label: levelLabel(level),
                data,
                stack: 'lessons',
                color: levelColours[level],
              }))}
            />
          )}
        </Figure>
      )}
    </Box>
  );
}
