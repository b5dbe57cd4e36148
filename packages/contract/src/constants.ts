/** Business constants (docs/product.md §9). */
export const PASSWORD_MIN_LENGTH = 6;
/** Bounds hashing work per request; long enough for any passphrase. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const REGISTER_REDIRECT_MS = 1500;
export const TOKEN_CALLBACK_REDIRECT_MS = 1000;
export const TOAST_DURATION_MS = 6000;

export const SESSION_TTL_SECONDS = 12 * 60 * 60;
export const REMEMBER_ME_SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
export const RESET_TOKEN_TTL_SECONDS = 30 * 60;
/** How long a mailed e-mail verification link works (docs/decisions/023). */
export const EMAIL_VERIFICATION_TTL_SECONDS = 24 * 60 * 60;

/** The XSRF cookie's name when the app is served over plain http (local development, tests). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/**
 * Its name over https: the `__Host-` prefix makes the browser accept it only with Secure, Path=/
 * and no Domain, so a sibling subdomain or a plain-http page cannot plant one (issue 17).
 */
export const XSRF_COOKIE_HTTPS = '__Host-XSRF-TOKEN';
export const xsrfCookieName = (https: boolean): string => (https ? XSRF_COOKIE_HTTPS : XSRF_COOKIE);
export const XSRF_HEADER = 'x-xsrf-token';

/** Browser storage keys (docs/product.md §3). `rememberedPassword` is only ever deleted. */
export const StorageKeys = {
  token: 'token',
  user: 'user',
  rememberedEmail: 'rememberedEmail',
  legacyRememberedPassword: 'rememberedPassword',
  /** The running exam mirrored for a fast first paint after a reload (the server is the truth). */
  examState: 'examState',
  examQuestionIndex: 'examQuestionIndex',
  examTopic: 'examTopic',
  /** The running practice session mirrored locally (docs/product.md §3); the server is the truth. */
  practiceState: 'practiceState',
  /** The running trial mirrored for a fast first paint after a reload (the server is the truth). */
  trialState: 'trialState',
  /**
   * The answer being typed (or chosen) in the running exam or trial, with its attempt and question
   * ids, so a reload keeps it; removed once the answer is sent (docs/product.md §2).
   */
  examAnswerDraft: 'examAnswerDraft',
  trialAnswerDraft: 'trialAnswerDraft',
  /**
   * The server's last word on whether the signed-in user's e-mail address is confirmed
   * (`{ userId, verified }`), so the reminder banner is drawn with the first paint instead of
   * pushing the screen down when GET /api/auth/me answers. The answer of /me always wins.
   */
  emailVerified: 'emailVerified',
  /** 'true' or 'false': sound on correct practice answers (docs/product.md §9). */
  soundEnabled: 'soundEnabled',
  /** sessionStorage: 'true' once the student chose 'Not now' on the profile prompt. */
  profilePromptDismissed: 'profilePromptDismissed',
} as const;

/** docs/product.md §9: practice sound volume and confetti. */
export const PRACTICE_SOUND_VOLUME = 0.5;
export const CONFETTI_PARTICLES = 100;

/** docs/product.md §9 and docs/product.md §10: exam length, and the grace after the deadline for an answer in flight. */
export const EXAM_DURATION_SECONDS = 3600;
export const ANSWER_GRACE_SECONDS = 10;

/** docs/product.md §9: the trial's length and its number of questions (both configurable on the server). */
export const TRIAL_DURATION_SECONDS = 1500;
export const TRIAL_QUESTIONS = 25;

export const TOPICS = ['Geometry & Trigonometry'] as const;

/**
 * Per-student limits (issue 17): generous for a real student, a brake on a script that creates
 * attempts or exports by the hundred (rows kept forever, exports that grow with them). Exams,
 * trials and practice sessions share the one count of starts.
 */
export const ATTEMPT_STARTS_PER_HOUR = 30;
export const ACCOUNT_EXPORTS_PER_HOUR = 10;
