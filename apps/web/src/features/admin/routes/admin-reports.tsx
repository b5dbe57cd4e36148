import {
  RESOLUTIONS,
  type AdminProblemReport,
  type ReportStatus,
  type Resolution,
} from '@exam/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { getErrorMessage } from '../../../lib/error-message';
import { reportsOptions, resolveReport } from '../api/insights-api';
import { editorPath } from '../components/question-list';
import { StatusChip } from '../components/status-chip';
import { useAdminFormat } from '../lib/format';
import { questionPreview } from '../../../components/question/question-preview';
import { QuestionPreviewText } from '../../../components/question/question-preview-text';
import { useAdminT } from '../catalog';
import { lessonText } from '../../../lib/lesson-names';

function ResolveForm({ report }: { report: AdminProblemReport }) {
  const t = useAdminT();
  const queryClient = useQueryClient();
  const [resolution, setResolution] = useState<Resolution>('fixed');
  const [note, setNote] = useState('');
  const resolve = useMutation({
    mutationFn: () => resolveReport(report.id, { resolution, note: note.trim() || undefined }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'reports'] }),
  });
  return (
    <Box
      component="form"
      aria-label={t('admin.reports.resolveForm', {
        question: questionPreview(report.questionPreview),
      })}
      onSubmit={(event) => {
        event.preventDefault();
        resolve.mutate();
      }}
      sx={{ display: 'grid', gap: 1.5, mt: 2 }}
    >
      <TextField
        select
        size="small"
        label={t('admin.reports.resolution')}
        value={resolution}
        onChange={(event) => setResolution(event.target.value as Resolution)}
      >
        {RESOLUTIONS.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`admin.resolution.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={t('admin.reports.note')}
        value={note}
        multiline
        onChange={(event) => setNote(event.target.value)}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={resolve.isPending}
        sx={{ justifySelf: 'start' }}
      >
        {t('admin.reports.resolve')}
      </Button>
      {resolve.isError && <Alert severity="error">{getErrorMessage(resolve.error)}</Alert>}
    </Box>
  );
}

function ReportCard({ report }: { report: AdminProblemReport }) {
  const t = useAdminT();
  const format = useAdminFormat();
  const meta = {
    lesson: lessonText(report.lessonName),
    date: format.dateTime(report.createdAt),
    reporter: report.reportedBy,
  };
  const resolution = report.resolution ? t(`admin.resolution.${report.resolution}`) : '';
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none' }}>
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
          <QuestionPreviewText text={report.questionPreview} />
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', my: 1 }}>
          <StatusChip status={report.questionStatus} />
          <Typography variant="body2" color="textSecondary">
            {report.sameQuestionOpen > 0
              ? t('admin.reports.metaMore', { ...meta, more: report.sameQuestionOpen })
              : t('admin.reports.meta', meta)}
          </Typography>
        </Stack>
        <Typography sx={{ fontWeight: 600 }}>{t(`admin.reason.${report.reason}`)}</Typography>
        {report.text && <Typography sx={{ whiteSpace: 'pre-line' }}>{report.text}</Typography>}
        {report.status === 'resolved' && report.resolution && (
          <Alert severity="success" sx={{ mt: 1 }}>
            {report.resolutionNote
              ? t('admin.reports.resolutionNote', { resolution, note: report.resolutionNote })
              : resolution}
          </Alert>
        )}
        <Button component={Link} to={editorPath(report.questionId)} sx={{ mt: 1 }}>
          {t('admin.reports.openInEditor')}
        </Button>
        {report.status === 'open' && <ResolveForm report={report} />}
      </CardContent>
    </Card>
  );
}

/** /admin/reports: the problem-report queue, open or resolved. */
export function AdminReportsPage() {
  const t = useAdminT();
  const [status, setStatus] = useState<ReportStatus>('open');
  const [cursor, setCursor] = useState<string | null>(null);
  const reports = useQuery(reportsOptions(status, cursor));
  return (
    <Box>
      <title>{t('admin.documentTitle', { page: t('admin.section.reports') })}</title>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, mb: 2 }}>
        {t('admin.section.reports')}
      </Typography>
      <Tabs
        value={status}
        onChange={(_event, next: ReportStatus) => {
          setStatus(next);
          setCursor(null);
        }}
        aria-label={t('admin.reports.status')}
        sx={{ mb: 2 }}
      >
        <Tab value="open" label={t('admin.reports.open')} />
        <Tab value="resolved" label={t('admin.reports.resolved')} />
      </Tabs>
      {reports.isError ? (
        <Alert severity="error">{getErrorMessage(reports.error)}</Alert>
      ) : reports.isPending ? (
        <CircularProgress aria-label={t('admin.reports.loading')} />
      ) : reports.data.items.length === 0 ? (
        <Typography>
          {t(status === 'open' ? 'admin.reports.noOpen' : 'admin.reports.noResolved')}
        </Typography>
      ) : (
        <>
          <Typography color="textSecondary" sx={{ mb: 1 }}>
            {t(status === 'open' ? 'admin.reports.openTotal' : 'admin.reports.resolvedTotal', {
              count: reports.data.total,
            })}
          </Typography>
          <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 2 }}>
            {reports.data.items.map((report) => (
              <ReportCard key={report.id} report={report} />
            ))}
          </Box>
          <Stack direction="row" sx={{ gap: 1, mt: 2 }}>
            {cursor && <Button onClick={() => setCursor(null)}>{t('admin.firstPage')}</Button>}
            {reports.data.nextCursor && (
              <Button variant="outlined" onClick={() => setCursor(reports.data.nextCursor)}>
                {t('admin.nextPage')}
              </Button>
            )}
          </Stack>
        </>
      )}
    </Box>
  );
}
