import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginPage } from '../features/auth/routes/login';
import { renderScreen } from '../test/render';
import { activateLanguage, i18n } from './i18n';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('the interface language', () => {
  it("starts in English with a feature's catalog loaded with its code", () => {
    expect(i18n.locale).toBe('en');
    expect(i18n._('login.signedInAs', { name: 'Mona' })).toBe('You are signed in as Mona.');
  });

  it('loads Arabic when chosen and shows the sign-in screen in it, links kept', async () => {
    renderScreen(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await act(() => activateLanguage('ar'));
    expect(i18n.locale).toBe('ar');
    expect(screen.getByRole('heading', { name: 'أهلًا بعودتك' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'أنشئ حسابًا' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});
