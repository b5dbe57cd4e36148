import { StorageKeys } from '@exam/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen, stubFetch } from '../../../test/render';
import { ProfilePrompt } from './profile-prompt';

type Call = { url: string; method: string; body: unknown };

const user = { id: 'u-social', username: 'Ada Lovelace', email: 'ada@example.com' };

function stubApi(routes: Record<string, (body: unknown) => Response>) {
  document.cookie = 'XSRF-TOKEN=test-xsrf';
  const calls: Call[] = [];
  stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ url, method, body });
    const handler = routes[`${method} ${url.split('?')[0]}`];
    return handler
      ? handler(body)
      : jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
  });
  return calls;
}

const incomplete = () => jsonResponse({ city: null, school: null });

beforeEach(() => {
  localStorage.setItem(StorageKeys.token, 'tok');
  localStorage.setItem(StorageKeys.user, JSON.stringify(user));
});
afterEach(() => sessionStorage.clear());

describe('ProfilePrompt', () => {
  it('renders nothing when the profile has a city and school', async () => {
    const calls = stubApi({
      'GET /api/auth/profile': () => jsonResponse({ city: 'Cairo', school: 'Nile School' }),
    });
    renderScreen(<ProfilePrompt />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByText('Complete your profile')).not.toBeInTheDocument();
  });

  it('creates a new city and school on the fly, saves them and goes away', async () => {
    const calls = stubApi({
      'GET /api/auth/profile': incomplete,
      'GET /api/location/cities': () => jsonResponse(['Cairo']),
      'GET /api/location/schools': () => jsonResponse([]),
      'POST /api/location/cities': () => jsonResponse({ name: 'Luxor' }, { status: 201 }),
      'POST /api/location/schools': () =>
        jsonResponse({ name: 'Karnak School', city: 'Luxor' }, { status: 201 }),
      'PUT /api/auth/profile': (body) => jsonResponse(body),
    });
    renderScreen(<ProfilePrompt />);
    expect(await screen.findByText('Complete your profile')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('combobox', { name: /^City/ }), 'Luxor');
    await userEvent.type(screen.getByRole('combobox', { name: /^School/ }), 'Karnak School');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('Complete your profile')).not.toBeInTheDocument(),
    );
    const writes = calls.filter((call) => call.method !== 'GET');
    expect(writes).toEqual([
      { url: '/api/location/cities', method: 'POST', body: { name: 'Luxor' } },
      {
        url: '/api/location/schools',
        method: 'POST',
        body: { name: 'Karnak School', city: 'Luxor' },
      },
      {
        url: '/api/auth/profile',
        method: 'PUT',
        body: { city: 'Luxor', school: 'Karnak School' },
      },
    ]);
  });

  it('asks for both fields before sending anything', async () => {
    const calls = stubApi({
      'GET /api/auth/profile': incomplete,
      'GET /api/location/cities': () => jsonResponse(['Cairo']),
    });
    renderScreen(<ProfilePrompt />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('City is required')).toBeInTheDocument();
    expect(screen.getByText('School is required')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it("shows the spec's message when a city cannot be added, and keeps the form", async () => {
    stubApi({
      'GET /api/auth/profile': incomplete,
      'GET /api/location/cities': () => jsonResponse([]),
      'GET /api/location/schools': () => jsonResponse([]),
      'POST /api/location/cities': () =>
        jsonResponse({ message: 'Boom', code: 'INTERNAL' }, { status: 500 }),
    });
    renderScreen(<ProfilePrompt />);
    await userEvent.type(await screen.findByRole('combobox', { name: /^City/ }), 'Aswan');
    await userEvent.type(screen.getByRole('combobox', { name: /^School/ }), 'Dam School');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error adding city')).toBeInTheDocument();
    expect(screen.getByText('Complete your profile')).toBeInTheDocument();
  });

  it("'Not now' hides it for this session", async () => {
    stubApi({
      'GET /api/auth/profile': incomplete,
      'GET /api/location/cities': () => jsonResponse([]),
    });
    const { unmount } = renderScreen(<ProfilePrompt />);
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByText('Complete your profile')).not.toBeInTheDocument();
    unmount();
    renderScreen(<ProfilePrompt />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Complete your profile')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(StorageKeys.profilePromptDismissed)).toBe(user.id);
  });
});
