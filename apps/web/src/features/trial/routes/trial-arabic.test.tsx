import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { trialResult } from '../../../test/trial-fixtures';
import { renderScreen } from '../../../test/render';
import { AnswerVerdict } from '../components/answer-verdict';
import { toTrialReportState } from '../lib/report-state';
import { TrialReportPage } from './trial-report';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('the trial in Arabic', () => {
  it('shows the carried report in Arabic, the unreached questions with their plural', async () => {
    const carried = trialResult({ timerExpired: true, totalQuestions: 25 });
    renderScreen(<TrialReportPage />, {
      route: { pathname: '/trial-report', state: toTrialReportState(carried) },
      path: '/trial-report',
    });
    await act(() => activateLanguage('ar'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'تقرير الامتحان التجريبي' }),
    ).toBeVisible();
    expect(screen.getByText('الدرجة', { selector: 'h3' })).toBeInTheDocument();
    expect(screen.getByText('الإجابات الصحيحة: 18 من 25')).toBeInTheDocument();
    expect(screen.getByText(/لم تصل إليها وتُحسب خطأً\.$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'حاول مرة أخرى' })).toBeInTheDocument();
    expect(screen.queryByText('Trial Report')).not.toBeInTheDocument();
    expect(screen.queryByText(/Correct Answers/)).not.toBeInTheDocument();
  });

  it('gives the verdict on an answer in Arabic', async () => {
    await act(() => activateLanguage('ar'));
    renderScreen(<AnswerVerdict verdict={{ isCorrect: false, questionNumber: 4 }} />);
    expect(screen.getByText('إجابة خاطئة')).toBeInTheDocument();
    expect(screen.getByText('السؤال 4: الإجابة الصحيحة تجدها في تقريرك.')).toBeInTheDocument();
    expect(screen.queryByText('Incorrect')).not.toBeInTheDocument();
  });
});
