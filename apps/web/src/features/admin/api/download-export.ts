import { ApiRoutes } from '@exam/contract';
import { ApiRequestError, NetworkError } from '../../../lib/api-client';
import { getToken } from '../../../lib/storage';

export const EXPORT_FILENAME = 'questions.ndjson';

/**
 * `GET /api/admin/questions/export`: NDJSON text, not JSON, so it is fetched here with the bearer
 * token (a plain link could not send it) and handed to the browser as a file.
 */
export async function downloadQuestionsExport(): Promise<void> {
  const headers = new Headers({ Accept: 'application/x-ndjson, text/plain, */*' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(ApiRoutes.admin.exportQuestions, {
      headers,
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) {
    let message: string | undefined;
    try {
      const body = (await response.json()) as { message?: unknown };
      if (typeof body.message === 'string') message = body.message;
    } catch {
      message = undefined;
    }
    throw new ApiRequestError({ status: response.status, serverMessage: message });
  }
  const blob = new Blob([await response.text()], { type: 'application/x-ndjson' });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = EXPORT_FILENAME;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
