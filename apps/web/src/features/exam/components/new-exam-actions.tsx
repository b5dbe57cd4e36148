import { WebRoutes } from '@exam/contract';
import PlayArrow from '@mui/icons-material/PlayArrowRounded';
import { ReportActions } from '../../../components/report-actions';
import { useExamT } from '../catalog';

/** 'Start New Exam' and a way back to the dashboard, under the exam's reports. */
export function NewExamActions({ dashboardLabel }: { dashboardLabel: string }) {
  const t = useExamT();
  const startNewExam = {
    label: t('exam.startNewExam'),
    to: WebRoutes.startExam,
    icon: <PlayArrow />,
  };
  return <ReportActions again={startNewExam} dashboardLabel={dashboardLabel} />;
}
