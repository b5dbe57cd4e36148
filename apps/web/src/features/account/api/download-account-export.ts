import { ACCOUNT_EXPORT_FILENAME, ApiRoutes, type AccountExport } from '@exam/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * Fetches the export with the bearer token (a plain link could not send it) and hands it to the
 * browser as a file download. The object URL is revoked once the click has been dispatched.
 */
export async function downloadAccountExport(): Promise<AccountExport> {
  const data = await apiRequest<AccountExport>(ApiRoutes.account.export);
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = ACCOUNT_EXPORT_FILENAME;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Firefox needs the URL until the click has been handled: revoke on the next task.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return data;
}

export function useDownloadAccountExport() {
  return useMutation({ mutationFn: downloadAccountExport });
}
