import { WebRoutes } from '@exam/contract';
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AdminLayout } from './components/admin-layout';

/**
 * The content console's own route table (issue 23), under `/admin/*`. The app's route table
 * (app/app-routes.tsx) holds one lazy entry for the whole console, so a student's first download
 * carries one loader, not one per console screen; each screen here is a chunk of its own.
 */
const QuestionsPage = lazy(() =>
  import('./routes/admin-questions').then((module) => ({ default: module.AdminQuestionsPage })),
);
const NewQuestionPage = lazy(() =>
  import('./routes/admin-question-editor').then((module) => ({
    default: module.AdminNewQuestionPage,
  })),
);
const QuestionEditorPage = lazy(() =>
  import('./routes/admin-question-editor').then((module) => ({
    default: module.AdminQuestionEditorPage,
  })),
);
const ReportsPage = lazy(() =>
  import('./routes/admin-reports').then((module) => ({ default: module.AdminReportsPage })),
);
const StatsPage = lazy(() =>
  import('./routes/admin-stats').then((module) => ({ default: module.AdminStatsPage })),
);
const CalibrationPage = lazy(() =>
  import('./routes/admin-calibration').then((module) => ({
    default: module.AdminCalibrationPage,
  })),
);
const UsersPage = lazy(() =>
  import('./routes/admin-users').then((module) => ({ default: module.AdminUsersPage })),
);

/** '/admin/questions/:id' as a path relative to '/admin/*'. */
const under = (path: string) => path.slice(`${WebRoutes.admin}/`.length);

export function AdminConsole() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<Navigate to={WebRoutes.adminQuestions} replace />} />
        <Route path={under(WebRoutes.adminQuestions)} element={<QuestionsPage />} />
        <Route path={under(WebRoutes.adminNewQuestion)} element={<NewQuestionPage />} />
        <Route path={under(WebRoutes.adminQuestion)} element={<QuestionEditorPage />} />
        <Route path={under(WebRoutes.adminReports)} element={<ReportsPage />} />
        <Route path={under(WebRoutes.adminStats)} element={<StatsPage />} />
        <Route path={under(WebRoutes.adminCalibration)} element={<CalibrationPage />} />
        <Route path={under(WebRoutes.adminUsers)} element={<UsersPage />} />
        <Route path="*" element={<Navigate to={WebRoutes.adminQuestions} replace />} />
      </Route>
    </Routes>
  );
}
