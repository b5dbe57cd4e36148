import { screen, waitFor } from '@testing-library/react';
import { render } from './test-render';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AnswerInput } from './answer-input';
import { applyKey, KEYPAD_ROWS, type KeypadKey } from './math-keypad-keys';

const keys = KEYPAD_ROWS.flat();
const key = (name: string): KeypadKey => {
  const found = keys.find((k) => k.name === name);
  if (!found) throw new Error(`no key ${name}`);
  return found;
};

describe('applyKey', () => {
  it('inserts at the caret', () => {
    expect(applyKey(key('Pi'), '2/3', 1, 1)).toEqual({ value: '2π/3', caret: 2 });
    expect(applyKey(key('Square root'), '', null, null)).toEqual({ value: '√', caret: 1 });
    expect(applyKey(key('Fraction'), '2π', 2, 2)).toEqual({ value: '2π/', caret: 3 });
    expect(applyKey(key('Power'), 'x', 1, 1)).toEqual({ value: 'x^', caret: 2 });
  });

  it('replaces a selection', () => {
    expect(applyKey(key('Pi'), '3.14', 0, 4)).toEqual({ value: 'π', caret: 1 });
    expect(applyKey(key('Degrees'), '30 deg', 2, 6)).toEqual({ value: '30°', caret: 3 });
  });

  it('deletes the selection or the character before the caret', () => {
    expect(applyKey(key('Delete'), '2π/3', 2, 2)).toEqual({ value: '2/3', caret: 1 });
    expect(applyKey(key('Delete'), '2π/3', 1, 3)).toEqual({ value: '23', caret: 1 });
    expect(applyKey(key('Delete'), '2π/3', 0, 0)).toEqual({ value: '2π/3', caret: 0 });
  });

  it('puts the list comma with its space, not doubled, and clamps a stale caret', () => {
    expect(applyKey(key('Comma (between answers)'), '30°', 3, 3)).toEqual({
      value: '30°, ',
      caret: 5,
    });
    expect(applyKey(key('Comma (between answers)'), '30° 150°', 3, 3).value).toBe('30°, 150°');
    expect(applyKey(key('7'), '12', 9, 9)).toEqual({ value: '127', caret: 3 });
  });
});

function Field({ variant, initial = '' }: { variant: 'exam' | 'practice'; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <AnswerInput
        question={{ question_type: 'short_answer', options: [] }}
        mode="text"
        variant={variant}
        value={value}
        onChange={setValue}
      />
      <output data-testid="sent">{value}</output>
      <button type="button">Send</button>
    </>
  );
}

describe('MathKeypad under a short-answer field', () => {
  it('has named keys for what a phone keyboard hides, and none for multiple choice', () => {
    const { unmount } = render(<Field variant="practice" />);
    const keypad = screen.getByRole('group', { name: 'Maths keypad' });
    for (const name of ['Pi', 'Square root', 'Degrees', 'Fraction', 'Power', 'Plus or minus']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Open bracket' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comma (between answers)' })).toBeInTheDocument();
    expect(keypad.querySelectorAll('button')).toHaveLength(24);
    unmount();
    render(
      <AnswerInput
        question={{ question_type: 'MCQ', options: ['1', '2'] }}
        mode="index"
        variant="practice"
        value=""
        onChange={() => undefined}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Maths keypad' })).not.toBeInTheDocument();
  });

  it('types at the caret of the focused field, replaces its selection, and keeps its focus', async () => {
    const user = userEvent.setup();
    render(<Field variant="practice" />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Your Answer' });
    await user.type(field, '2/3');
    field.setSelectionRange(1, 1);
    await user.click(screen.getByRole('button', { name: 'Pi' }));
    expect(field).toHaveValue('2π/3');
    expect(field).toHaveFocus();
    expect(field.selectionStart).toBe(2);
    // Typing goes on where the key left the caret.
    await user.keyboard('{Backspace}');
    expect(field).toHaveValue('2/3');
    field.setSelectionRange(0, 3);
    await user.click(screen.getByRole('button', { name: 'Square root' }));
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(field).toHaveValue('√3');
    expect(screen.getByTestId('sent')).toHaveTextContent('√3');
  });

  it('answers with the keypad alone without focusing the field (no phone keyboard)', async () => {
    const user = userEvent.setup();
    render(<Field variant="exam" />);
    for (const name of ['2', 'Pi', 'Fraction', '3', 'Comma (between answers)', '4', 'Delete']) {
      await user.click(screen.getByRole('button', { name }));
    }
    const field = screen.getByRole('textbox', { name: 'Your answer' });
    expect(field).toHaveValue('2π/3, ');
    expect(field).not.toHaveFocus();
    expect(screen.getByTestId('sent')).toHaveTextContent('2π/3,');
  });

  it('keeps an unfocused field’s place between keys', async () => {
    const user = userEvent.setup();
    render(<Field variant="practice" initial="2/3" />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Your Answer' });
    await user.click(field);
    field.setSelectionRange(1, 1);
    field.blur();
    await user.click(screen.getByRole('button', { name: 'Pi' }));
    await user.click(screen.getByRole('button', { name: 'Square root' }));
    expect(field).toHaveValue('2π√/3');
  });

  it('is one tab stop, with arrow keys between keys, and types with Enter', async () => {
    const user = userEvent.setup();
    render(<Field variant="practice" />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Your Answer' });
    await user.click(field);
    await user.tab();
    expect(screen.getByRole('button', { name: '7' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Minus' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(field).toHaveValue('π');
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'k (any integer)' })).toHaveFocus();
    // One Tab leaves the keypad for what follows it.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
  });

  it('is disabled with its field', () => {
    render(
      <AnswerInput
        question={{ question_type: 'short_answer', options: [] }}
        mode="text"
        variant="trial"
        value="4"
        onChange={() => undefined}
        disabled
      />,
    );
    expect(screen.getByRole('button', { name: 'Pi' })).toBeDisabled();
  });

  it('describes the field with the "Read as" preview', async () => {
    render(<Field variant="practice" initial="3√2" />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Your Answer' });
    // (jsdom cannot compute the description through KaTeX's markup: follow the id instead.)
    const id = field.getAttribute('aria-describedby') ?? '';
    await waitFor(() => expect(document.getElementById(id)).toHaveTextContent(/^Read as:/));
  });
});
