import { createContext, useContext } from 'react';

/**
 * Where a report screen (exam details, trial report, practice session review) reads its data: the
 * student's own routes, or a teacher's read-only copy of one student's report through the
 * teacher routes (issue 23). The screens are the same; a teacher's copy has no student actions
 * ('Practise these mistakes', 'Report a problem', new exam or trial, worked solutions fetched
 * through the student's own routes).
 */
export type ReportSource =
  { kind: 'student' } | { kind: 'teacher'; classId: string; userId: string };

export const studentSource: ReportSource = { kind: 'student' };

const ReportSourceContext = createContext<ReportSource>(studentSource);

/** Set by the report screen for the items inside it. */
export const ReportSourceProvider = ReportSourceContext.Provider;

export function useReportSource(): ReportSource {
  return useContext(ReportSourceContext);
}

/** True on a teacher's read-only copy: hide every action that is the student's to take. */
export function useReadOnlyReport(): boolean {
  return useReportSource().kind === 'teacher';
}

/** The query-key part that keeps a teacher's copy apart from the student's own cache entry. */
export function sourceKey(source: ReportSource): string[] {
  return source.kind === 'student' ? [] : ['teacher', source.classId, source.userId];
}
