import { WebRoutes } from '@exam/contract';
import Replay from '@mui/icons-material/ReplayRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { NoResultsCard } from '../../../components/no-results-card';
import { ReportActions } from '../../../components/report-actions';
import { StatusScreen } from '../../../components/status-screen';
import { formatDate } from '../../../lib/format-date';
import { ReportSourceProvider, type ReportSource } from '../../../lib/report-source';
import { useTrialDetails } from '../api/get-trial-details';
import { usePastTrials } from '../api/get-past-trials';
import { IncorrectQuestions } from '../components/incorrect-questions';
import { TrialSummary } from '../components/trial-summary';
import { readTrialReportState, type TrialReport } from '../lib/report-state';
import { useTrialT } from '../catalog';
import { Message, useLanguage } from '../../../i18n/use-t';

function Heading({ report }: { report?: TrialReport }) {
  const t = useTrialT();
  const { locale } = useLanguage();
  return (
    <Box>
      <Typography variant="h1">{t('trial.report.title')}</Typography>
      {report && (
        <Typography color="textSecondary" sx={{ mt: 1 }}>
          {t('trial.report.topicDate', {
            topic: report.topic,
            date: formatDate(report.date, locale),
          })}
        </Typography>
      )}
    </Box>
  );
}

function OutOfTime({ report }: { report: TrialReport }) {
  const t = useTrialT();
  // The result lists the questions reached; the others count as wrong (docs/product.md §3, contract).
  const unreached = report.totalQuestions - report.questions.length;
  return (
    <Alert severity="warning" variant="outlined">
      <Message t={t} id="trial.outOfTimeEnded" components={{ 0: <strong /> }} />
      {unreached > 0 && ` ${t('trial.unreached', { count: unreached })}`}
    </Alert>
  );
}

function TrialReportView({ report }: { report: TrialReport }) {
  return (
    <>
      <Heading report={report} />
      {report.timerExpired && <OutOfTime report={report} />}
      <TrialSummary report={report} />
      <IncorrectQuestions report={report} />
    </>
  );
}

/**
 * One past trial's report from `source`, by its id: a teacher's read-only copy (issue 23) reads
 * it through the class's route and shows no student actions.
 */
export function TrialDetailsView({ trialId, source }: { trialId: string; source: ReportSource }) {
  const t = useTrialT();
  const details = useTrialDetails(trialId, source);
  if (details.isPending) return <StatusScreen nested message={t('trial.report.loading')} />;
  if (details.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void details.refetch()}>
            {t('trial.report.retry')}
          </Button>
        }
      >
        {t('trial.reportFailed')}
      </Alert>
    );
  }
  return (
    <ReportSourceProvider value={source}>
      <TrialReportView report={details.data} />
    </ReportSourceProvider>
  );
}

/** Without a carried result: the latest past trial and its details (docs/product.md §2). */
function LatestTrialReport() {
  const t = useTrialT();
  const pastTrials = usePastTrials(true);
  const latest = pastTrials.data?.[0];
  const details = useTrialDetails(latest?.trialId);

  if (pastTrials.isPending || (latest && details.isPending)) {
    return (
      <>
        <Heading />
        <StatusScreen nested message={t('trial.report.loading')} />
      </>
    );
  }
  if (pastTrials.isError || details.isError) {
    const retry = () => void (pastTrials.isError ? pastTrials.refetch() : details.refetch());
    return (
      <>
        <Heading />
        <Alert
          severity="error"
          action={
            // 'Try Again' is the report's way to a new trial (docs/product.md §2): this one reloads.
            <Button color="inherit" size="small" onClick={retry}>
              {t('trial.report.retry')}
            </Button>
          }
        >
          {t('trial.reportFailed')}
        </Alert>
      </>
    );
  }
  if (!latest || !details.data) return null;
  return <TrialReportView report={details.data} />;
}

function NoTrialResults() {
  const t = useTrialT();
  return (
    <NoResultsCard
      title={t('trial.noResults')}
      body={t('trial.noResultsBody')}
      action={{ label: t('trial.start.button'), to: WebRoutes.startTrial }}
    />
  );
}

/** /trial-report (docs/product.md §2 Trial report): the carried result, else the latest past trial. */
export function TrialReportPage() {
  const t = useTrialT();
  const location = useLocation();
  // Read once: a later navigation inside the page must not blank the report.
  const [carried] = useState(() => readTrialReportState(location.state));
  const pastTrials = usePastTrials(carried === null);
  const none = carried === null && pastTrials.isSuccess && pastTrials.data.length === 0;

  if (none) {
    // Outside the Stack, which resets its children's margins (the card centres itself).
    return (
      <>
        <title>{t('trial.report.documentTitle')}</title>
        <NoTrialResults />
      </>
    );
  }
  return (
    <Stack spacing={3} sx={{ maxWidth: 900, mx: 'auto' }}>
      <title>{t('trial.report.documentTitle')}</title>
      {carried ? <TrialReportView report={carried} /> : <LatestTrialReport />}
      <ReportActions
        again={{ label: t('trial.report.tryAgain'), to: WebRoutes.startTrial, icon: <Replay /> }}
        dashboardLabel={t('trial.report.backToDashboard')}
      />
    </Stack>
  );
}
