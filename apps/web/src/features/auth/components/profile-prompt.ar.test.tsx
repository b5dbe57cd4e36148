import { Messages, StorageKeys } from '@exam/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { jsonResponse, renderScreen, stubFetch, stubFetchWithXsrf } from '../../../test/render';
import { AuthSuccessPage } from '../routes/auth-success';
import { ProfilePrompt } from './profile-prompt';

const user = { id: 'u-social', username: 'Ada Lovelace', email: 'ada@example.com' };

beforeEach(() => {
  localStorage.setItem(StorageKeys.token, 'tok');
  localStorage.setItem(StorageKeys.user, JSON.stringify(user));
});
afterEach(async () => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  await act(() => activateLanguage('en'));
});

describe('the profile prompt and the sign-in callback in Arabic', () => {
  it('asks for the city and school in Arabic and names missing ones in Arabic', async () => {
    stubFetch((url) =>
      url.startsWith('/api/auth/profile')
        ? jsonResponse({ city: null, school: null })
        : jsonResponse(url.startsWith('/api/location/cities') ? ['Cairo'] : []),
    );
    renderScreen(<ProfilePrompt />);
    await act(() => activateLanguage('ar'));

    expect(await screen.findByText('أكمل ملفك الشخصي')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^المدينة/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ليس الآن' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(screen.getByText('المدينة مطلوبة')).toBeInTheDocument();
    expect(screen.getByText('المدرسة مطلوبة')).toBeInTheDocument();
    expect(screen.queryByText(Messages.cityRequired)).not.toBeInTheDocument();
    expect(screen.queryByText('Complete your profile')).not.toBeInTheDocument();
  });

  it('says it is signing in, in Arabic', async () => {
    await act(() => activateLanguage('ar'));
    window.history.replaceState(null, '', '/auth/success?code=c');
    stubFetchWithXsrf(() => new Promise<Response>(() => undefined));
    renderScreen(<AuthSuccessPage />, { route: '/auth/success?code=c' });
    expect(screen.getByText('تم تسجيل الدخول! جارٍ نقلك...')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('جارٍ تسجيل الدخول · Exam Prep'));
  });
});
