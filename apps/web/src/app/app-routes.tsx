import { WebRoutes } from '@exam/contract';
import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { createRoutesFromElements, matchRoutes, Route, Routes } from 'react-router';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';

/**
 * Every screen and lazy layout, by the name of the component its module exports. Each import is
 * its own chunk (docs/product.md §2's route table below), so a first visit to /login downloads
 * only the login screen.
 */
const loaders = {
  LoginPage: () => import('../features/auth/routes/login'),
  SignupPage: () => import('../features/auth/routes/signup'),
  ForgotPasswordPage: () => import('../features/auth/routes/forgot-password'),
  ResetPasswordPage: () => import('../features/auth/routes/reset-password'),
  AuthSuccessPage: () => import('../features/auth/routes/auth-success'),
  GoogleCallbackPage: () => import('../features/auth/routes/google-callback'),
  VerifyEmailPage: () => import('../features/auth/routes/verify-email'),
  QueryLayout: () => import('./query-layout'),
  PublicLayout: () => import('../components/layouts/public-layout'),
  PrivacyPolicyPage: () => import('../features/static-pages/routes/privacy-policy'),
  SupportPage: () => import('../features/static-pages/routes/support'),
  DeleteAccountPage: () => import('../features/static-pages/routes/delete-account'),
  NotFoundPage: () => import('../features/static-pages/routes/not-found'),
  AppShell: () => import('../components/layouts/app-shell'),
  EmailVerificationLayout: () => import('./email-verification-layout'),
  ProfilePromptLayout: () => import('./profile-prompt-layout'),
  DashboardPage: () => import('../features/dashboard/routes/dashboard'),
  StartExamPage: () => import('../features/exam/routes/start-exam'),
  ExamPage: () => import('../features/exam/routes/exam'),
  ExamReportPage: () => import('../features/exam/routes/report'),
  ExamDetailsPage: () => import('../features/exam/routes/exam-details'),
  PracticeTopicsPage: () => import('../features/practice/routes/practice-topics'),
  PracticeSessionPage: () => import('../features/practice/routes/practice'),
  PracticeHistoryPage: () => import('../features/practice/routes/practice-history'),
  PracticeSessionReviewPage: () => import('../features/practice/routes/practice-session-review'),
  AccountPage: () => import('../features/account/routes/account'),
  StartTrialPage: () => import('../features/trial/routes/start-trial'),
  TrialPage: () => import('../features/trial/routes/trial'),
  TrialReportPage: () => import('../features/trial/routes/trial-report'),
  // The content console (issue 23, web admin): one loader for all of /admin/* (its screens are
  // chunks of their own, features/admin/admin-console.tsx), never in a student's download.
  AdminConsole: () => import('../features/admin/admin-console'),
  // Teachers (issue 23, web teacher part): their classes, a class table, one student's work.
  TeacherClassesPage: () => import('../features/teacher/routes/teacher-classes'),
  TeacherClassPage: () => import('../features/teacher/routes/teacher-class'),
  TeacherStudentScreen: () => import('./teacher-student-screen'),
};
type ModuleName = keyof typeof loaders;
type Loaded = { default: ComponentType };
type LazyScreen = LazyExoticComponent<ComponentType> & { preload: () => Promise<Loaded> };

/** Checked by the compiler: each module exports a component under its loader's own name. */
const modules: { [K in ModuleName]: () => Promise<Record<K, ComponentType>> } = loaders;

/**
 * React.lazy plus `preload`, which starts downloading the chunk before React renders the
 * element (the browser fetches a module once, whoever imports it first).
 */
function lazyScreen<K extends ModuleName>(name: K): LazyScreen {
  const load = () => modules[name]().then((module): Loaded => ({ default: module[name] }));
  return Object.assign(lazy(load), { preload: load });
}

/** `<Screen.LoginPage />`: each loader as a lazy component. */
const Screen = Object.fromEntries(
  Object.keys(loaders).map((name) => [name, lazyScreen(name as ModuleName)]),
) as Record<ModuleName, LazyScreen>;

