import { ApiRequestError, NetworkError } from './api-client';
import { getToken } from './storage';

/**
 * Fetches a file the API sends (CSV, NDJSON) with the bearer token: a plain link could not send
 * it, and apiRequest reads JSON only. A refusal becomes the ApiRequestError apiRequest would
 * throw (status, code, the server's message), a failed connection a NetworkError.
 */
export async function fetchFile(url: string, accept: string): Promise<Blob> {
  const headers = new Headers({ Accept: accept });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(url, { headers, credentials: 'same-origin' });
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
  return response.blob();
}

/** Hands data to the browser as a file download named `filename`. */
export function saveAsFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Firefox needs the URL until the click has been handled: revoke on the next task.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
