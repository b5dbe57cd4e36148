import { ItemFlagLabels, type ItemStats } from '@exam/contract';
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
import { formatCount, formatDecimal, formatPercent, orDash } from '../lib/format';
import { AdminTexts } from '../messages';
import { questionPreview } from '../../../components/question/question-preview';

function calibrated(now: number, after: number | null): string {
  return after === null
    ? formatDecimal(now)
    : `${formatDecimal(now)} (last run ${formatDecimal(after)})`;
}

function StatsRow({ item }: { item: ItemStats }) {
  const flagged = item.flags.length > 0;
  return (
    <TableRow sx={flagged ? { bgcolor: 'tint.subtle' } : undefined}>
      <TableCell component="th" scope="row" sx={{ minWidth: 220 }}>
        <Link to={editorPath(item.questionId)}>{questionPreview(item.preview) || '(no text)'}</Link>
        <Typography variant="body2" color="textSecondary">
          {item.lessonName}
        </Typography>
        {flagged && (
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2, color: 'error.main' }}>
            {item.flags.map((flag) => (
              <li key={flag}>{ItemFlagLabels[flag]}</li>
            ))}
          </Box>
        )}
      </TableCell>
      <TableCell align="right">{formatCount(item.served)}</TableCell>
      <TableCell align="right">{orDash(item.pCorrect, formatPercent)}</TableCell>
      <TableCell align="right">{orDash(item.pointBiserial, formatDecimal)}</TableCell>
      <TableCell align="right">
        {orDash(item.medianTimeSeconds, (value) => `${formatCount(Math.round(value))} s`)}
      </TableCell>
      <TableCell align="right">{calibrated(item.a, item.calibratedA)}</TableCell>
      <TableCell align="right">{calibrated(item.b, item.calibratedB)}</TableCell>
      <TableCell align="right">{formatPercent(item.exposure)}</TableCell>
      <TableCell align="right">{formatCount(item.openReports)}</TableCell>
    </TableRow>
  );
}

/** /admin/stats: per-item statistics, items that look broken first with the reasons in words. */
export function AdminStatsPage() {
  const [flaggedOnly, setFlaggedOnly] = useState(false);
  const [cursor, setCursor] = useState<string | null>(null);
  const stats = useQuery(itemStatsOptions(flaggedOnly, cursor));
  return (
    <Box>
      <title>{`${AdminTexts.stats} · Exam Prep`}</title>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, mb: 2 }}>
        {AdminTexts.stats}
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
        label="Only items that look broken"
      />
      {stats.isError ? (
        <Alert severity="error">{getErrorMessage(stats.error)}</Alert>
      ) : stats.isPending ? (
        <CircularProgress aria-label="Loading statistics" />
      ) : stats.data.items.length === 0 ? (
        <Typography>No item has been answered yet.</Typography>
      ) : (
        <>
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={AdminTexts.stats}>
              <TableHead>
                <TableRow>
                  <TableCell>Question</TableCell>
                  <TableCell align="right">Served</TableCell>
                  <TableCell align="right">Right</TableCell>
                  <TableCell align="right">Discrimination</TableCell>
                  <TableCell align="right">Median time</TableCell>
                  <TableCell align="right">IRT a</TableCell>
                  <TableCell align="right">IRT b</TableCell>
                  <TableCell align="right">Exposure</TableCell>
                  <TableCell align="right">Open reports</TableCell>
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
            {cursor && <Button onClick={() => setCursor(null)}>First page</Button>}
            {stats.data.nextCursor && (
              <Button variant="outlined" onClick={() => setCursor(stats.data.nextCursor)}>
                Next page
              </Button>
            )}
          </Stack>
        </>
      )}
    </Box>
  );
}
