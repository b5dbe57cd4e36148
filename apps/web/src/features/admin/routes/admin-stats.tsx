import type { ItemStats } from '@exam/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { getErrorMessage } from '../../../lib/error-message';
import { itemStatsOptions } from '../api/insights-api';
import { editorPath } from '../components/question-list';
import { orDash, useAdminFormat } from '../lib/format';
import { QuestionPreviewText } from '../../../components/question/question-preview-text';
import { useAdminT } from '../catalog';
import { lessonText } from '../../../lib/lesson-names';

function StatsRow({ item }: { item: ItemStats }) {
  const t = useAdminT();
  const format = useAdminFormat();
  const calibrated = (now: number, after: number | null) =>
    after === null
      ? format.decimal(now)
      : t('admin.stats.calibrated', { now: format.decimal(now), after: format.decimal(after) });
  const flagged = item.flags.length > 0;
  return (
    <TableRow sx={flagged ? { bgcolor: 'tint.subtle' } : undefined}>
      <TableCell component="th" scope="row" sx={{ minWidth: 220 }}>
        <Link to={editorPath(item.questionId)}>
          <QuestionPreviewText text={item.preview} empty={t('admin.noText')} />
        </Link>
        <Typography variant="body2" color="textSecondary">
          {lessonText(item.lessonName)}
        </Typography>
        {flagged && (
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2, color: 'error.main' }}>
            {item.flags.map((flag) => (
              <li key={flag}>{t(`admin.flag.${flag}`)}</li>
            ))}
          </Box>
        )}
      </TableCell>
      <TableCell align="right">{format.count(item.served)}</TableCell>
      <TableCell align="right">{orDash(item.pCorrect, format.percent)}</TableCell>
      <TableCell align="right">{orDash(item.pointBiserial, format.decimal)}</TableCell>
      <TableCell align="right">
        {orDash(item.medianTimeSeconds, (value) =>
          t('admin.stats.seconds', { seconds: format.count(Math.round(value)) }),
        )}
      </TableCell>
      <TableCell align="right">{calibrated(item.a, item.calibratedA)}</TableCell>
      <TableCell align="right">{calibrated(item.b, item.calibratedB)}</TableCell>
      <TableCell align="right">{format.percent(item.exposure)}</TableCell>
      <TableCell align="right">{format.count(item.openReports)}</TableCell>
    </TableRow>
  );
}

/** /admin/stats: per-item statistics, items that look broken first with the reasons in words. */
export function AdminStatsPage() {
  const t = useAdminT();
  const [flaggedOnly, setFlaggedOnly] = useState(false);
  const [cursor, setCursor] = useState<string | null>(null);
  const stats = useQuery(itemStatsOptions(flaggedOnly, cursor));
  return (
    <Box>
      <title>{t('admin.documentTitle', { page: t('admin.section.stats') })}</title>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, mb: 2 }}>
        {t('admin.section.stats')}
      </Typography>
      <FormControlLabel
        control={
          <Checkbox
            checked={flaggedOnly}
            onChange={(event) => {
              setFlaggedOnly(event.target.checked);
              setCursor(null);
            }}
          />
        }
        label={t('admin.stats.brokenOnly')}
      />
      {stats.isError ? (
        <Alert severity="error">{getErrorMessage(stats.error)}</Alert>
      ) : stats.isPending ? (
        <CircularProgress aria-label={t('admin.stats.loading')} />
      ) : stats.data.items.length === 0 ? (
        <Typography>{t('admin.stats.empty')}</Typography>
      ) : (
        <>
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('admin.section.stats')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('admin.stats.question')}</TableCell>
                  <TableCell align="right">{t('admin.stats.served')}</TableCell>
                  <TableCell align="right">{t('admin.stats.right')}</TableCell>
                  <TableCell align="right">{t('admin.stats.discrimination')}</TableCell>
                  <TableCell align="right">{t('admin.stats.medianTime')}</TableCell>
                  <TableCell align="right">{t('admin.stats.irtA')}</TableCell>
                  <TableCell align="right">{t('admin.stats.irtB')}</TableCell>
                  <TableCell align="right">{t('admin.stats.exposure')}</TableCell>
                  <TableCell align="right">{t('admin.stats.openReports')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {stats.data.items.map((item) => (
                  <StatsRow key={item.questionId} item={item} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Stack direction="row" sx={{ gap: 1, mt: 2 }}>
            {cursor && <Button onClick={() => setCursor(null)}>{t('admin.firstPage')}</Button>}
            {stats.data.nextCursor && (
              <Button variant="outlined" onClick={() => setCursor(stats.data.nextCursor)}>
                {t('admin.nextPage')}
              </Button>
            )}
          </Stack>
        </>
      )}
    </Box>
  );
}
