import { ApiRoutes } from '@exam/contract';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { storeSession } from '../../lib/storage';
import { adminUser, lessonNames, questionPage, studentUser } from '../../test/admin-fixtures';
import { jsonResponse, stubFetch } from '../../test/render';
import { AdminConsole } from './admin-console';

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProviders>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin/*" element={<AdminConsole />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </AppProviders>,
  );
}

describe('AdminConsole', () => {
  it('opens the questions at /admin for an admin', async () => {
    storeSession('token', adminUser);
    stubFetch((url) =>
      jsonResponse(url.startsWith(ApiRoutes.lessonNames) ? lessonNames : questionPage),
    );
    renderAt('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Questions' })).toBeInTheDocument();
  });

  it('refuses a student on every console path, asking the server nothing', () => {
    storeSession('token', studentUser);
    const fetchMock = stubFetch(() => jsonResponse({}));
    renderAt('/admin/questions/new');
    expect(screen.getByText('Your account cannot open this page.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
