import { z } from 'zod';
import { emailField, strictBody } from './fields';
import { InterfaceLanguageSchema } from './languages';
import { MasteryLevelSchema } from './learning';
import { Messages } from './messages';

/**
 * In-app account export and deletion (issue 9, item 8; docs/decisions/019). The spec's mailto
 * page (/delete-account) stays; these let a signed-in student do both at once.
 */

/** Version tag of the export's layout, so a reader can tell future layouts apart. */
export const ACCOUNT_EXPORT_FORMAT = 'exam-prep-account-export/1';

/** Name of the downloaded file (Content-Disposition). */
export const ACCOUNT_EXPORT_FILENAME = 'exam-prep-my-data.json';

/**
 * `POST /api/account/delete`. An account with a password confirms with it (`password`). An
 * account made by a social sign-in has none: it confirms with its e-mail address (`email`), and
 * only from a session signed in within ACCOUNT_DELETE_RECENT_SIGN_IN_SECONDS (the provider has
 * just checked who it is). Both fields are optional in the schema (the server says which one the
 * account needs): `{}` is a valid body, answered 401 for a bad token like every signed-in route.
 */
export const DeleteAccountRequestSchema = strictBody({
  password: z
    .string({ error: Messages.passwordRequired })
    .min(1, { error: Messages.passwordRequired })
    .max(1024)
    .optional(),
  email: emailField.optional(),
});
export type DeleteAccountRequest = z.input<typeof DeleteAccountRequestSchema>;

/** How recent a social-only account's sign-in must be for it to delete itself. */
export const ACCOUNT_DELETE_RECENT_SIGN_IN_SECONDS = 15 * 60;

const Timestamp = z.string();

const AnswerExportSchema = z.object({
  position: z.number().int(),
  questionId: z.string(),
  /** The question as asked (empty when the bank no longer has it). */
  questionText: z.string(),
  lessonName: z.string().nullable(),
  userAnswer: z.string(),
  isCorrect: z.boolean(),
  servedAt: Timestamp,
  answeredAt: Timestamp,
  timeSpentSeconds: z.number(),
});

/**
 * An exam's or trial's answer. `isCorrect` is null while the attempt runs: the export tells no
 * more than the exam's own details, which open only once it has ended (issue 17, finding 5).
 */
const ScoredAnswerExportSchema = AnswerExportSchema.extend({
  isCorrect: z.boolean().nullable(),
  scored: z.boolean(),
});

/** What a timed exam and a timed trial both record. */
const TimedAttemptExportSchema = z.object({
  id: z.string(),
  topic: z.string(),
  status: z.string(),
  startedAt: Timestamp,
  deadline: Timestamp,
  finishedAt: Timestamp.nullable(),
  timerExpired: z.boolean(),
  stopReason: z.string().nullable(),
});

