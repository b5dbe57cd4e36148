import { ApiRoutes, fillRoute, type JoinClassRequest, type MyClass } from '@exam/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const myClassesKey = ['account', 'classes'] as const;

/** GET /api/account/classes: the classes the student is in, with each teacher's name. */
export function useMyClasses() {
  return useQuery({
    queryKey: myClassesKey,
    queryFn: ({ signal }) => apiRequest<MyClass[]>(ApiRoutes.account.classes, { signal }),
  });
}

/** POST /api/account/classes `{ code }`: join a class with its teacher's code. */
export function useJoinClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JoinClassRequest) =>
      apiRequest<MyClass>(ApiRoutes.account.classes, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myClassesKey }),
  });
}

/** DELETE /api/account/classes/:classId: leave; the teacher stops seeing the student at once. */
export function useLeaveClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (classId: string) =>
      apiRequest<unknown>(fillRoute(ApiRoutes.account.class, { classId }), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myClassesKey }),
  });
}
