import { ErrorCode, Messages, StorageKeys } from '@exam/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetPublicConfigCache } from '../../../lib/public-config';
import { jsonResponse, renderScreen, stubFetch } from '../../../test/render';
import { SignupPage } from './signup';

type Call = { url: string; method: string; body: unknown };

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

const renderSignup = () =>
  renderScreen(<SignupPage />, {
    route: '/signup',
    path: '/signup',
    extraRoutes: { '/start-exam': <h1>Start exam stub</h1> },
  });

beforeEach(() => resetPublicConfigCache());

/** Fills every field validly (a new city and school) with the given password. */
async function fillForm(password: string) {
  await userEvent.type(screen.getByLabelText(/^First name/), 'Ada');
  await userEvent.type(screen.getByLabelText(/^Last name/), 'Lovelace');
  await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.type(screen.getByLabelText(/^Phone number/), '+20 100 000 0000');
  await userEvent.type(screen.getByRole('combobox', { name: /^City/ }), 'Alexandria');
  await userEvent.type(screen.getByRole('combobox', { name: /^School/ }), 'Sea School');
  await userEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
}

describe('SignupPage', () => {
  it('validates before any call and shows all problems in one toast joined with ", "', async () => {
    const calls = stubApi({ 'GET /api/location/cities': () => jsonResponse(['Cairo']) });
    renderSignup();
    await waitFor(() => expect(calls).toHaveLength(1));

    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(
      'First name is required, Last name is required, Email is required, Password is required, ' +
        'Phone number is required, City is required, School is required, ' +
        'You must accept the terms and conditions',
    );
    expect(screen.getByLabelText(/^First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('refuses hidden characters and words mixing alphabets before any call, with the API messages', async () => {
    const calls = stubApi({
      'GET /api/location/cities': () => jsonResponse(['Cairo']),
      'GET /api/location/schools': () => jsonResponse([]),
    });
    renderSignup();
    await userEvent.type(screen.getByLabelText(/^First name/), 'Ada\u200B');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Lovelace');
    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'analytical');
    await userEvent.type(screen.getByLabelText(/^Phone number/), '+20 100 000 0000');
    // A Cyrillic 'а' in a Latin word: it would pass for Cairo in everyone's suggestions.
    await userEvent.type(screen.getByRole('combobox', { name: /^City/ }), 'C\u0430iro');
    await userEvent.type(screen.getByRole('combobox', { name: /^School/ }), 'مدرسة النيل');
    await userEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(
      'First name contains hidden or control characters: please type it again, ' +
        'City mixes letters from different alphabets in one word: please type each word in one alphabet',
    );
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('keeps the school disabled until a city is chosen, and clears it when the city changes', async () => {
    stubApi({
      'GET /api/location/cities': () => jsonResponse(['Cairo', 'Giza']),
      'GET /api/location/schools': () => jsonResponse([{ name: 'Nile School', city: 'Cairo' }]),
    });
    renderSignup();
    const school = screen.getByRole('combobox', { name: /^School/ });
    expect(school).toBeDisabled();
    expect(screen.getByText('Please select a city first')).toBeInTheDocument();

    const city = screen.getByRole('combobox', { name: /^City/ });
    await userEvent.type(city, 'Cairo');
    await waitFor(() => expect(school).toBeEnabled());
    await userEvent.type(school, 'Nile School');
    expect(school).toHaveValue('Nile School');

    await userEvent.clear(city);
    await userEvent.type(city, 'Giza');
    expect(school).toHaveValue('');
  });

  it('registers in one call that adds a new city and school, without the phone, and redirects to /start-exam', async () => {
    const calls = stubApi({
      'GET /api/location/cities': () => jsonResponse(['Cairo']),
      'GET /api/location/schools': () => jsonResponse([]),
      'POST /api/auth/register': () =>
        jsonResponse(
          {
            token: 'tok-new',
            user: { id: 'u9', username: 'Ada Lovelace', email: 'ada@example.com' },
          },
          { status: 201 },
        ),
    });
    renderSignup();
    await fillForm('analytical');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Registration successful! Redirecting...')).toBeInTheDocument();
    expect(sessionStorage.getItem(StorageKeys.token)).toBe('tok-new');

    // No separate city or school creation: a refused registration must not leave them behind.
    const writes = calls.filter((call) => call.method === 'POST');
    expect(writes).toEqual([
      {
        url: '/api/auth/register',
        method: 'POST',
        body: {
          username: 'Ada Lovelace',
          email: 'ada@example.com',
          password: 'analytical',
          city: 'Alexandria',
          school: 'Sea School',
          addMissingPlace: true,
          language: 'en',
        },
      },
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Start exam stub' }, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('says up front that a very common password is refused, and marks the field when the server refuses it', async () => {
    stubApi({
      'GET /api/location/cities': () => jsonResponse(['Cairo']),
      'GET /api/location/schools': () => jsonResponse([]),
      'POST /api/auth/register': () =>
        jsonResponse(
          { message: Messages.passwordTooCommon, code: ErrorCode.WeakPassword },
          { status: 400 },
        ),
    });
    renderSignup();
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAccessibleDescription(
      "At least 6 characters; a very common one such as 'password1' is refused",
    );
    await fillForm('password1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(Messages.passwordTooCommon);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(Messages.passwordTooCommon);
    await userEvent.type(password, 'x');
    expect(password).toHaveAttribute('aria-invalid', 'false');
  });

  it("shows 'Error loading location data' when the cities cannot be loaded", async () => {
    stubApi({
      'GET /api/location/cities': () =>
        jsonResponse({ message: 'Down', code: 'INTERNAL' }, { status: 500 }),
    });
    renderSignup();
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'Error loading location data',
    );
  });
});
