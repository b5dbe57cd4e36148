import { ACCOUNT_EXPORT_FILENAME, ApiRoutes, type AccountExport } from '@exam/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveAsFile } from '../../../lib/download-file';

/**
 * Fetches the export (JSON, through apiRequest) and hands it to the browser as a file download.
 */
export async function downloadAccountExport(): Promise<AccountExport> {
  const data = await apiRequest<AccountExport>(ApiRoutes.account.export);
  saveAsFile(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
    ACCOUNT_EXPORT_FILENAME,
  );
  return data;
}

export function useDownloadAccountExport() {
  return useMutation({ mutationFn: downloadAccountExport });
}
