import type { CheckQuestionResponse } from '@exam/contract';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { renderScreen } from '../../../test/render';
import { QuestionPreview } from './question-preview';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

const check = (reason: string): CheckQuestionResponse => ({
  preview: {
    question: 'What is $\\cos 30°$?',
    question_type: 'short_answer',
    options: [],
    figure: null,
    explanation: '',
    hints: [],
    steps: [],
  },
  marking: { correct: false, reason, readAs: '0.87' },
});

describe('the preview’s marking dry run', () => {
  it("shows the checker's reason in the active language", async () => {
    const reason =
      'Your answer 0.87 is not accurate enough: give at least three significant figures';
    renderScreen(
      <QuestionPreview
        check={check(reason)}
        checking={false}
        refused={false}
        answer="0.87"
        onAnswer={() => undefined}
      />,
    );
    expect(screen.getByText(reason)).toBeInTheDocument();
    await act(() => activateLanguage('ar'));
    const sentence = 'إجابتك 0.87 ليست دقيقة بما يكفي: اكتبها بثلاثة أرقام معنوية على الأقل';
    expect(screen.getByText((_, element) => element?.textContent === sentence)).toBeVisible();
    // The answer as typed reads left to right inside the Arabic sentence.
    expect(screen.getByText('0.87', { selector: 'bdi' })).toHaveAttribute('dir', 'ltr');
  });
});