const routeTree = (
  <Route element={<RootLayout />}>
    <Route index element={<Screen.LoginPage />} />
    <Route path={WebRoutes.login} element={<Screen.LoginPage />} />
    <Route element={<Screen.QueryLayout />}>
      <Route path={WebRoutes.signup} element={<Screen.SignupPage />} />
      <Route path={WebRoutes.register} element={<Screen.SignupPage />} />
      <Route path={WebRoutes.forgotPassword} element={<Screen.ForgotPasswordPage />} />
      <Route path={WebRoutes.resetPassword} element={<Screen.ResetPasswordPage />} />
      <Route path={WebRoutes.authSuccess} element={<Screen.AuthSuccessPage />} />
      <Route path={WebRoutes.googleCallback} element={<Screen.GoogleCallbackPage />} />
      <Route path={WebRoutes.verifyEmail} element={<Screen.VerifyEmailPage />} />

      <Route element={<Screen.PublicLayout />}>
        <Route path={WebRoutes.privacyPolicy} element={<Screen.PrivacyPolicyPage />} />
        <Route path={WebRoutes.support} element={<Screen.SupportPage />} />
        <Route path={WebRoutes.deleteAccount} element={<Screen.DeleteAccountPage />} />
      </Route>

      <Route element={<RequireAuth />}>
        <Route element={<Screen.AppShell />}>
          {/* The e-mail verification reminder; not inside a running exam, trial or practice. */}
          <Route element={<Screen.EmailVerificationLayout />}>
            <Route element={<Screen.ProfilePromptLayout />}>
              <Route path={WebRoutes.dashboard} element={<Screen.DashboardPage />} />
              <Route path={WebRoutes.startExam} element={<Screen.StartExamPage />} />
            </Route>
            <Route path={`${WebRoutes.examDetails}/:examId`} element={<Screen.ExamDetailsPage />} />
            <Route path={WebRoutes.examDetails} element={<Screen.ExamDetailsPage />} />
            <Route path={WebRoutes.report} element={<Screen.ExamReportPage />} />
            <Route path={WebRoutes.practiceTopics} element={<Screen.PracticeTopicsPage />} />
            <Route path={WebRoutes.practiceHistory} element={<Screen.PracticeHistoryPage />} />
            <Route
              path={`${WebRoutes.practiceSession}/:practiceId`}
              element={<Screen.PracticeSessionReviewPage />}
            />
            <Route
              path={WebRoutes.practiceSession}
              element={<Screen.PracticeSessionReviewPage />}
            />
            <Route path={WebRoutes.startTrial} element={<Screen.StartTrialPage />} />
            <Route path={WebRoutes.trialReport} element={<Screen.TrialReportPage />} />
            <Route path={WebRoutes.account} element={<Screen.AccountPage />} />
            {/* Teachers (issue 23, web teacher part); the server checks the role on every call. */}
            <Route path={WebRoutes.teacher} element={<Screen.TeacherClassesPage />} />
            <Route path={WebRoutes.teacherClass} element={<Screen.TeacherClassPage />} />
            <Route path={WebRoutes.teacherStudent} element={<Screen.TeacherStudentScreen />} />
          </Route>
          <Route path={WebRoutes.exam} element={<Screen.ExamPage />} />
          <Route path={WebRoutes.practice} element={<Screen.PracticeSessionPage />} />
          <Route path={WebRoutes.trial} element={<Screen.TrialPage />} />
          {/* The content console (issue 23, web admin); AdminLayout refuses other roles. */}
          <Route path={`${WebRoutes.admin}/*`} element={<Screen.AdminConsole />} />
        </Route>
      </Route>
    </Route>

    <Route path="*" element={<Screen.NotFoundPage />} />
  </Route>
);

export function AppRoutes() {
  return <Routes>{routeTree}</Routes>;
}

type Preloadable = { preload?: () => Promise<Loaded> };

/**
 * Starts downloading every lazy layout and the screen of `pathname` at once. Rendered one by one,
 * a signed-in screen waits for five chunks in a row (query layout, app shell, e-mail
 * verification reminder, profile prompt, screen), each asked for only once the one before has
 * rendered: a round trip each on a phone.
 * Returns the downloads, outermost first; a failed one is React.lazy's to report when it renders.
 */
export function preloadRoute(pathname: string): Promise<Loaded>[] {
  const downloads: Promise<Loaded>[] = [];
  for (const { route } of matchRoutes(createRoutesFromElements(routeTree), pathname) ?? []) {
    const element = route.element as ReactElement | undefined;
    const download = (element?.type as Preloadable | undefined)?.preload?.();
    if (!download) continue;
    download.catch(() => undefined);
    downloads.push(download);
  }
  return downloads;
}

/** The screens that open on a question (typeset with KaTeX): a running exam, trial or practice. */
export function showsAQuestionOnOpen(pathname: string): boolean {
  return ([WebRoutes.exam, WebRoutes.trial, WebRoutes.practice] as string[]).includes(pathname);
}
