import type { MyProblemReport } from '@exam/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QuestionPreviewText } from '../../../components/question/question-preview-text';
import { QueryContent } from '../../../components/query-content';
import { SectionCard } from '../../../components/section-card';
import { formatDate } from '../../../lib/format-date';
import { useLanguage, type Translate } from '../../../i18n/use-t';
import { useMyReports } from '../api/my-reports';
import { accountEnglish, useAccountT } from '../catalog';

/** The English text (catalog/en.json), as the tests look for it. */
export const REPORTS_FAILED = accountEnglish['account.reports.failed'];

/**
 * 'Open', or 'Resolved: <how>': words, not only the chip's colour. The reasons and resolutions
 * are translated by their keys (the contract keeps the English labels for the admin screens).
 */
export function reportStatusText(
  t: Translate<keyof typeof accountEnglish>,
  report: MyProblemReport,
): string {
  if (report.status === 'open') return t('account.reports.open');
  return report.resolution
    ? t('account.reports.resolvedHow', { how: t(`account.resolution.${report.resolution}`) })
    : t('account.reports.resolved');
}

function ReportRow({ report }: { report: MyProblemReport }) {
  const t = useAccountT();
  const { locale } = useLanguage();
  return (
    <Box
      component="li"
      sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2, minWidth: 0 }}
    >
      <Typography
        sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        <QuestionPreviewText text={report.questionPreview} />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(`account.reason.${report.reason}`)} · {formatDate(report.createdAt, locale)}
      </Typography>
      {report.text && (
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {t('account.reports.quote', { text: report.text })}
        </Typography>
      )}
      <Chip
        size="small"
        sx={{ mt: 1 }}
        color={report.status === 'open' ? 'default' : 'success'}
        variant="outlined"
        label={reportStatusText(t, report)}
      />
      {report.resolutionNote && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('account.reports.editorNote', { note: report.resolutionNote })}
        </Typography>
      )}
    </Box>
  );
}

/** /account's 'My problem reports': what the student flagged and what the editors did. */
export function MyReportsSection() {
  const t = useAccountT();
  const reports = useMyReports();
  return (
    <SectionCard title={t('account.reports.heading')}>
      <QueryContent
        query={reports}
        loadingText={t('account.reports.loading')}
        failedText={t('account.reports.failed')}
      >
        {(list) =>
          list.length === 0 ? (
            <Typography color="text.secondary">{t('account.reports.none')}</Typography>
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
