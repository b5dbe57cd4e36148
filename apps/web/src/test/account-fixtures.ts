import type { MyProblemReport, User } from '@exam/contract';

/** The signed-in student of the account and report tests. */
export const mona: User = {
  id: 'u1',
  username: 'Mona',
  email: 'm@example.com',
  role: 'student',
  language: 'en',
};

/** A problem report an admin has resolved, with a note for the student. */
export const resolvedReport: MyProblemReport = {
  id: 'r2',
  questionId: 'q2',
  questionPreview: 'Find the area of the triangle.',
  reason: 'figure-problem',
  text: '',
  status: 'resolved',
  resolution: 'fixed',
  resolutionNote: 'The label is back on the figure.',
  createdAt: '2026-11-25T10:00:00.000Z',
  resolvedAt: '2026-11-26T08:00:00.000Z',
};
