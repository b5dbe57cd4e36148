import { CALIBRATION_MIN_RESPONSES, type CalibrationProposal } from '@exam/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SectionCard } from '../../../components/section-card';
import { getErrorMessage } from '../../../lib/error-message';
import {
  applyCalibration,
  calibrationDryRun,
  calibrationRunsOptions,
  revertCalibration,
} from '../api/insights-api';
import { formatCount, formatDateTime, formatDecimal } from '../lib/format';
import { AdminTexts } from '../messages';
import { questionPreview } from '../../../components/question/question-preview';

export const CalibrationTexts = {
  dryRun: 'Dry run',
  explain: `Re-estimates the IRT a and b of each question family (a template's variants) from the answers students have given; a family with fewer than ${CALIBRATION_MIN_RESPONSES} answers keeps its values. A dry run only shows the proposal: nothing changes until you apply it.`,
  apply: 'Apply',
  revert: 'Revert',
  confirmTitle: 'Apply this calibration?',
  confirmBody: (changes: number) =>
    `The IRT a and b of ${changes} question${changes === 1 ? '' : 's'} change at once for every exam. You can revert it from the runs list.`,
  cancel: 'Cancel',
  applied: 'Calibration applied.',
  nothing: 'No item would change.',
  runs: 'Runs',
  noRuns: 'No calibration has been applied from the console yet.',
} as const;

function ProposalTable({ proposal }: { proposal: CalibrationProposal }) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Proposed changes">
        <TableHead>
          <TableRow>
            <TableCell>Question</TableCell>
            <TableCell align="right">Answers</TableCell>
            <TableCell align="right">a</TableCell>
            <TableCell align="right">b</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {proposal.changes.map((change) => (
            <TableRow key={change.questionId}>
              <TableCell component="th" scope="row" sx={{ minWidth: 200 }}>
                {questionPreview(change.preview)}
              </TableCell>
              <TableCell align="right">{formatCount(change.responses)}</TableCell>
              <TableCell align="right">
                {formatDecimal(change.a.from)} → {formatDecimal(change.a.to)}
              </TableCell>
              <TableCell align="right">
                {formatDecimal(change.b.from)} → {formatDecimal(change.b.to)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** /admin/calibration: a dry run first, then Apply (confirmed); every run can be reverted. */
export function AdminCalibrationPage() {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const runs = useQuery(calibrationRunsOptions);
  const dryRun = useMutation({ mutationFn: calibrationDryRun });
  const apply = useMutation({
    mutationFn: (basis: string) => applyCalibration(basis),
    onSuccess: () => {
      dryRun.reset();
      void queryClient.invalidateQueries({ queryKey: calibrationRunsOptions.queryKey });
    },
  });
  const revert = useMutation({
    mutationFn: revertCalibration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calibrationRunsOptions.queryKey }),
  });
  const proposal = dryRun.data;

  return (
    <Box>
      <title>{`${AdminTexts.calibration} · Exam Prep`}</title>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, mb: 2 }}>
        {AdminTexts.calibration}
      </Typography>
      <Stack sx={{ gap: 3 }}>
        <SectionCard title="Proposed changes">
          <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '70ch' }}>
            {CalibrationTexts.explain}
          </Typography>
          <Button
            variant="outlined"
            onClick={() => {
              apply.reset();
              dryRun.mutate();
            }}
            disabled={dryRun.isPending}
          >
            {CalibrationTexts.dryRun}
          </Button>
          {dryRun.isPending && <CircularProgress size={24} aria-label="Running" sx={{ ml: 2 }} />}
          {dryRun.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {getErrorMessage(dryRun.error)}
            </Alert>
          )}
          {apply.isSuccess && (
            <Alert severity="success" sx={{ mt: 2 }}>
              {CalibrationTexts.applied}
            </Alert>
          )}
          {proposal && (
            <Box sx={{ mt: 2 }}>
              <Typography sx={{ mb: 1 }}>
                {formatCount(proposal.responses)} answers from {formatCount(proposal.students)}{' '}
                students; {formatCount(proposal.itemsEstimated)} items estimated;{' '}
                {formatCount(proposal.changes.length)} would change.
              </Typography>
              {proposal.changes.length === 0 ? (
                <Typography>{CalibrationTexts.nothing}</Typography>
              ) : (
                <>
                  <ProposalTable proposal={proposal} />
                  <Button
                    variant="contained"
                    sx={{ mt: 2 }}
                    onClick={() => setConfirming(true)}
                    disabled={apply.isPending}
                  >
                    {CalibrationTexts.apply}
                  </Button>
                </>
              )}
              {apply.isError && (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {getErrorMessage(apply.error)}
                </Alert>
              )}
            </Box>
          )}
        </SectionCard>
        <SectionCard title={CalibrationTexts.runs}>
          {runs.isError ? (
            <Alert severity="error">{getErrorMessage(runs.error)}</Alert>
          ) : runs.isPending ? (
            <CircularProgress aria-label="Loading runs" />
          ) : runs.data.length === 0 ? (
            <Typography>{CalibrationTexts.noRuns}</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
              {runs.data.map((run) => (
                <Box
                  component="li"
                  key={run.id}
                  sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
                >
                  <Typography sx={{ flex: 1, minWidth: 200 }}>
                    {formatDateTime(run.appliedAt)} by {run.appliedBy}: {formatCount(run.changed)}{' '}
                    items
                    {run.revertedAt
                      ? ` · reverted ${formatDateTime(run.revertedAt)}${run.revertedBy ? ` by ${run.revertedBy}` : ''}`
                      : ''}
                  </Typography>
                  {!run.revertedAt && (
                    <Button
                      variant="outlined"
                      color="warning"
                      onClick={() => revert.mutate(run.id)}
                      disabled={revert.isPending}
                      aria-label={`${CalibrationTexts.revert} the run of ${formatDateTime(run.appliedAt)}`}
                    >
                      {CalibrationTexts.revert}
                    </Button>
                  )}
                </Box>
              ))}
            </Box>
          )}
          {revert.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {getErrorMessage(revert.error)}
            </Alert>
          )}
        </SectionCard>
      </Stack>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby="apply-title"
        aria-describedby="apply-body"
      >
        <DialogTitle id="apply-title">{CalibrationTexts.confirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id="apply-body">
            {CalibrationTexts.confirmBody(proposal?.changes.length ?? 0)}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} autoFocus>
            {CalibrationTexts.cancel}
          </Button>
          <Button
            variant="contained"
            onClick={() => {
              setConfirming(false);
              if (proposal) apply.mutate(proposal.basis);
            }}
          >
            {CalibrationTexts.apply}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
