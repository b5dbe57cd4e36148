import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The database schema. Tables are plural snake_case; repositories map rows to camelCase.
 * After a change run `npm run db:generate -w @exam/api` and commit the generated SQL under
 * apps/api/drizzle/: the same migration runs on PGlite and on PostgreSQL.
 */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * `name_key` is lower(trim(name)), computed by the repository (toNameKey) rather than by SQL,
 * so case folding is Unicode-aware and identical on every database whatever its collation.
 */
export const cities = pgTable('cities', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  nameKey: text('name_key').notNull().unique('cities_name_key_key'),
  ...timestamps,
});

export const schools = pgTable(
  'schools',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [unique('schools_city_id_name_key_key').on(table.cityId, table.nameKey)],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** Null for accounts created through a social sign-in provider. */
    passwordHash: text('password_hash'),
    cityId: uuid('city_id').references(() => cities.id, { onDelete: 'set null' }),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'set null' }),
    /**
     * When the owner of the e-mail address proved it: a mailed verification link, a password
     * reset link, or a provider that vouched for it. Null until then; a provider identity links
     * only to a verified account (docs/decisions/023).
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Issue 23: 'student' (everyone at first), 'teacher' or 'admin'. Set by `npm run users --
     * role` or by an admin in the console; read again on every request.
     */
    role: text('role', { enum: ['student', 'teacher', 'admin'] })
      .notNull()
      .default('student'),
    /**
     * Issue 24: the interface language the account chose, 'en' or 'ar'; the product's mails to
     * the account are written in it (contract: INTERFACE_LANGUAGES). Accounts made before it
     * read as English.
     */
    language: text('language', { enum: ['en', 'ar'] })
      .notNull()
      .default('en'),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The API lower-cases e-mails already; the index makes the rule hold for any writer.
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    check('users_language_check', sql`${table.language} in ('en', 'ar')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    rememberMe: boolean('remember_me').notNull().default(false),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the mailed token (hex): a database leak does not reveal usable links. */
    tokenHash: text('token_hash').notNull().unique('password_resets_token_hash_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the token is used, or when a newer request for the same user replaces it. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('password_resets_user_id_idx').on(table.userId)],
);

/**
 * Mailed e-mail verification links (docs/decisions/023): like password resets, only the hash
 * of the token is stored; a link works once and for 24 hours, and a newer one replaces it.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('email_verifications_token_hash_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the link is used, or when a newer link for the same user replaces it. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('email_verifications_user_id_idx').on(table.userId)],
);

/**
 * A user's accounts at social sign-in providers. The key is the provider's (issuer, subject):
 * e-mails change and can be reused, an issuer's subject never is (OpenID Connect Core §5.7).
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'google' | 'microsoft' | 'apple': which button, for support questions. */
    provider: text('provider').notNull(),
    /** The ID token's `iss` (for Microsoft's common endpoint, the user's tenant). */
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /**
     * Whether the provider vouched for the account's e-mail when this identity was linked. A
     * password reset (which proves the mailbox) removes identities that did not (password-reset
     * service), so an unverified claim to someone's address cannot keep a way in.
     */
    emailVerified: boolean('email_verified').notNull(),
    ...timestamps,
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('user_identities_issuer_subject_key').on(table.issuer, table.subject),
    index('user_identities_user_id_idx').on(table.userId),
  ],
);

/**
 * Social sign-ins started and not yet finished. A row is found by the hash of its `state` and
 * deleted by the same statement that reads it, so each state, nonce and PKCE verifier is used at
 * most once, whichever API process receives the callback. `binding_hash` ties the flow to the
 * browser that started it (the hash of a random value kept in an HttpOnly cookie).
 */
export const socialSignInFlows = pgTable(
  'social_sign_in_flows',
  {
    stateHash: text('state_hash').primaryKey(),
    provider: text('provider').notNull(),
    bindingHash: text('binding_hash').notNull(),
    /** Needed in clear for the token request; lives minutes and is deleted when used. */
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    ...timestamps,
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('social_sign_in_flows_expires_at_idx').on(table.expiresAt)],
);

/**
 * One-time codes that a server-side social sign-in (Microsoft, Apple) hands the browser in its
 * redirect to /auth/success, instead of a bearer token (docs/decisions/023). The SPA exchanges
 * the code for a session token; the exchange deletes the row in the statement that reads it
 * (single use) and is honoured only with the HttpOnly cookie whose hash `binding_hash` stores,
 * i.e. in the browser that went through the sign-in. Codes live two minutes.
 */
export const socialSignInCodes = pgTable(
  'social_sign_in_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bindingHash: text('binding_hash').notNull(),
    ...timestamps,
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('social_sign_in_codes_user_id_idx').on(table.userId),
    index('social_sign_in_codes_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * Fixed-size windows that start at a key's first hit: shared by every API process, so limits
 * hold behind a load balancer. Keys are namespaced ('login:ip:...') and never hold raw e-mails.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/**
 * Changes to stored data that SQL cannot express faithfully, made by code after the SQL
 * migrations (src/db/data-migrations.ts): the transaction that makes one inserts its name, so
 * each runs once, whichever process starts first.
 */
export const dataMigrations = pgTable('data_migrations', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The question bank (docs/product.md §11, §12): one topic, its lessons in teaching order. */
export const topics = pgTable('topics', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique('topics_name_key'),
});

export const lessons = pgTable(
  'lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [unique('lessons_topic_id_name_key').on(table.topicId, table.name)],
);

/**
 * Which shipped question bank the database holds: its fingerprint (packages/bank
 * SHIPPED_BANK_FINGERPRINT). A start with another fingerprint syncs the shipped questions
 * (docs/decisions/027-marking-that-follows-the-question.md).
 */
export const shippedBank = pgTable('shipped_bank', {
  id: text('id').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A stored figure: `id` is a content hash of its SVG, so equal figures are stored once. */
export const figures = pgTable('figures', {
  id: text('id').primaryKey(),
  svg: text('svg').notNull(),
  alt: text('alt').notNull(),
  description: jsonb('description'),
});

export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['MCQ', 'short_answer'] }).notNull(),
    text: text('text').notNull(),
    options: jsonb('options').$type<string[] | null>(),
    answer: text('answer').notNull(),
    explanation: text('explanation').notNull().default(''),
    tolerance: real('tolerance'),
    decimals: integer('decimals'),
    /** Marking fields (packages/bank check-answer): an exact form is asked for. */
    exact: boolean('exact').notNull().default(false),
    /** The answer's unit ('cm', 'cm²'): other units are refused. */
    unit: text('unit'),
    /** A rounded key's unrounded value: roundings are marked against it. */
    trueValue: doublePrecision('true_value'),
    /** What the key is; null = inferred from it by the checker. */
    answerKind: text('answer_kind', { enum: ['number', 'list', 'point', 'general', 'text'] }),
    /** Other accepted spellings of a text key. */
    synonyms: jsonb('synonyms').$type<string[] | null>(),
    /** '' for none, '/api/graph/<figureId>' for a stored figure, or what an import gave. */
    graph: text('graph').notNull().default(''),
    templateId: text('template_id'),
    familyId: text('family_id'),
    /**
     * The question text (and figure): one active row per distinct question. A retired row keeps
     * its key, so a corrected question with the same text can replace it
     * (docs/decisions/027-marking-that-follows-the-question.md).
     */
    variantKey: text('variant_key').notNull(),
    irtA: real('irt_a').notNull(),
    irtB: real('irt_b').notNull(),
    irtC: real('irt_c').notNull(),
    /**
     * 'draft' (issue 23): written in the console, never served until made active. An edit of a
     * served question retires its row and inserts the next version (`previousId` -> the row it
     * replaces), so answers keep pointing at the text the student saw.
     */
    status: text('status', { enum: ['active', 'retired', 'draft'] })
      .notNull()
      .default('active'),
    /** 1 for a first version; each edited version adds one (issue 23). */
    version: integer('version').notNull().default(1),
    previousId: uuid('previous_id'),
    /** The console editor who made this version; null for the shipped bank and file imports. */
    editedBy: uuid('edited_by').references(() => users.id, { onDelete: 'set null' }),
    distractorTags: jsonb('distractor_tags').$type<{ option: string; mistake: string }[] | null>(),
    /**
     * Help (issue 21): one to three escalating hints and the worked solution, one step per line;
     * null when the item has none (imported items may not). Presentation like the explanation:
     * rewritten in place, never a reason to retire the row (docs/decisions/036).
     */
    hints: jsonb('hints').$type<string[] | null>(),
    steps: jsonb('steps').$type<string[] | null>(),
    /** Which of its template's structurally different frames the item uses; null when unknown. */
    frame: text('frame'),
    /** Two or more reasoning steps; set in a real-world context (for `bank stats`). */
    multiStep: boolean('multi_step').notNull().default(false),
    inContext: boolean('in_context').notNull().default(false),
    /**
     * Came from an import, not from the shipped templates. An imported row may carry the
     * template id its export named, and the shipped-bank sync must still leave it alone.
     */
    imported: boolean('imported').notNull().default(false),
    ...timestamps,
    /** Last change of this row (status, calibration, help text); the console lists by it. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('questions_lesson_id_idx').on(table.lessonId),
    index('questions_previous_id_idx').on(table.previousId),
    // The console's list: newest change first, a page at a time (issue 23).
    index('questions_updated_at_id_idx').on(table.updatedAt, table.id),
    uniqueIndex('questions_active_variant_key_key')
      .on(table.variantKey)
      .where(sql`${table.status} = 'active'`),
  ],
);

/**
 * Timed adaptive exams (docs/product.md §10-11). The deadline is written once at the start; the row of a
 * running exam is the lock every answer takes (SELECT ... FOR UPDATE), and a finished row never
 * changes again. `current_*` is the question being shown, so a reload gets the same one.
 */
export const exams = pgTable(
  'exams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    status: text('status', { enum: ['running', 'finished'] })
      .notNull()
      .default('running'),
    /** The engine session's seed: with the scored answers it rebuilds the session exactly. */
    seed: integer('seed').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    timerExpired: boolean('timer_expired').notNull().default(false),
    /** Why it ended: the engine's reason (target-se, max-items, time, bank-exhausted) or ours. */
    stopReason: text('stop_reason'),
    currentQuestionId: uuid('current_question_id'),
    currentLessonId: uuid('current_lesson_id'),
    currentServedAt: timestamp('current_served_at', { withTimezone: true }),
    /** 1-based position of the current question (of the last one once finished). */
    questionNumber: integer('question_number').notNull().default(1),
    theta: real('theta'),
    se: real('se'),
    performance: real('performance').notNull().default(0),
    detailedPerformance: jsonb('detailed_performance')
      .$type<{ lessonId: string; lessonName: string; score: number; answered: number }[]>()
      .notNull()
      .default([]),
    averageTimeSpent: real('average_time_spent').notNull().default(0),
    totalQuestions: integer('total_questions').notNull().default(0),
    correctAnswers: integer('correct_answers').notNull().default(0),
  },
  (table) => [
    index('exams_user_id_status_idx').on(table.userId, table.status),
    index('exams_status_deadline_idx').on(table.status, table.deadline),
    // One running exam per student: starting a new one finishes the old one first.
    uniqueIndex('exams_one_running_per_user_key')
      .on(table.userId)
      .where(sql`${table.status} = 'running'`),
  ],
);

/**
 * The questions of an exam in order, with the answer given. `scored` is false for an answer that
 * arrived after the deadline's grace and for a question left unanswered when the time ran out:
 * those count for nothing.
 */
export const examAnswers = pgTable(
  'exam_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    questionId: uuid('question_id').notNull(),
    lessonId: uuid('lesson_id').notNull(),
    servedAt: timestamp('served_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
    userAnswer: text('user_answer').notNull(),
    isCorrect: boolean('is_correct').notNull(),
    scored: boolean('scored').notNull(),
    timeSpentSeconds: real('time_spent_seconds').notNull(),
    /** The question served after this answer (null when the exam ended with it). */
    nextQuestionId: uuid('next_question_id'),
  },
  (table) => [
    unique('exam_answers_exam_id_position_key').on(table.examId, table.position),
    unique('exam_answers_exam_id_question_id_key').on(table.examId, table.questionId),
  ],
);

/**
 * Untimed practice (docs/product.md §10-11). The row of a session is the lock every check and advance
 * takes (SELECT ... FOR UPDATE). `current_*` is the question being shown; a session from the
 * mistakes of an exam or practice session has its questions fixed at the start in `queue`.
 */
export const practiceSessions = pgTable(
  'practice_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    status: text('status', { enum: ['running', 'finished'] })
      .notNull()
      .default('running'),
    /** 'topic' is 'Recommended for you'; 'lesson' one lesson (`lesson_id`); 'review' due cards. */
    source: text('source', {
      enum: ['topic', 'lesson', 'review', 'exam-mistakes', 'practice-mistakes'],
    })
      .notNull()
      .default('topic'),
    /** The lesson of a 'lesson' session (null otherwise). */
    lessonId: uuid('lesson_id'),
    /** The exam or practice session whose mistakes are practised (null for a topic session). */
    sourceId: uuid('source_id'),
    /** The planned question ids of a mistakes session (null: the topic's active questions). */
    queue: jsonb('queue').$type<string[] | null>(),
    /** Seeds the question choice's tie-breaking, so a session replays exactly. */
    seed: integer('seed').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    currentQuestionId: uuid('current_question_id'),
    currentServedAt: timestamp('current_served_at', { withTimezone: true }),
    /** 1-based position of the current question (of the last one once finished). */
    questionNumber: integer('question_number').notNull().default(1),
    /** Counts first-try right answers (practice.ts: the score). */
    correctCount: integer('correct_count').notNull().default(0),
    totalAnswered: integer('total_answered').notNull().default(0),
    /** Hints revealed on the current question (issue 22), reset when the next is served. */
    currentHintsUsed: integer('current_hints_used').notNull().default(0),
    /**
     * A wrong first answer to the current question awaiting its second try (null: none), and when
     * it was checked. Locked in with the second answer or by Show Answer.
     */
    currentFirstAnswer: text('current_first_answer'),
    currentFirstCheckedAt: timestamp('current_first_checked_at', { withTimezone: true }),
  },
  (table) => [
    index('practice_sessions_user_id_started_at_idx').on(table.userId, table.startedAt),
    index('practice_sessions_user_id_status_idx').on(table.userId, table.status),
  ],
);

/** The checked questions of a practice session, in order; an answer is locked once written. */
export const practiceAnswers = pgTable(
  'practice_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => practiceSessions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    questionId: uuid('question_id').notNull(),
    lessonId: uuid('lesson_id').notNull(),
    servedAt: timestamp('served_at', { withTimezone: true }).notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    /** As given: an MCQ's option text (the client sends its index), a short answer's text. */
    userAnswer: text('user_answer').notNull(),
    isCorrect: boolean('is_correct').notNull(),
    /** The answer checker's reason, shown to the student. */
    reason: text('reason').notNull().default(''),
    timeSpentSeconds: real('time_spent_seconds').notNull(),
    /** Hints revealed before the answer was locked (issue 22). */
    hintsUsed: integer('hints_used').notNull().default(0),
    /** Right at the first try: what the session's score counts. */
    firstTryCorrect: boolean('first_try_correct').notNull(),
    /** The wrong first answer when a second try (or Show Answer) followed, else null. */
    firstAnswer: text('first_answer'),
  },
  (table) => [
    unique('practice_answers_session_id_position_key').on(table.sessionId, table.position),
    unique('practice_answers_session_id_question_id_key').on(table.sessionId, table.questionId),
  ],
);

/**
 * The 25-minute trials (docs/product.md §10-11). The questions are drawn to a blueprint when the trial
 * starts and kept in `question_ids`, in the order they are asked (easy to hard); the deadline is
 * written once. The row of a running trial is the lock every answer takes, and a finished row
 * never changes again.
 */
export const trials = pgTable(
  'trials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    status: text('status', { enum: ['running', 'finished'] })
      .notNull()
      .default('running'),
    /** Seeds the blueprint draw, so a trial's form can be replayed and audited. */
    seed: integer('seed').notNull(),
    questionIds: jsonb('question_ids').$type<string[]>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    timerExpired: boolean('timer_expired').notNull().default(false),
    /** Why it ended: completed, time, or replaced (a new trial was started). */
    stopReason: text('stop_reason'),
    /** 1-based position of the question being shown (of the last one reached once finished). */
    questionNumber: integer('question_number').notNull().default(1),
    currentServedAt: timestamp('current_served_at', { withTimezone: true }),
    correctAnswers: integer('correct_answers').notNull().default(0),
    averageTimeSpent: real('average_time_spent').notNull().default(0),
    /** Seconds from the start to the end, at most the duration. */
    timeTaken: integer('time_taken').notNull().default(0),
  },
  (table) => [
    index('trials_user_id_status_idx').on(table.userId, table.status),
    index('trials_status_deadline_idx').on(table.status, table.deadline),
    uniqueIndex('trials_one_running_per_user_key')
      .on(table.userId)
      .where(sql`${table.status} = 'running'`),
  ],
);

/**
 * The answered questions of a trial, in order. `scored` is false for an answer that arrived after
 * the deadline's grace and for a question left unanswered when the time ran out.
 */
export const trialAnswers = pgTable(
  'trial_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trialId: uuid('trial_id')
      .notNull()
      .references(() => trials.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    questionId: uuid('question_id').notNull(),
    lessonId: uuid('lesson_id').notNull(),
    servedAt: timestamp('served_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
    /** As given: an MCQ's option text, a short answer's text; '' when unanswered. */
    userAnswer: text('user_answer').notNull(),
    isCorrect: boolean('is_correct').notNull(),
    scored: boolean('scored').notNull(),
    timeSpentSeconds: real('time_spent_seconds').notNull(),
  },
  (table) => [
    unique('trial_answers_trial_id_position_key').on(table.trialId, table.position),
    unique('trial_answers_trial_id_question_id_key').on(table.trialId, table.questionId),
  ],
);

/**
 * The spaced review (issue 22): one FSRS card per (student, kind, key). A 'question' card's key is
 * the missed question's template id (its variants are the same skill), or the question id for an
 * untemplated one; a 'lesson' card's key is the lesson id, made when the lesson reaches
 * 'mastered'. `card` is ts-fsrs's Card as JSON (dates as ISO strings); `due` is copied out of it
 * for the index. `question_id` is the question last answered for the card: a review session
 * serves a fresh variant of it.
 */
export const reviewCards = pgTable(
  'review_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['question', 'lesson'] }).notNull(),
    key: text('key').notNull(),
    lessonId: uuid('lesson_id').notNull(),
    questionId: uuid('question_id'),
    card: jsonb('card').$type<Record<string, unknown>>().notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    lastReviewedAt: timestamp('last_reviewed_at', { withTimezone: true }).notNull(),
    reviews: integer('reviews').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    unique('review_cards_user_id_kind_key_key').on(table.userId, table.kind, table.key),
    index('review_cards_user_id_due_idx').on(table.userId, table.due),
  ],
);

/**
 * Bumped in the same transaction as every change to the question bank (console edits, imports,
 * calibration, retirements): each API process compares it with the one its caches were built on
 * (and on PostgreSQL also hears NOTIFY bank_changed), so a change reaches every process without
 * a restart (issue 23). One row, id 1.
 */
export const bankVersion = pgTable('bank_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** 'Report a problem' (issue 23): one per student and question while it is open. */
export const questionReports = pgTable(
  'question_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    reason: text('reason', {
      enum: ['wrong-answer', 'unclear-question', 'figure-problem', 'typo', 'other'],
    }).notNull(),
    text: text('text').notNull().default(''),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    resolution: text('resolution', { enum: ['fixed', 'no-change-needed', 'retired'] }),
    resolutionNote: text('resolution_note').notNull().default(''),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('question_reports_status_created_idx').on(table.status, table.createdAt, table.id),
    index('question_reports_question_id_idx').on(table.questionId),
    uniqueIndex('question_reports_open_key')
      .on(table.userId, table.questionId)
      .where(sql`${table.status} = 'open'`),
  ],
);

/** A teacher's class (issue 23); students join with its code. */
export const classes = pgTable(
  'classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    joinCode: text('join_code').notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('classes_join_code_key').on(table.joinCode),
    index('classes_teacher_id_idx').on(table.teacherId),
  ],
);

/**
 * Who is in a class. Leaving deletes the row: a teacher then sees nothing of the student, and
 * nothing of the membership is kept that the student did not choose to keep.
 */
export const classMembers = pgTable(
  'class_members',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.classId, table.userId] }),
    index('class_members_user_id_idx').on(table.userId),
  ],
);

/**
 * A calibration applied from the console (issue 23): every item's a and b before and after, so
 * the run can be reverted, and who applied and reverted it.
 */
export const calibrationRuns = pgTable('calibration_runs', {
  id: uuid('id').primaryKey().defaultRandom(),
  appliedBy: uuid('applied_by').references(() => users.id, { onDelete: 'set null' }),
  changes: jsonb('changes')
    .$type<{ questionId: string; a: [number, number]; b: [number, number] }[]>()
    .notNull(),
  revertedAt: timestamp('reverted_at', { withTimezone: true }),
  revertedBy: uuid('reverted_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});
