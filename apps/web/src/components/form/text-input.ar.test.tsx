import { Messages } from '@exam/contract';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { activateLanguage } from '../../i18n/i18n';
import { PasswordField } from './password-field';
import { TextInput } from './text-input';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('the shared form fields in Arabic', () => {
  it("show a contract message given as a field's error in the interface's language", async () => {
    render(
      <AppProviders>
        <TextInput label="البريد الإلكتروني" error helperText={Messages.emailInvalid} />
        <PasswordField label="كلمة المرور" helperText="A screen's own hint" />
      </AppProviders>,
    );
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    await act(() => activateLanguage('ar'));
    expect(screen.getByLabelText(/^البريد الإلكتروني/)).toHaveAccessibleDescription(
      'البريد الإلكتروني غير صحيح',
    );
    // A text the catalog does not know is shown as the screen gave it.
    expect(screen.getByText("A screen's own hint")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إظهار كلمة المرور' })).toBeInTheDocument();
  });
});
