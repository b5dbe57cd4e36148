import { ExamDetailsView } from '../features/exam/routes/exam-details';
import { PracticeReviewView } from '../features/practice/routes/practice-session-review';
import {
  TeacherStudentPage,
  type ReadOnlyReportComponent,
} from '../features/teacher/routes/teacher-student';
import { TrialDetailsView } from '../features/trial/routes/trial-report';

/**
 * The same report screens a student sees, read only and fed by the teacher routes (issue 23):
 * composed here because a feature does not import another feature.
 */
const ReadOnlyReport: ReadOnlyReportComponent = ({ report, source }) => {
  switch (report.kind) {
    case 'exam':
      return <ExamDetailsView examId={report.id} source={source} />;
    case 'trial':
      return <TrialDetailsView trialId={report.id} source={source} />;
    case 'practice':
      return <PracticeReviewView practiceId={report.id} source={source} />;
  }
};

/** /teacher/classes/:classId/students/:userId with its read-only reports. */
export function TeacherStudentScreen() {
  return <TeacherStudentPage ReadOnlyReport={ReadOnlyReport} />;
}
