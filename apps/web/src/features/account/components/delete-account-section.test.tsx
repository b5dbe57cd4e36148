import { ApiRoutes, ErrorCode, Messages } from '@exam/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getToken, storeSession } from '../../../lib/storage';
import {
  bodiesSentTo,
  jsonResponse,
  probeState,
  renderScreen,
  StateProbe,
  stubFetchWithXsrf,
} from '../../../test/render';
import { DeleteAccountSection } from './delete-account-section';

const user = {
  id: 'u1',
  username: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'student' as const,
  language: 'en' as const,
};

function renderSection(answer: () => Response) {
  storeSession('token-1', user);
  const fetchMock = stubFetchWithXsrf((url) =>
    url === ApiRoutes.account.delete ? answer() : jsonResponse({}),
  );
  renderScreen(<DeleteAccountSection />, {
    route: '/account',
    path: '/account',
    extraRoutes: { '/login': <StateProbe title="Sign in" /> },
  });
  return fetchMock;
}

const ok = () => jsonResponse({ message: Messages.accountDeleted });

describe('DeleteAccountSection', () => {
  it('asks for the password before anything else, and sends nothing without it', async () => {
    const fetchMock = renderSection(ok);
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      Messages.deleteNeedsPassword,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, ApiRoutes.account.delete)).toEqual([]);
  });

  it('confirms in a dialog; Cancel deletes nothing', async () => {
    const fetchMock = renderSection(ok);
    await userEvent.type(screen.getByLabelText(/^Password/), 'Geometry#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account permanently?' });
    expect(dialog).toHaveAccessibleDescription(/This cannot be undone/);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesSentTo(fetchMock, ApiRoutes.account.delete)).toEqual([]);
    expect(getToken()).toBe('token-1');
  });

  it('deletes with the password, clears the session and lands on /login with the message', async () => {
    const fetchMock = renderSection(ok);
    await userEvent.type(screen.getByLabelText(/^Password/), 'Geometry#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete permanently' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(probeState()).toEqual({ message: Messages.accountDeleted });
    expect(getToken()).toBeNull();
    expect(bodiesSentTo(fetchMock, ApiRoutes.account.delete)).toEqual([
      { password: 'Geometry#2026' },
    ]);
  });

  it('shows a wrong password and keeps the student signed in', async () => {
    renderSection(() =>
      jsonResponse(
        { message: Messages.deletePasswordIncorrect, code: ErrorCode.ReauthenticationFailed },
        { status: 400 },
      ),
    );
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong-one');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete permanently' }));

    expect(await screen.findByText(Messages.deletePasswordIncorrect)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getToken()).toBe('token-1');
    expect(screen.getByTestId('location')).toHaveTextContent('/account');
  });

  it('lets an account without a password confirm with its e-mail address', async () => {
    const fetchMock = renderSection(ok);
    await userEvent.click(screen.getByRole('button', { name: /My account has no password/ }));
    await userEvent.type(screen.getByLabelText(/^Email/), ' ada@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete permanently' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, ApiRoutes.account.delete)).toEqual([
      { email: 'ada@example.com' },
    ]);
  });
});
