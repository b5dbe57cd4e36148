import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/i18n';
import { AnswerInput } from './answer-input';
import { render } from './test-render';
import { WorkedSolution } from './worked-solution';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('the question components in Arabic', () => {
  it('names the answer field and the keypad in Arabic, both kept left to right', async () => {
    await act(() => activateLanguage('ar'));
    render(
      <AnswerInput
        question={{ question_type: 'Short Answer', options: [] }}
        mode="index"
        variant="practice"
        value=""
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'إجابتك' })).toHaveAttribute('dir', 'ltr');
    const keypad = screen.getByRole('group', { name: 'لوحة مفاتيح الرياضيات' });
    expect(keypad).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'جذر تربيعي' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Square root' })).not.toBeInTheDocument();
  });

  it('heads the worked solution in Arabic', async () => {
    await act(() => activateLanguage('ar'));
    render(<WorkedSolution explanation="" steps={['AB = 5']} />);
    expect(screen.getByText('الحل خطوة بخطوة')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'الحل خطوة بخطوة' })).toBeInTheDocument();
    expect(screen.queryByText('Worked solution')).not.toBeInTheDocument();
  });
});
