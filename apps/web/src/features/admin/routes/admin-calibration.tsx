import {
  CALIBRATION_MIN_RESPONSES,
  type CalibrationProposal,
  type CalibrationRun,
} from '@exam/contract';
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
import { QuestionPreviewText } from '../../../components/question/question-preview-text';
import { useAdminT, type AdminTranslate } from '../catalog';
import { useAdminFormat } from '../lib/format';

type Format = ReturnType<typeof useAdminFormat>;

/** One applied run: when, by whom, how many items, and its revert if there was one. */
function runLine(run: CalibrationRun, t: AdminTranslate, format: Format): string {
  const applied = {
    appliedAt: format.dateTime(run.appliedAt),
    appliedBy: run.appliedBy,
    changed: format.count(run.changed),
  };
  if (!run.revertedAt) return t('admin.calibration.run', applied);
  const revertedAt = format.dateTime(run.revertedAt);
  return run.revertedBy
    ? t('admin.calibration.runRevertedBy', { ...applied, revertedAt, revertedBy: run.revertedBy })
    : t('admin.calibration.runReverted', { ...applied, revertedAt });
}

function ProposalTable({ proposal }: { proposal: CalibrationProposal }) {
  const t = useAdminT();
  const format = useAdminFormat();
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('admin.calibration.proposed')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('admin.calibration.question')}</TableCell>
            <TableCell align="right">{t('admin.calibration.answers')}</TableCell>
            <TableCell align="right">a</TableCell>
            <TableCell align="right">b</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {proposal.changes.map((change) => (
            <TableRow key={change.questionId}>
              <TableCell component="th" scope="row" sx={{ minWidth: 200 }}>
                <QuestionPreviewText text={change.preview} />
              </TableCell>
              <TableCell align="right">{format.count(change.responses)}</TableCell>
              <TableCell align="right">
                {format.decimal(change.a.from)} → {format.decimal(change.a.to)}
              </TableCell>
              <TableCell align="right">
                {format.decimal(change.b.from)} → {format.decimal(change.b.to)}
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
  const t = useAdminT();
  const format = useAdminFormat();
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
      <title>{t('admin.documentTitle', { page: t('admin.section.calibration') })}</title>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, mb: 2 }}>
        {t('admin.section.calibration')}
      </Typography>
      <Stack sx={{ gap: 3 }}>
        <SectionCard title={t('admin.calibration.proposed')}>
          <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '70ch' }}>
            {t('admin.calibration.explain', { min: CALIBRATION_MIN_RESPONSES })}
          </Typography>
          <Button
            variant="outlined"
            onClick={() => {
              apply.reset();
              dryRun.mutate();
            }}
            disabled={dryRun.isPending}
          >
            {t('admin.calibration.dryRun')}
          </Button>
          {dryRun.isPending && (
            <CircularProgress
              size={24}
              aria-label={t('admin.calibration.running')}
              sx={{ ml: 2 }}
            />
          )}
          {dryRun.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {getErrorMessage(dryRun.error)}
            </Alert>
          )}
          {apply.isSuccess && (
            <Alert severity="success" sx={{ mt: 2 }}>
              {t('admin.calibration.applied')}
            </Alert>
          )}
          {proposal && (
            <Box sx={{ mt: 2 }}>
              <Typography sx={{ mb: 1 }}>
                {t('admin.calibration.summary', {
                  responses: format.count(proposal.responses),
                  students: format.count(proposal.students),
                  items: format.count(proposal.itemsEstimated),
                  changes: format.count(proposal.changes.length),
                })}
              </Typography>
              {proposal.changes.length === 0 ? (
                <Typography>{t('admin.calibration.nothing')}</Typography>
              ) : (
                <>
                  <ProposalTable proposal={proposal} />
                  <Button
                    variant="contained"
                    sx={{ mt: 2 }}
                    onClick={() => setConfirming(true)}
                    disabled={apply.isPending}
                  >
                    {t('admin.calibration.apply')}
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
        <SectionCard title={t('admin.calibration.runs')}>
          {runs.isError ? (
            <Alert severity="error">{getErrorMessage(runs.error)}</Alert>
          ) : runs.isPending ? (
            <CircularProgress aria-label={t('admin.calibration.loadingRuns')} />
          ) : runs.data.length === 0 ? (
            <Typography>{t('admin.calibration.noRuns')}</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
              {runs.data.map((run) => (
                <Box
                  component="li"
                  key={run.id}
                  sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
                >
                  <Typography sx={{ flex: 1, minWidth: 200 }}>{runLine(run, t, format)}</Typography>
                  {!run.revertedAt && (
                    <Button
                      variant="outlined"
                      color="warning"
                      onClick={() => revert.mutate(run.id)}
                      disabled={revert.isPending}
                      aria-label={t('admin.calibration.revertRun', {
                        date: format.dateTime(run.appliedAt),
                      })}
                    >
                      {t('admin.calibration.revert')}
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
        <DialogTitle id="apply-title">{t('admin.calibration.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="apply-body">
            {t('admin.calibration.confirmBody', { count: proposal?.changes.length ?? 0 })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} autoFocus>
            {t('admin.calibration.cancel')}
          </Button>
          <Button
            variant="contained"
            onClick={() => {
              setConfirming(false);
              if (proposal) apply.mutate(proposal.basis);
            }}
          >
            {t('admin.calibration.apply')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
