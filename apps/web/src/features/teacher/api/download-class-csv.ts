import { ApiRoutes, fillRoute } from '@exam/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiRequestError, NetworkError } from '../../../lib/api-client';
import { getToken } from '../../../lib/storage';
import { browserTimeZone } from './teacher-classes';

/** The file's name: the class's name in safe characters, e.g. 'Class 3B' → 'class-3b.csv'. */
export function csvFileName(className: string): string {
  const slug = className
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'class'}.csv`;
}

/** The CSV route's address for a class, with the teacher's time zone like the table's. */
export function classCsvUrl(classId: string, timeZone = browserTimeZone()): string {
  const path = fillRoute(ApiRoutes.teacher.classCsv, { classId });
  return `${path}?${new URLSearchParams({ timeZone }).toString()}`;
}

/**
 * 'Export CSV': fetches the class table as CSV with the bearer token (a plain link could not send
 * it; apiRequest reads JSON only) and hands it to the browser as a file.
 */
export async function downloadClassCsv(classId: string, className: string): Promise<void> {
  const headers = new Headers({ Accept: 'text/csv' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(classCsvUrl(classId), { headers, credentials: 'same-origin' });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) {
    let serverMessage: string | undefined;
    let code: string | undefined;
    try {
      const body = (await response.json()) as { message?: unknown; code?: unknown };
      if (typeof body.message === 'string') serverMessage = body.message;
      if (typeof body.code === 'string') code = body.code;
    } catch {
      // Not JSON (a proxy's page): the screen's fallback text is shown.
    }
    throw new ApiRequestError({ status: response.status, code, serverMessage });
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = csvFileName(className);
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Firefox needs the URL until the click has been handled: revoke on the next task.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

export function useDownloadClassCsv() {
  return useMutation({
    mutationFn: ({ classId, className }: { classId: string; className: string }) =>
      downloadClassCsv(classId, className),
  });
}
