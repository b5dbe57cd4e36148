import BackspaceOutlined from '@mui/icons-material/BackspaceRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useQuestionT, type QuestionMessageId } from './catalog';
import { applyKey, KEYPAD_ROWS, type KeypadKey } from './math-keypad-keys';

type AnswerField = HTMLInputElement | HTMLTextAreaElement;

const KEYS = KEYPAD_ROWS.flat();

/** Each named key's spoken name in the catalog (a digit says itself). */
const KEY_NAMES: Partial<Record<string, QuestionMessageId>> = {
  'Open bracket': 'question.key.openBracket',
  'Close bracket': 'question.key.closeBracket',
  Delete: 'question.key.delete',
  Fraction: 'question.key.fraction',
  Power: 'question.key.power',
  'Square root': 'question.key.squareRoot',
  Plus: 'question.key.plus',
  Minus: 'question.key.minus',
  Pi: 'question.key.pi',
  'Decimal point': 'question.key.decimalPoint',
  'Comma (between answers)': 'question.key.comma',
  'Plus or minus': 'question.key.plusOrMinus',
  Degrees: 'question.key.degrees',
  'k (any integer)': 'question.key.k',
};
const COLUMNS = KEYPAD_ROWS[0]?.length ?? 6;

export type MathKeypadProps = {
  /** The answer field the keys type into. */
  getField: () => AnswerField | null;
  value: string;
  /** The field's own onChange: a key is typing, so drafts and Enter-to-send see it the same. */
  onChange: (value: string) => void;
  disabled?: boolean | undefined;
};

/**
 * Keys for what a phone keyboard hides (π, √, °, a/b, xⁿ, ±, brackets, the list comma) and the
 * digits, so an answer can be typed with the keypad alone (docs/product.md §12.8). A tap does not
 * take focus from the field: a focused field keeps its caret (the key goes in there, replacing a
 * selection) and an unfocused one stays unfocused, so the phone's keyboard does not pop up.
 */
export function MathKeypad({ getField, value, onChange, disabled = false }: MathKeypadProps) {
  const t = useQuestionT();
  const nameOf = (key: KeypadKey) => {
    const id = KEY_NAMES[key.name];
    return id ? t(id) : key.name;
  };
  // Where the next key goes while the field is not focused: after the last key's text. (An
  // unfocused field's own selection jumps to the end when React sets its value.) Cleared when the
  // field takes focus, as its own caret is then the one to follow.
  const lastCaret = useRef<number | null>(null);
  // The caret to put back once the new value has been rendered into the field.
  const pendingCaret = useRef<number | null>(null);

  useEffect(() => {
    const field = getField();
    if (!field) return;
    const forget = () => {
      lastCaret.current = null;
    };
    field.addEventListener('focus', forget);
    return () => field.removeEventListener('focus', forget);
  }, [getField]);

  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    const field = getField();
    if (caret === null || !field) return;
    pendingCaret.current = null;
    // Only a focused field shows a caret; moving an unfocused one's selection could focus it in
    // some browsers (and open the phone's keyboard).
    if (document.activeElement === field) field.setSelectionRange(caret, caret);
  }, [value, getField]);

  const press = (key: KeypadKey) => {
    const field = getField();
    const focused = field !== null && document.activeElement === field;
    const start =
      focused || lastCaret.current === null ? (field?.selectionStart ?? null) : lastCaret.current;
    const end =
      focused || lastCaret.current === null ? (field?.selectionEnd ?? null) : lastCaret.current;
    const edit = applyKey(key, value, start, end);
    pendingCaret.current = edit.caret;
    if (!focused) lastCaret.current = edit.caret;
    if (edit.value !== value) onChange(edit.value);
  };

  // A mouse or touch press must not move focus from the field to the key.
  const keepFocus = (event: MouseEvent) => event.preventDefault();

  // One tab stop for the whole keypad (the arrows, Home and End move between keys), so a keyboard
  // user is not taken through 24 keys on the way from the field to the send button.
  const [active, setActive] = useState(0);
  const keyRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const moveFocus = (event: KeyboardEvent) => {
    const step: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: COLUMNS,
      ArrowUp: -COLUMNS,
    };
    const count = KEYS.length;
    let next: number | null = null;
    if (event.key in step) next = (active + (step[event.key] ?? 0) + count) % count;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    keyRefs.current[next]?.focus();
  };

  return (
    <Box
      role="group"
      aria-label={t('question.keypad')}
      // A calculator's layout in either language: 7 8 9 from the left, the arrows moving so.
      dir="ltr"
      onKeyDown={moveFocus}
      sx={{
        mt: 1.5,
        display: 'grid',
        gridTemplateColumns: `repeat(${COLUMNS}, minmax(0, 1fr))`,
        gap: 0.75,
        maxWidth: 440,
      }}
    >
      {KEYS.map((key, index) => (
        <ButtonBase
          key={key.name}
          ref={(element: HTMLButtonElement | null) => {
            keyRefs.current[index] = element;
          }}
          type="button"
          aria-label={nameOf(key)}
          tabIndex={index === active ? 0 : -1}
          disabled={disabled}
          onMouseDown={keepFocus}
          onFocus={() => setActive(index)}
          onClick={() => press(key)}
          sx={(theme) => ({
            minHeight: 48,
            minWidth: 0,
            borderRadius: 1.5,
            border: 1,
            borderColor: 'divider',
            bgcolor: key.kind === 'backspace' ? 'transparent' : 'action.hover',
            color: 'text.primary',
            // The small marks (. , °) a size up, so they are easy to tell apart.
            fontSize: /^[.,°]$/.test(key.label) ? '1.5rem' : '1.15rem',
            fontFamily: /[0-9]/.test(key.label)
              ? undefined
              : 'KaTeX_Main, "Times New Roman", serif',
            // No double-tap zoom while tapping keys quickly.
            touchAction: 'manipulation',
            '&:hover': { bgcolor: 'action.selected' },
            '&.Mui-focusVisible': {
              outline: `2px solid ${theme.palette.primary.main}`,
              outlineOffset: 1,
            },
            // Dimmed, yet above 4.5:1 on the card (0.45 fell below it: axe, in the trial).
            '&.Mui-disabled': { opacity: 0.6 },
          })}
        >
          {key.kind === 'backspace' ? (
            <BackspaceOutlined fontSize="small" aria-hidden />
          ) : (
            <span aria-hidden>{key.label}</span>
          )}
        </ButtonBase>
      ))}
    </Box>
  );
}
