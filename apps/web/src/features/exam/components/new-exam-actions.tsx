import { WebRoutes } from '@exam/contract';
import PlayArrow from '@mui/icons-material/PlayArrowRounded';
import { ReportActions } from '../../../components/report-actions';

const startNewExam = { label: 'Start New Exam', to: WebRoutes.startExam, icon: <PlayArrow /> };

/** 'Start New Exam' and a way back to the dashboard, under the exam's reports. */
export function NewExamActions({ dashboardLabel }: { dashboardLabel: string }) {
  return <ReportActions again={startNewExam} dashboardLabel={dashboardLabel} />;
}
