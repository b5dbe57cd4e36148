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
  },
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
} as const;
