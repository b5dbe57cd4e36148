import { ApiRoutes, LimitMessages } from '@exam/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../lib/storage';
import { jsonResponse, renderScreen, stubFetch } from '../../../test/render';
import { DOWNLOAD_FAILED, DownloadDataSection } from './download-data-section';

const user = {
  id: 'u1',
  username: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'student' as const,
  language: 'en' as const,
};

function renderSection(answer: () => Response) {
  storeSession('token-1', user);
  const fetchMock = stubFetch((url) =>
    url === ApiRoutes.account.export ? answer() : jsonResponse({}),
  );
  renderScreen(<DownloadDataSection />, { route: '/account', path: '/account' });
  return fetchMock;
}

describe('DownloadDataSection', () => {
  it('downloads the file and says so', async () => {
    const createObjectURL = vi.fn(() => 'blob:export');
    // jsdom has no object URLs; this file's URL gets them for the test only.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    const fetchMock = renderSection(() => jsonResponse({ format: 'exam-prep-account-export/1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your data has been downloaded.');
    expect(fetchMock).toHaveBeenCalledWith(ApiRoutes.account.export, expect.anything());
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('shows the limit on exports when the student has downloaded too often (429)', async () => {
    renderSection(() =>
      jsonResponse(
        { message: LimitMessages.accountExports(2400), code: 'RATE_LIMITED' },
        { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '2400' } },
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have downloaded your data 10 times within an hour. You can download it again in 40 minutes.',
    );
    expect(screen.queryByText(DOWNLOAD_FAILED)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });
});
