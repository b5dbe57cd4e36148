import { ApiRoutes, fillRoute } from '@exam/contract';
import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveAsFile } from '../../../lib/download-file';
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

/** 'Export CSV': the class table as a CSV file. */
export async function downloadClassCsv(classId: string, className: string): Promise<void> {
  saveAsFile(await fetchFile(classCsvUrl(classId), 'text/csv'), csvFileName(className));
}

export function useDownloadClassCsv() {
  return useMutation({
    mutationFn: ({ classId, className }: { classId: string; className: string }) =>
      downloadClassCsv(classId, className),
  });
}
