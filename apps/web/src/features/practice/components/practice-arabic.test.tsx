import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { checkResponse, practiceCompleted } from '../../../test/practice-fixtures';
import { renderScreen } from '../../../test/render';
import { formatAverageTime, helpSummary, hintsUsedLabel } from '../lib/format';
import { AnswerBanner } from './answer-banner';
import { CompletionScreen } from './completion-screen';
import { QuitDialog } from './quit-dialog';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('practice in Arabic', () => {
  it('shows the completion screen in Arabic', async () => {
    renderScreen(<CompletionScreen result={practiceCompleted()} />);
    await act(() => activateLanguage('ar'));
    expect(screen.getByRole('heading', { level: 1, name: 'اكتمل التدريب' })).toBeInTheDocument();
    expect(screen.getByText('2 صحيحة من 3')).toBeInTheDocument();
    expect(screen.getByText('12.4 ث لكل سؤال')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تدريب جديد' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'العودة إلى لوحة المتابعة' })).toBeInTheDocument();
    expect(screen.queryByText('Practice Completed')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View History' })).not.toBeInTheDocument();
  });

  it('asks before quitting in Arabic', async () => {
    await act(() => activateLanguage('ar'));
    renderScreen(<QuitDialog open onCancel={() => undefined} onConfirm={() => undefined} />);
    expect(await screen.findByRole('dialog', { name: 'الخروج من التدريب' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quit' })).not.toBeInTheDocument();
  });

  it('counts hints with the Arabic plural forms', async () => {
    await act(() => activateLanguage('ar'));
    expect(hintsUsedLabel(1)).toBe('استخدمت تلميحًا واحدًا');
    expect(hintsUsedLabel(2)).toBe('استخدمت تلميحين');
    expect(hintsUsedLabel(3)).toBe('استخدمت 3 تلميحات');
    expect(helpSummary({ hintsUsed: 0, attempts: 2 })).toBe('المحاولة الثانية');
    expect(formatAverageTime(null)).toBe('غير متاح');
  });

  it("shows the checker's reason in the active language, the answer left to right", async () => {
    const reason = 'Your answer 4.2 is not accurate enough: give two decimal places';
    renderScreen(<AnswerBanner check={checkResponse({ isCorrect: false, reason })} />);
    expect(screen.getByText(reason)).toBeInTheDocument();
    await act(() => activateLanguage('ar'));
    const sentence = 'إجابتك 4.2 ليست دقيقة بما يكفي: قرّبها إلى منزلتين عشريتين';
    expect(screen.getByText((_, element) => element?.textContent === sentence)).toBeVisible();
    expect(screen.getByText('4.2', { selector: 'bdi' })).toHaveAttribute('dir', 'ltr');
    expect(screen.queryByText(reason)).not.toBeInTheDocument();
  });
});
