import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/i18n';
import { formatMinutesLeft } from '../../lib/format-time';
import { renderScreen } from '../../test/render';
import { CountdownTimer } from '../countdown-timer';
import { AttemptError } from './attempt-error';
import { headingOf } from './attempt-screen';
import { ResumeAlert } from './resume-alert';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('the timed attempt in Arabic', () => {
  it('offers to resume a running exam in Arabic, the countdown in Western digits', async () => {
    renderScreen(
      <ResumeAlert
        kind="exam"
        attempt={{ topic: 'Geometry & Trigonometry', questionNumber: 7, remainingSeconds: 605 }}
        onResume={() => undefined}
        disabled={false}
      />,
    );
    await act(() => activateLanguage('ar'));
    expect(screen.getByText('لديك امتحان لم تُكمله')).toBeInTheDocument();
    expect(screen.getByText(/السؤال 7، والوقت المتبقي 10:05/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'متابعة الامتحان' })).toBeInTheDocument();
    expect(screen.queryByText('You have an exam in progress')).not.toBeInTheDocument();
  });

  it('shows a failure, the countdown and the heading in Arabic', async () => {
    await act(() => activateLanguage('ar'));
    renderScreen(
      <>
        <AttemptError message="x" onRetry={() => undefined} answerKept connection />
        <CountdownTimer label="الوقت المتبقي" remainingSeconds={65} durationSeconds={3600} />
      </>,
    );
    expect(
      screen.getByText(/احتفظنا بإجابتك\. تأكّد من اتصالك بالإنترنت وحاول مرة أخرى\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'حاول مرة أخرى' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'الوقت المتبقي 1:05' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    expect(headingOf({ number: 3, total: 40, atMost: true })).toBe('السؤال 3 من 40 كحدٍّ أقصى');
  });

  it('says the minutes left with the Arabic plural forms', async () => {
    await act(() => activateLanguage('ar'));
    expect(formatMinutesLeft(60)).toBe('دقيقة واحدة');
    expect(formatMinutesLeft(120)).toBe('دقيقتان');
    expect(formatMinutesLeft(180)).toBe('3 دقائق');
    expect(formatMinutesLeft(42 * 60)).toBe('42 دقيقة');
  });
});
