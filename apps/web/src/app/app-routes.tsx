import { WebRoutes } from '@exam/contract';
import { lazy as reactLazy, type ComponentType, type ReactElement } from 'react';
import { createRoutesFromElements, matchRoutes, Route, Routes } from 'react-router';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';

/**
 * React.lazy plus `preload`, which starts downloading the chunk before React renders the
 * element (the browser fetches a module once, whoever imports it first).
 */
function lazy(load: () => Promise<{ default: ComponentType }>) {
  return Object.assign(reactLazy(load), { preload: load });
}

/**
 * The spec's route table (§2). Every screen is its own lazy chunk, so a first visit to /login
 * downloads only the login screen.
 */
const LoginPage = lazy(() =>
  import('../features/auth/routes/login').then((m) => ({ default: m.LoginPage })),
);
const SignupPage = lazy(() =>
  import('../features/auth/routes/signup').then((m) => ({ default: m.SignupPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/routes/forgot-password').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/routes/reset-password').then((m) => ({ default: m.ResetPasswordPage })),
);
const AuthSuccessPage = lazy(() =>
  import('../features/auth/routes/auth-success').then((m) => ({ default: m.AuthSuccessPage })),
);
const GoogleCallbackPage = lazy(() =>
  import('../features/auth/routes/google-callback').then((m) => ({
    default: m.GoogleCallbackPage,
  })),
);
const VerifyEmailPage = lazy(() =>
  import('../features/auth/routes/verify-email').then((m) => ({ default: m.VerifyEmailPage })),
);
const QueryLayout = lazy(() => import('./query-layout').then((m) => ({ default: m.QueryLayout })));
const PublicLayout = lazy(() =>
  import('../components/layouts/public-layout').then((m) => ({ default: m.PublicLayout })),
);
const PrivacyPolicyPage = lazy(() =>
  import('../features/static-pages/routes/privacy-policy').then((m) => ({
    default: m.PrivacyPolicyPage,
  })),
);
const SupportPage = lazy(() =>
  import('../features/static-pages/routes/support').then((m) => ({ default: m.SupportPage })),
);
const DeleteAccountPage = lazy(() =>
  import('../features/static-pages/routes/delete-account').then((m) => ({
    default: m.DeleteAccountPage,
  })),
);
const NotFoundPage = lazy(() =>
  import('../features/static-pages/routes/not-found').then((m) => ({ default: m.NotFoundPage })),
);
const AppShell = lazy(() =>
  import('../components/layouts/app-shell').then((m) => ({ default: m.AppShell })),
);
const EmailVerificationLayout = lazy(() =>
  import('./email-verification-layout').then((m) => ({ default: m.EmailVerificationLayout })),
);
const ProfilePromptLayout = lazy(() =>
  import('./profile-prompt-layout').then((m) => ({ default: m.ProfilePromptLayout })),
);
const DashboardPage = lazy(() =>
  import('../features/dashboard/routes/dashboard').then((m) => ({ default: m.DashboardPage })),
);
const StartExamPage = lazy(() =>
  import('../features/exam/routes/start-exam').then((m) => ({ default: m.StartExamPage })),
);
const ExamPage = lazy(() =>
  import('../features/exam/routes/exam').then((m) => ({ default: m.ExamPage })),
);
const ExamReportPage = lazy(() =>
  import('../features/exam/routes/report').then((m) => ({ default: m.ExamReportPage })),
);
const ExamDetailsPage = lazy(() =>
  import('../features/exam/routes/exam-details').then((m) => ({ default: m.ExamDetailsPage })),
);
const PracticeTopicsPage = lazy(() =>
  import('../features/practice/routes/practice-topics').then((m) => ({
    default: m.PracticeTopicsPage,
  })),
);
const PracticeSessionPage = lazy(() =>
  import('../features/practice/routes/practice').then((m) => ({
    default: m.PracticeSessionPage,
  })),
);
const PracticeHistoryPage = lazy(() =>
  import('../features/practice/routes/practice-history').then((m) => ({
    default: m.PracticeHistoryPage,
  })),
);
const PracticeSessionReviewPage = lazy(() =>
  import('../features/practice/routes/practice-session-review').then((m) => ({
    default: m.PracticeSessionReviewPage,
  })),
);

const AccountPage = lazy(() =>
  import('../features/account/routes/account').then((m) => ({ default: m.AccountPage })),
);
const StartTrialPage = lazy(() =>
  import('../features/trial/routes/start-trial').then((m) => ({ default: m.StartTrialPage })),
);
const TrialPage = lazy(() =>
  import('../features/trial/routes/trial').then((m) => ({ default: m.TrialPage })),
);
const TrialReportPage = lazy(() =>
  import('../features/trial/routes/trial-report').then((m) => ({ default: m.TrialReportPage })),
);

const routeTree = (
  <Route element={<RootLayout />}>
    <Route index element={<LoginPage />} />
    <Route path={WebRoutes.login} element={<LoginPage />} />
    <Route element={<QueryLayout />}>
      <Route path={WebRoutes.signup} element={<SignupPage />} />
      <Route path={WebRoutes.register} element={<SignupPage />} />
      <Route path={WebRoutes.forgotPassword} element={<ForgotPasswordPage />} />
      <Route path={WebRoutes.resetPassword} element={<ResetPasswordPage />} />
      <Route path={WebRoutes.authSuccess} element={<AuthSuccessPage />} />
      <Route path={WebRoutes.googleCallback} element={<GoogleCallbackPage />} />
      <Route path={WebRoutes.verifyEmail} element={<VerifyEmailPage />} />

      <Route element={<PublicLayout />}>
        <Route path={WebRoutes.privacyPolicy} element={<PrivacyPolicyPage />} />
        <Route path={WebRoutes.support} element={<SupportPage />} />
        <Route path={WebRoutes.deleteAccount} element={<DeleteAccountPage />} />
      </Route>

      <Route element={<RequireAuth />}>
        <Route element={<AppShell />}>
          {/* The e-mail verification reminder; not inside a running exam, trial or practice. */}
          <Route element={<EmailVerificationLayout />}>
            <Route element={<ProfilePromptLayout />}>
              <Route path={WebRoutes.dashboard} element={<DashboardPage />} />
              <Route path={WebRoutes.startExam} element={<StartExamPage />} />
            </Route>
            <Route path={`${WebRoutes.examDetails}/:examId`} element={<ExamDetailsPage />} />
            <Route path={WebRoutes.examDetails} element={<ExamDetailsPage />} />
            <Route path={WebRoutes.report} element={<ExamReportPage />} />
            <Route path={WebRoutes.practiceTopics} element={<PracticeTopicsPage />} />
            <Route path={WebRoutes.practiceHistory} element={<PracticeHistoryPage />} />
            <Route
              path={`${WebRoutes.practiceSession}/:practiceId`}
              element={<PracticeSessionReviewPage />}
            />
            <Route path={WebRoutes.practiceSession} element={<PracticeSessionReviewPage />} />
            <Route path={WebRoutes.startTrial} element={<StartTrialPage />} />
            <Route path={WebRoutes.trialReport} element={<TrialReportPage />} />
            <Route path={WebRoutes.account} element={<AccountPage />} />
          </Route>
          <Route path={WebRoutes.exam} element={<ExamPage />} />
          <Route path={WebRoutes.practice} element={<PracticeSessionPage />} />
          <Route path={WebRoutes.trial} element={<TrialPage />} />
        </Route>
      </Route>
    </Route>

    <Route path="*" element={<NotFoundPage />} />
  </Route>
);

export function AppRoutes() {
  return <Routes>{routeTree}</Routes>;
}

type Preloadable = { preload?: () => Promise<{ default: ComponentType }> };

/**
 * Starts downloading every lazy layout and the screen of `pathname` at once. Rendered one by one,
 * a signed-in screen waits for five chunks in a row (query layout, app shell, e-mail
 * verification reminder, profile prompt, screen), each asked for only once the one before has
 * rendered: a round trip each on a phone.
 * Returns the downloads, outermost first; a failed one is React.lazy's to report when it renders.
 */
export function preloadRoute(pathname: string): Promise<{ default: ComponentType }>[] {
  const downloads: Promise<{ default: ComponentType }>[] = [];
  for (const { route } of matchRoutes(createRoutesFromElements(routeTree), pathname) ?? []) {
    const element = route.element as ReactElement | undefined;
    const download = (element?.type as Preloadable | undefined)?.preload?.();
    if (!download) continue;
    download.catch(() => undefined);
    downloads.push(download);
  }
  return downloads;
}
