import { ProblemReasonLabels, ResolutionLabels, type MyProblemReport } from '@exam/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { questionPreview } from '../../../components/question/question-preview';
import { QueryContent } from '../../../components/query-content';
import { SectionCard } from '../../../components/section-card';
import { formatDate } from '../../../lib/format-date';
import { useMyReports } from '../api/my-reports';

export const REPORTS_FAILED = 'Your problem reports could not be loaded. Please try again.';

/** 'Open', or 'Resolved: <how>': words, not only the chip's colour. */
export function reportStatusText(report: MyProblemReport): string {
  if (report.status === 'open') return 'Open';
  return report.resolution ? `Resolved: ${ResolutionLabels[report.resolution]}` : 'Resolved';
}

function ReportRow({ report }: { report: MyProblemReport }) {
  return (
    <Box
      component="li"
      sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2, minWidth: 0 }}
    >
      <Typography
        sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {questionPreview(report.questionPreview)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {ProblemReasonLabels[report.reason]} · {formatDate(report.createdAt)}
      </Typography>
      {report.text && (
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          “{report.text}”
        </Typography>
      )}
      <Chip
        size="small"
        sx={{ mt: 1 }}
        color={report.status === 'open' ? 'default' : 'success'}
        variant="outlined"
        label={reportStatusText(report)}
      />
      {report.resolutionNote && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Editor's note: {report.resolutionNote}
        </Typography>
      )}
    </Box>
  );
}

/** /account's 'My problem reports': what the student flagged and what the editors did. */
export function MyReportsSection() {
  const reports = useMyReports();
  return (
    <SectionCard title="My problem reports">
      <QueryContent
        query={reports}
        loadingText="Loading your reports..."
        failedText={REPORTS_FAILED}
      >
        {(list) =>
          list.length === 0 ? (
            <Typography color="text.secondary">
              You have not reported a problem. Use 'Report a problem' under a question if something
              looks wrong.
            </Typography>
          ) : (
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {list.map((report) => (
                <ReportRow key={report.id} report={report} />
              ))}
            </Stack>
          )
        }
      </QueryContent>
    </SectionCard>
  );
}
