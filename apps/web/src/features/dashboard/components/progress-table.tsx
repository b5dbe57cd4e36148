import { MASTERY_LEVELS, type Progress } from '@exam/contract';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMasteryLevelLabel } from '../../../components/catalog';
import { useLanguage } from '../../../i18n/use-t';
import { useDashboardT } from '../catalog';
import { formatScore, longDay, scorePoints, weekLabel } from '../lib/progress-series';

/** A wide table scrolls inside its own box on a phone, never the page. */
const scroller = { overflowX: 'auto', mt: 2 } as const;

/**
 * The progress charts' figures as tables (issue 22): every result and every week, for a screen
 * reader, for a student who prefers numbers, and while the charts' code is still loading.
 */
export function ProgressTable({ progress }: { progress: Progress }) {
  const t = useDashboardT();
  const { locale } = useLanguage();
  const levelLabel = useMasteryLevelLabel();
  const points = scorePoints(progress).reverse();
  const weeks = [...progress.masteryByWeek].reverse();
  return (
    <>
      {points.length > 0 && (
        <Box sx={scroller}>
          <Table size="small" aria-label={t('dashboard.progress.scoresTable')}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t('dashboard.progress.date')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t('dashboard.progress.mode')}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {t('dashboard.progress.score')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {points.map((point) => (
                <TableRow key={`${point.kind}-${point.id}`}>
                  <TableCell>{longDay(point.date, locale)}</TableCell>
                  <TableCell>
                    {t(
                      point.kind === 'Exam'
                        ? 'dashboard.progress.exam'
                        : 'dashboard.progress.trial',
                    )}
                  </TableCell>
                  <TableCell align="right">{formatScore(point.percent, locale)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {weeks.length > 0 && (
        <Box sx={scroller}>
          <Table size="small" aria-label={t('dashboard.progress.masteryTable')}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t('dashboard.progress.week')}
                </TableCell>
                {MASTERY_LEVELS.map((level) => (
                  <TableCell key={level} component="th" scope="col" align="right">
                    {levelLabel(level)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {weeks.map((week) => (
                <TableRow key={week.weekStart}>
                  <TableCell component="th" scope="row">
                    {weekLabel(week.weekStart, locale)}
                  </TableCell>
                  {MASTERY_LEVELS.map((level) => (
                    <TableCell key={level} align="right">
                      {week.counts[level]}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </>
  );
}