export const AccountExportSchema = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  exportedAt: Timestamp,
  account: z.object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    hasPassword: z.boolean(),
    /** When the e-mail address was proven (decision 023); null: not yet. */
    emailVerifiedAt: Timestamp.nullable(),
    /** The interface language, which the account's mails follow (issue 24). */
    language: InterfaceLanguageSchema,
    city: z.string().nullable(),
    school: z.string().nullable(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  }),
  /** Linked Google, Microsoft or Apple accounts: who they are, never a credential. */
  socialIdentities: z.array(
    z.object({
      provider: z.string(),
      issuer: z.string(),
      subject: z.string(),
      emailVerified: z.boolean(),
      createdAt: Timestamp,
      lastUsedAt: Timestamp,
    }),
  ),
  /** Sign-ins: when and how long, never an id or token that could be replayed. */
  sessions: z.array(
    z.object({
      createdAt: Timestamp,
      expiresAt: Timestamp,
      revokedAt: Timestamp.nullable(),
      rememberMe: z.boolean(),
      current: z.boolean(),
    }),
  ),
  passwordResets: z.array(
    z.object({ createdAt: Timestamp, expiresAt: Timestamp, usedAt: Timestamp.nullable() }),
  ),
  /** Mailed e-mail verification links: when, never the token. */
  emailVerifications: z.array(
    z.object({ createdAt: Timestamp, expiresAt: Timestamp, usedAt: Timestamp.nullable() }),
  ),
  /** A running exam has no performance, estimates, lesson scores or correctness yet (null, []). */
  exams: z.array(
    TimedAttemptExportSchema.extend({
      performance: z.number().nullable(),
      theta: z.number().nullable(),
      standardError: z.number().nullable(),
      totalQuestions: z.number().int(),
      correctAnswers: z.number().int().nullable(),
      averageTimeSpent: z.number(),
      lessons: z.array(
        z.object({
          lessonId: z.string(),
          lessonName: z.string(),
          score: z.number(),
          answered: z.number(),
        }),
      ),
      answers: z.array(ScoredAnswerExportSchema),
    }),
  ),
  /** A running trial has no count of correct answers or correctness yet (null). */
  trials: z.array(
    TimedAttemptExportSchema.extend({
      questionCount: z.number().int(),
      correctAnswers: z.number().int().nullable(),
      averageTimeSpent: z.number(),
      timeTakenSeconds: z.number().int(),
      answers: z.array(ScoredAnswerExportSchema),
    }),
  ),
  practiceSessions: z.array(
    z.object({
      id: z.string(),
      topic: z.string(),
      status: z.string(),
      source: z.string(),
      sourceId: z.string().nullable(),
      /** The lesson of a single-lesson session (issue 22); null otherwise. */
      lessonId: z.string().nullable(),
      startedAt: Timestamp,
      finishedAt: Timestamp.nullable(),
      correctCount: z.number().int(),
      totalAnswered: z.number().int(),
      answers: z.array(
        AnswerExportSchema.extend({
          reason: z.string(),
          /** Hints revealed before the answer was locked (issue 22). */
          hintsUsed: z.number().int(),
          /** Right at the first try. */
          firstTryCorrect: z.boolean(),
          /** The wrong first answer when a second try (or Show Answer) followed, else null. */
          firstAnswer: z.string().nullable(),
        }),
      ),
    }),
  ),
  /** Each lesson's mastery level at the time of the export (issue 22, decision 040). */
  mastery: z.array(
    z.object({
      lessonId: z.string(),
      lessonName: z.string(),
      level: MasteryLevelSchema,
      answered: z.number().int(),
      firstTryCorrect: z.number().int(),
      lastAnsweredAt: Timestamp.nullable(),
    }),
  ),
  /** The spaced review's schedule (issue 22): each card, when it is due and its FSRS state. */
  reviewCards: z.array(
    z.object({
      kind: z.string(),
      /** The question's template id (or question id) of a question card, the lesson id of a lesson card. */
      key: z.string(),
      lessonId: z.string(),
      questionId: z.string().nullable(),
      due: Timestamp,
      lastReviewedAt: Timestamp,
      reviews: z.number().int(),
      /** The FSRS card as ts-fsrs keeps it (stability, difficulty, state, ...). */
      card: z.record(z.string(), z.unknown()),
      createdAt: Timestamp,
    }),
  ),
  // issue 23 (insights): problem reports
  /** The student's 'Report a problem' reports and how they were resolved. */
  problemReports: z.array(
    z.object({
      id: z.string(),
      questionId: z.string(),
      reason: z.string(),
      text: z.string(),
      status: z.string(),
      resolution: z.string().nullable(),
      resolutionNote: z.string(),
      createdAt: Timestamp,
      resolvedAt: Timestamp.nullable(),
    }),
  ),
  // issue 23: classes
  /** The classes the account is in: whose teachers can read its work (decision 046). */
  classMemberships: z.array(
    z.object({
      classId: z.string(),
      className: z.string(),
      teacherName: z.string(),
      joinedAt: Timestamp,
    }),
  ),
  /** A teacher's own classes: name, join code and how many students are in each (no names). */
  classesTaught: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      joinCode: z.string(),
      students: z.number().int(),
      createdAt: Timestamp,
    }),
  ),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;
export type AnswerExport = z.infer<typeof AnswerExportSchema>;
export type ScoredAnswerExport = z.infer<typeof ScoredAnswerExportSchema>;
