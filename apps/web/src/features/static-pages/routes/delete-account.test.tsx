import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { resetPublicConfigCache } from '../../../lib/public-config';
import { jsonResponse, renderScreen, stubFetch } from '../../../test/render';
import * as mailto from '../lib/mailto';
import { DeleteAccountPage } from './delete-account';

describe('DeleteAccountPage', () => {
  it('enables the request only with e-mail, reason and confirmation, then opens the mail client', async () => {
    resetPublicConfigCache();
    stubFetch(() =>
      jsonResponse({
        supportEmail: 'privacy@school.example',
        providers: { google: false, microsoft: false, apple: false },
      }),
    );
    const open = vi.spyOn(mailto, 'openMailClient').mockImplementation(() => undefined);
    renderScreen(<DeleteAccountPage />);

    const submit = screen.getByRole('button', { name: 'Request Account Deletion' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^Reason/), 'Finished school');
    expect(submit).toBeDisabled();
    await userEvent.click(
      screen.getByRole('checkbox', {
        name: 'I understand this action is irreversible and all my data will be permanently deleted.',
      }),
    );
    expect(submit).toBeEnabled();

    await userEvent.click(submit);

    expect(open).toHaveBeenCalledTimes(1);
    const href = open.mock.calls[0]?.[0] ?? '';
    expect(href.startsWith('mailto:privacy@school.example?subject=')).toBe(true);
    expect(new URL(href).searchParams.get('subject')).toBe('[Delete Account Request]');
    expect(await screen.findByText(/Your e-mail app should now open/)).toBeInTheDocument();
  });
});
