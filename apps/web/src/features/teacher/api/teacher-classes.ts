import {
  ApiRoutes,
  fillRoute,
  type ClassOverview,
  type ClassStudent,
  type CreateClassRequest,
  type TeacherClass,
} from '@exam/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const classesKey = ['teacher', 'classes'] as const;

/** The teacher's time zone: 'practised this week' counts the last 7 days as the teacher sees them. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** GET /api/teacher/classes: the teacher's classes with their join codes and sizes. */
export function useTeacherClasses() {
  return useQuery({
    queryKey: classesKey,
    queryFn: ({ signal }) => apiRequest<TeacherClass[]>(ApiRoutes.teacher.classes, { signal }),
  });
}

/** POST /api/teacher/classes `{ name }`: a new class with a fresh join code. */
export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateClassRequest) =>
      apiRequest<TeacherClass>(ApiRoutes.teacher.classes, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classesKey }),
  });
}

/** GET /api/teacher/classes/:classId?timeZone=: the class table. */
export function useClassOverview(classId: string) {
  const timeZone = browserTimeZone();
  return useQuery({
    queryKey: [...classesKey, classId, timeZone],
    queryFn: ({ signal }) =>
      apiRequest<ClassOverview>(fillRoute(ApiRoutes.teacher.class, { classId }), {
        query: { timeZone },
        signal,
      }),
  });
}

/** GET /api/teacher/classes/:classId/students/:userId: one student's work, read only. */
export function useClassStudent(classId: string, userId: string) {
  return useQuery({
    queryKey: [...classesKey, classId, 'students', userId],
    queryFn: ({ signal }) =>
      apiRequest<ClassStudent>(fillRoute(ApiRoutes.teacher.student, { classId, userId }), {
        signal,
      }),
  });
}
