import CancelRounded from '@mui/icons-material/CancelRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { alpha, keyframes } from '@mui/material/styles';
import { useId, type ReactElement } from 'react';
import { colours } from '../../app/theme';
import { MathAnswerTools } from './math-answer-tools';
import { containsMath, mathToPlainText } from './math-to-plain-text';
import { QuestionText } from './question-text';
import { useQuestionT } from './catalog';

export type OptionStatus = 'correct' | 'incorrect';

export type AnswerInputProps = {
  question: { question_type: string; options?: readonly string[] | null | undefined };
  /** 'index': radio values are option indexes as strings (practice); 'text': the option texts. */
  mode: 'index' | 'text';
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean | undefined;
  variant: 'exam' | 'practice' | 'trial';
  /** Practice feedback per option (same order as `options`). */
  status?: readonly (OptionStatus | null | undefined)[] | undefined;
  /** Accessible name of the option group. */
  label?: string | undefined;
  /**
   * The 4-row answer box (exam, trial) sends with Enter when it is not empty, as chat apps do;
   * Shift+Enter starts a new line. (Practice's one-line field sends with Enter as any form does.)
   */
  onSubmit?: (() => void) | undefined;
};

const shake = keyframes`
  10%, 90% { transform: translateX(-1px); }
  20%, 80% { transform: translateX(3px); }
  30%, 50%, 70% { transform: translateX(-5px); }
  40%, 60% { transform: translateX(5px); }
`;

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 ${alpha(colours.success, 0.55)}; }
  70% { box-shadow: 0 0 0 10px ${alpha(colours.success, 0)}; }
  100% { box-shadow: 0 0 0 0 ${alpha(colours.success, 0)}; }
`;

export function isMultipleChoice(question: AnswerInputProps['question']): boolean {
  return question.question_type.toUpperCase() === 'MCQ' && (question.options?.length ?? 0) > 0;
}

/** The answer control for a question: radio options for MCQ, a text field otherwise. */
export function AnswerInput({
  question,
  mode,
  value,
  onChange,
  disabled = false,
  variant,
  status,
  label,
  onSubmit,
}: AnswerInputProps) {
  const t = useQuestionT();
  const fieldId = useId();
  // The maths keypad and the "Read as" preview under a short-answer field (docs/product.md §12.8).
  const withMathTools = (field: ReactElement) => (
    <MathAnswerTools value={value} onChange={onChange} disabled={disabled}>
      {field}
    </MathAnswerTools>
  );
  if (!isMultipleChoice(question)) {
    if (variant === 'practice') {
      return withMathTools(
        // FormControl + OutlinedInput rather than TextField, whose Select (Menu, Popover, Modal)
        // came along into every question screen's download (about 10 kB gzip).
        <FormControl fullWidth disabled={disabled}>
          <InputLabel htmlFor={fieldId}>{t('question.answer.label')}</InputLabel>
          <OutlinedInput
            id={fieldId}
            label={t('question.answer.label')}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            autoComplete="off"
            // Maths is written left to right in either language.
            inputProps={{ dir: 'ltr' }}
          />
        </FormControl>,
      );
    }
    return withMathTools(
      <OutlinedInput
        multiline
        rows={4}
        placeholder={t('question.answer.placeholder')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          // Not while an input method composes a character (Enter confirms it there).
          if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
          if (!onSubmit) return;
          event.preventDefault();
          if (value.trim() !== '') onSubmit();
        }}
        disabled={disabled}
        fullWidth
        inputProps={{ 'aria-label': t('question.answer.aria'), dir: 'ltr' }}
      />,
    );
  }

  const options = question.options ?? [];
  return (
    <RadioGroup
      aria-label={label ?? t('question.answer.options')}
      value={value}
      onChange={(_event, next) => onChange(next)}
      sx={{ gap: 1 }}
    >
      {options.map((option, index) => {
        const optionValue = mode === 'index' ? String(index) : option;
        const selected = value === optionValue;
        const feedback = status?.[index] ?? null;
        return (
          <FormControlLabel
            key={`${index}-${option}`}
            value={optionValue}
            disabled={disabled}
            control={
              <Radio
                // An option made only of math has no text name for every tool: give it one, in
                // English like the bank's text (read as English on an Arabic page too).
                slotProps={{
                  input: containsMath(option)
                    ? { 'aria-label': mathToPlainText(option), lang: 'en' }
                    : {},
                }}
              />
            }
            label={
              <Box
                component="span"
                sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.75 }}
              >
                <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
                  <QuestionText text={option} />
                </Box>
                {feedback === 'correct' && (
                  <CheckCircleRounded color="success" titleAccess={t('question.answer.correct')} />
                )}
                {feedback === 'incorrect' && (
                  <CancelRounded color="error" titleAccess={t('question.answer.incorrect')} />
                )}
              </Box>
            }
            data-selected={selected ? 'true' : undefined}
            data-status={feedback ?? undefined}
            sx={(theme) => ({
              m: 0,
              pr: 1.5,
              alignItems: 'center',
              border: 1,
              borderRadius: 2,
              borderColor: selected ? 'primary.main' : 'divider',
              bgcolor: selected ? 'tint.brand' : 'transparent',
              transition: 'border-color 120ms, background-color 120ms',
              '&:hover': { borderColor: disabled ? undefined : 'primary.light' },
              '&:focus-within': {
                outline: `2px solid ${theme.palette.primary.main}`,
                outlineOffset: 2,
              },
              '& .MuiFormControlLabel-label': { flex: 1, minWidth: 0 },
              '& .MuiFormControlLabel-label.Mui-disabled': { color: 'text.primary' },
              ...(feedback === 'correct' && {
                borderColor: 'success.main',
                bgcolor: 'tint.success',
                animation: `${pulse} 900ms ease-out 1`,
              }),
              ...(feedback === 'incorrect' && {
                borderColor: 'error.main',
                bgcolor: 'tint.error',
                animation: `${shake} 450ms ease-in-out 1`,
              }),
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            })}
          />
        );
      })}
    </RadioGroup>
  );
}
