import type { ClassOverview, ClassStudent, TeacherClass, User } from '@exam/contract';
import { EXAM_ID } from './exam-fixtures';
import { PRACTICE_ID } from './practice-fixtures';
import { TRIAL_ID } from './trial-fixtures';

/** Fixtures for the teacher screens (issue 23), typed by the contract. */
export const CLASS_ID = '9d1c2a4e-8b5d-4f7a-9c3e-1d2b3c4d5e63';
export const STUDENT_ID = '9d1c2a4e-8b5d-4f7a-9c3e-1d2b3c4d5e64';

export const teacherUser: User = {
  id: 't1',
  username: 'Hany Adel',
  email: 'hany@example.com',
  role: 'teacher',
  language: 'en',
};

export const teacherClass: TeacherClass = {
  id: CLASS_ID,
  name: 'Grade 10 B',
  joinCode: 'ABCD2345',
  students: 2,
  createdAt: '2026-11-01T08:00:00.000Z',
};

export function overview(overrides: Partial<ClassOverview> = {}): ClassOverview {
  return {
    class: teacherClass,
    lessons: [
      { lessonId: 'l1', lessonName: 'Sine rule' },
      { lessonId: 'l2', lessonName: 'Cosine rule' },
    ],
    students: [
      {
        userId: STUDENT_ID,
        username: 'Mona Salah',
        joinedAt: '2026-11-02T08:00:00.000Z',
        mastery: ['mastered', 'attempted'],
        exams: 3,
        trials: 1,
        practiceAnswers: 42,
        lastActiveAt: '2026-11-25T16:00:00.000Z',
        practisedThisWeek: true,
      },
      {
        userId: '9d1c2a4e-8b5d-4f7a-9c3e-1d2b3c4d5e65',
        username: 'Omar Nabil',
        joinedAt: '2026-11-03T08:00:00.000Z',
        mastery: ['not-started', 'familiar'],
        exams: 0,
        trials: 0,
        practiceAnswers: 5,
        lastActiveAt: null,
        practisedThisWeek: false,
      },
    ],
    weakestLessons: [
      { lessonId: 'l2', lessonName: 'Cosine rule', attempted: 2, belowProficient: 2 },
    ],
    notPractisedThisWeek: ['Omar Nabil'],
    ...overrides,
  };
}

export const classStudent: ClassStudent = {
  userId: STUDENT_ID,
  username: 'Mona Salah',
  className: 'Grade 10 B',
  mastery: [{ lessonId: 'l1', lessonName: 'Sine rule', level: 'proficient' }],
  exams: [{ examId: EXAM_ID, date: '2026-11-20T09:00:00.000Z', performance: 0.61, questions: 3 }],
  trials: [{ trialId: TRIAL_ID, date: '2026-11-21T09:00:00.000Z', correct: 7, questions: 10 }],
  practice: [
    {
      practiceId: PRACTICE_ID,
      date: '2026-11-22T09:00:00.000Z',
      focus: 'Recommended for you',
      answered: 2,
      correct: 1,
    },
  ],
};
