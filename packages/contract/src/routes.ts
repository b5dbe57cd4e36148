/** Every API path, relative to the origin. The server registers these; the web app calls them. */
export const ApiRoutes = {
  health: '/api/health',
  docs: '/api/docs',
  publicConfig: '/api/config',
  auth: {
    login: '/api/auth/login',
    register: '/api/auth/register',
    forgotPassword: '/api/auth/forgot-password',
    resetPassword: '/api/auth/reset-password',
    me: '/api/auth/me',
    logout: '/api/auth/logout',
    /** Confirms the e-mail address with a mailed link's token (anonymous). */
    verifyEmail: '/api/auth/verify-email',
    /** Mails the signed-in student a new verification link. */
    resendVerification: '/api/auth/verify-email/resend',
    /** A server-side social sign-in's one-time code -> { token, user } (docs/decisions/023). */
    exchangeCode: '/api/auth/exchange-code',
    /** The signed-in student's city and school (GET, PUT). */
    profile: '/api/auth/profile',
    /** Social sign-in: see social.ts (socialStartPath, socialCallbackPath). */
    google: '/api/auth/google',
    googleCallback: '/api/auth/google/callback',
    microsoft: '/api/auth/microsoft',
    microsoftCallback: '/api/auth/microsoft/callback',
    apple: '/api/auth/apple',
    appleCallback: '/api/auth/apple/callback',
  },
  /** The signed-in student's own account: download everything, or delete it (issue 9). */
  account: {
    export: '/api/account/export',
    delete: '/api/account/delete',
    /** The classes the student is in; POST joins with a code (issue 23). */
    classes: '/api/account/classes',
    /** DELETE: leave the class. */
    class: '/api/account/classes/:classId',
    /** The student's own problem reports and whether they are resolved. */
    reports: '/api/account/reports',
    /** PUT { language }: the interface language, which the account's mails follow (issue 24). */
    language: '/api/account/language',
  },
  location: {
    cities: '/api/location/cities',
    schools: '/api/location/schools',
  },
  /** The question bank's lessons, in teaching order. */
  lessonNames: '/api/lessonNames',
  /** A stored figure; `:encoded` is its URL-encoded graph URL or id (see graphDataPath). */
  graph: '/api/graph/:encoded',
  /**
   * Operations, for administrators only (today: the local admin token of DATA_DIR/admin-token,
   * from this machine; decision 022): a consistent backup of the whole database.
   */
  admin: {
    backup: '/api/admin/backup',
    /** The question bank in the console (issue 23; admin-questions.ts). */
    questions: '/api/admin/questions',
    question: '/api/admin/questions/:id',
    retireQuestion: '/api/admin/questions/:id/retire',
    restoreQuestion: '/api/admin/questions/:id/restore',
    /** Live preview and marking dry run of an unsaved question; writes nothing. */
    checkQuestion: '/api/admin/questions/check',
    importQuestions: '/api/admin/questions/import',
    exportQuestions: '/api/admin/questions/export',
    /** Item statistics and calibration (admin-insights.ts). */
    itemStats: '/api/admin/stats/items',
    calibrationDryRun: '/api/admin/calibration/dry-run',
    calibrationApply: '/api/admin/calibration/apply',
    calibrationRuns: '/api/admin/calibration/runs',
    calibrationRevert: '/api/admin/calibration/runs/:id/revert',
    /** The problem-report queue. */
    reports: '/api/admin/reports',
    resolveReport: '/api/admin/reports/:id/resolve',
    /** Accounts and their roles. */
    users: '/api/admin/users',
    userRole: '/api/admin/users/:id/role',
  },
  /** Teachers' classes, read only over their students (issue 23; classes.ts). */
  teacher: {
    classes: '/api/teacher/classes',
    class: '/api/teacher/classes/:classId',
    classCsv: '/api/teacher/classes/:classId/export.csv',
    student: '/api/teacher/classes/:classId/students/:userId',
    studentExam: '/api/teacher/classes/:classId/students/:userId/exams/:examId',
    studentTrial: '/api/teacher/classes/:classId/students/:userId/trials/:trialId',
    studentPractice: '/api/teacher/classes/:classId/students/:userId/practice/:practiceId',
  },
  /** 'Report a problem' with a question the student was shown (issue 23). */
  reportProblem: '/api/questions/:id/report',
  /** The timed adaptive exam (docs/product.md §7; `current` and `state` resume a running exam). */
  exam: {
    generate: '/api/exam/generate',
    nextQuestion: '/api/exam/next-question',
    current: '/api/exam/current',
    state: '/api/exam/state/:id',
    pastExams: '/api/exam/past-exams',
    details: '/api/exam/details/:id',
    question: '/api/exam/question/:id',
  },
  /** Untimed practice (docs/product.md §7; `finish` and `state` go beyond the spec's table). */
  practice: {
    topics: '/api/practice/topics',
    start: '/api/practice/start',
    checkAnswer: '/api/practice/check-answer',
    nextQuestion: '/api/practice/next-question',
    finish: '/api/practice/finish',
    state: '/api/practice/state/:id',
    history: '/api/practice/history',
    session: '/api/practice/session/:id',
    /** The current question's next hint (issue 22). */
    hint: '/api/practice/hint',
    /** After a wrong first try: lock it and reveal the key (issue 22). */
    showAnswer: '/api/practice/show-answer',
  },
  /** Everything the dashboard shows, in one request (issue 22; learning.ts). */
  dashboard: '/api/dashboard',
  /** The 25-minute trial (docs/product.md §7; `current` and `state` resume a running trial). */
  trial: {
    generate: '/api/trial/generate',
    nextQuestion: '/api/trial/next-question',
    current: '/api/trial/current',
    state: '/api/trial/state/:id',
    pastTrials: '/api/trial/past-trials',
    details: '/api/trial/details/:trialId',
    question: '/api/trial/question/:id',
  },
} as const;

/** Fills a route's `:name` parameters, URL-encoding each value. */
export function fillRoute(route: string, params: Record<string, string>): string {
  return route.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing route parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/** Web routes (docs/product.md §2 route table). */
export const WebRoutes = {
  home: '/',
  login: '/login',
  signup: '/signup',
  register: '/register',
  googleCallback: '/api/auth/google/callback',
  authSuccess: '/auth/success',
  dashboard: '/dashboard',
  examDetails: '/exam-details',
  startExam: '/start-exam',
  exam: '/exam',
  report: '/report',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** Where the e-mail verification link lands (beyond the spec's route table). */
  verifyEmail: '/verify-email',
  practiceTopics: '/practice-topics',
  practice: '/practice',
  practiceHistory: '/practice-history',
  practiceSession: '/practice-session',
  startTrial: '/start-trial',
  trial: '/trial',
  trialReport: '/trial-report',
  privacyPolicy: '/privacy-policy',
  support: '/support',
  deleteAccount: '/delete-account',
  /** Signed in: download my data, delete my account (beyond the spec's route table). */
  account: '/account',
  /** The content console (admins, issue 23). */
  admin: '/admin',
  adminQuestions: '/admin/questions',
  adminNewQuestion: '/admin/questions/new',
  adminQuestion: '/admin/questions/:id',
  adminReports: '/admin/reports',
  adminStats: '/admin/stats',
  adminCalibration: '/admin/calibration',
  adminUsers: '/admin/users',
  /** Teachers' classes (issue 23). */
  teacher: '/teacher',
  teacherClass: '/teacher/classes/:classId',
  teacherStudent: '/teacher/classes/:classId/students/:userId',
} as const;
