import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/i18n';
import { renderScreen } from '../../test/render';
import { ReportProblemButton } from './report-problem-button';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('Report a problem in Arabic', () => {
  it('opens its dialog with the reasons in Arabic', async () => {
    await act(() => activateLanguage('ar'));
    renderScreen(<ReportProblemButton questionId="q1" />);
    await userEvent.click(screen.getByRole('button', { name: 'بلاغ عن مشكلة' }));
    expect(await screen.findByRole('dialog', { name: 'بلاغ عن مشكلة' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'يوجد خطأ كتابي' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إرسال' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'There is a typo' })).not.toBeInTheDocument();
    expect(screen.queryByText('Report a problem')).not.toBeInTheDocument();
  });
});
