import { screen } from '@testing-library/react';
import { render } from './test-render';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AnswerInput } from './answer-input';

const mcq = { question_type: 'MCQ', options: ['$\\sqrt{2}$', '4 cm', '5 cm'] };

describe('AnswerInput', () => {
  it('uses option indexes as values in index mode', async () => {
    const onChange = vi.fn();
    render(
      <AnswerInput question={mcq} mode="index" value="" onChange={onChange} variant="practice" />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Answer options' });
    const radios = screen.getAllByRole('radio');
    expect(group).toBeInTheDocument();
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['0', '1', '2']);
    await userEvent.click(screen.getByLabelText('4 cm'));
    expect(onChange).toHaveBeenCalledWith('1');
  });

  it('uses option texts as values in text mode and shows the selection', async () => {
    const onChange = vi.fn();
    render(
      <AnswerInput question={mcq} mode="text" value="5 cm" onChange={onChange} variant="exam" />,
    );
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(mcq.options);
    expect(screen.getByLabelText('5 cm')).toBeChecked();
    await userEvent.click(screen.getByLabelText('4 cm'));
    expect(onChange).toHaveBeenCalledWith('4 cm');
  });

  it('names math options with a plain-text reading', () => {
    render(
      <AnswerInput
        question={{ question_type: 'MCQ', options: ['$\\frac{1}{2}$', '$\\sqrt{3}$', '2 cm'] }}
        mode="text"
        value=""
        onChange={() => undefined}
        variant="exam"
      />,
    );
    expect(screen.getByRole('radio', { name: '1/2' })).toHaveAttribute('value', '$\\frac{1}{2}$');
    expect(screen.getByRole('radio', { name: '√3' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '2 cm' })).not.toHaveAttribute('aria-label');
  });

  it('marks practice feedback per option', () => {
    const { container } = render(
      <AnswerInput
        question={mcq}
        mode="index"
        value="2"
        onChange={() => undefined}
        variant="practice"
        disabled
        status={['correct', undefined, 'incorrect']}
      />,
    );
    expect(container.querySelector('[data-status="correct"]')).toHaveTextContent('2');
    expect(container.querySelector('[data-status="incorrect"]')).toHaveTextContent('5 cm');
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('gives exam and trial a 4-row multiline field', async () => {
    const onChange = vi.fn();
    render(
      <AnswerInput
        question={{ question_type: 'short_answer', options: [] }}
        mode="text"
        value=""
        onChange={onChange}
        variant="exam"
      />,
    );
    const field = screen.getByPlaceholderText('Enter your answer...');
    expect(field.tagName).toBe('TEXTAREA');
    expect(field).toHaveAttribute('rows', '4');
    await userEvent.type(field, '7');
    expect(onChange).toHaveBeenCalledWith('7');
  });

  it('gives practice a single-line field labelled Your Answer', () => {
    render(
      <AnswerInput
        question={{ question_type: 'short_answer' }}
        mode="index"
        value="3"
        onChange={() => undefined}
        variant="practice"
      />,
    );
    const field = screen.getByLabelText('Your Answer');
    expect(field.tagName).toBe('INPUT');
    expect(field).toHaveValue('3');
  });

  it('is usable by keyboard: tab into the group, arrows change the choice', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [value, setValue] = useState('');
      return (
        <AnswerInput
          question={mcq}
          mode="index"
          value={value}
          onChange={setValue}
          variant="practice"
        />
      );
    }
    render(<Harness />);
    await user.tab();
    expect(screen.getAllByRole('radio')[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByLabelText('4 cm')).toBeChecked();
    expect(screen.getByLabelText('4 cm')).toHaveFocus();
  });
});
