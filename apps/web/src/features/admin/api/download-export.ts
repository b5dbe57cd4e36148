import { ApiRoutes } from '@exam/contract';
import { fetchFile, saveAsFile } from '../../../lib/download-file';

export const EXPORT_FILENAME = 'questions.ndjson';

/** `GET /api/admin/questions/export`: the bank as an import file (NDJSON text). */
export async function downloadQuestionsExport(): Promise<void> {
  const file = await fetchFile(
    ApiRoutes.admin.exportQuestions,
    'application/x-ndjson, text/plain, */*',
  );
  saveAsFile(file, EXPORT_FILENAME);
}
