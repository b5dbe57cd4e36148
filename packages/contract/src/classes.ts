import { z } from 'zod';
import { acceptableName, strictBody } from './fields';
import { normaliseName } from './names';
import { MasteryLevelSchema } from './learning';

/**
 * Teachers and their classes (issue 23). A teacher creates a class and gives its join code to
 * the students; a student joins from /account with the code, sees which teachers can see their
 * data, and can leave at any time. A teacher reads only the students of their own classes, and
 * only while they are members; everything a teacher sees is read only.
 */

/** Join codes: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 8;

export const ClassMessages = {
  nameRequired: 'Please give the class a name',
  nameTooLong: 'Class names are at most 80 characters',
  codeInvalid: 'Please enter the 8-character code your teacher gave you',
  codeUnknown: 'No class has this code. Check it with your teacher.',
  alreadyMember: 'You are already in this class.',
  ownClass: 'This is your own class: you teach it.',
} as const;

/**
 * A class name follows the name rule (names.ts, as people, cities and schools): normalised, no
 * hidden or control characters (PostgreSQL cannot store a NUL; a bidi override would disguise
 * the name students see), no word mixing alphabets.
 */
const className = z
  .string({ error: ClassMessages.nameRequired })
  .transform(normaliseName)
  .pipe(
    z
      .string()
      .min(1, { error: ClassMessages.nameRequired })
      .max(80, { error: ClassMessages.nameTooLong })
      .superRefine(acceptableName('Class name')),
  );

/** Spaces and dashes are allowed when typed, and the case does not matter. */
export const JoinCodeSchema = z
  .string({ error: ClassMessages.codeInvalid })
  .meta({ examples: ['ABCD2345'] })
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .length(JOIN_CODE_LENGTH, { error: ClassMessages.codeInvalid })
      .regex(new RegExp(`^[${JOIN_CODE_ALPHABET}]+$`), { error: ClassMessages.codeInvalid }),
  );

// ---------------------------------------------------------------- teacher

export const CreateClassRequestSchema = strictBody({ name: className });
export type CreateClassRequest = z.input<typeof CreateClassRequestSchema>;

export const TeacherClassSchema = z.object({
  id: z.string(),
  name: z.string(),
  joinCode: z.string(),
  /** Current members. */
  students: z.number().int().min(0),
  createdAt: z.string(),
});
export type TeacherClass = z.infer<typeof TeacherClassSchema>;
export const TeacherClassListSchema = z.array(TeacherClassSchema);
export const ClassIdParamsSchema = z.object({ classId: z.uuid() });
export const ClassStudentParamsSchema = z.object({ classId: z.uuid(), userId: z.uuid() });

/** `GET /api/teacher/classes/:classId?timeZone=`: the class table. */
export const ClassStudentRowSchema = z.object({
  userId: z.string(),
  username: z.string(),
  joinedAt: z.string(),
  /** Level per lesson, in the lessons' order of `ClassOverview.lessons`. */
  mastery: z.array(MasteryLevelSchema),
  exams: z.number().int().min(0),
  trials: z.number().int().min(0),
  practiceAnswers: z.number().int().min(0),
  /** Last answer of any kind, null when none. */
  lastActiveAt: z.string().nullable(),
  /** At least one practice answer in the last 7 days (the teacher's time zone). */
  practisedThisWeek: z.boolean(),
});
export type ClassStudentRow = z.infer<typeof ClassStudentRowSchema>;

export const ClassOverviewSchema = z.object({
  class: TeacherClassSchema,
  lessons: z.array(z.object({ lessonId: z.string(), lessonName: z.string() })),
  students: z.array(ClassStudentRowSchema),
  /**
   * The class's weakest lessons first: by the share of students not yet 'proficient' or
   * 'mastered' among those who attempted the lesson (at most 5).
   */
  weakestLessons: z.array(
    z.object({
      lessonId: z.string(),
      lessonName: z.string(),
      attempted: z.number().int().min(0),
      belowProficient: z.number().int().min(0),
    }),
  ),
  /** Names of the students with no practice in the last 7 days. */
  notPractisedThisWeek: z.array(z.string()),
});
export type ClassOverview = z.infer<typeof ClassOverviewSchema>;

/**
 * `GET /api/teacher/classes/:classId/students/:userId`: one student's work, read only: their
 * lesson mastery, past exams, trials and practice sessions. The reports themselves come from
 * the `.../exams/:examId`, `.../trials/:trialId` and `.../practice/:practiceId` routes, which
 * answer what the student's own report routes answer.
 */
export const ClassStudentSchema = z.object({
  userId: z.string(),
  username: z.string(),
  className: z.string(),
  mastery: z.array(
    z.object({ lessonId: z.string(), lessonName: z.string(), level: MasteryLevelSchema }),
  ),
  exams: z.array(
    z.object({
      examId: z.string(),
      date: z.string(),
      performance: z.number(),
      questions: z.number(),
    }),
  ),
  trials: z.array(
    z.object({ trialId: z.string(), date: z.string(), correct: z.number(), questions: z.number() }),
  ),
  practice: z.array(
    z.object({
      practiceId: z.string(),
      date: z.string(),
      focus: z.string(),
      answered: z.number(),
      correct: z.number(),
    }),
  ),
});
export type ClassStudent = z.infer<typeof ClassStudentSchema>;
export const ClassStudentExamParamsSchema = ClassStudentParamsSchema.extend({ examId: z.uuid() });
export const ClassStudentTrialParamsSchema = ClassStudentParamsSchema.extend({
  trialId: z.uuid(),
});
export const ClassStudentPracticeParamsSchema = ClassStudentParamsSchema.extend({
  practiceId: z.uuid(),
});

// ---------------------------------------------------------------- student

export const JoinClassRequestSchema = strictBody({ code: JoinCodeSchema });
export type JoinClassRequest = z.input<typeof JoinClassRequestSchema>;

/** A class the student is in: whose teacher can see their data. */
export const MyClassSchema = z.object({
  classId: z.string(),
  className: z.string(),
  teacherName: z.string(),
  joinedAt: z.string(),
});
export type MyClass = z.infer<typeof MyClassSchema>;
export const MyClassListSchema = z.array(MyClassSchema);
