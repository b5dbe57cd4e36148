import Box from '@mui/material/Box';
import { useCallback, useEffect, useId, useRef, type ReactElement } from 'react';
import { MathKeypad } from './math-keypad';
import { ReadAsPreview } from './read-as-preview';

type MathAnswerToolsProps = {
  /** The short-answer field (one input or textarea). */
  children: ReactElement;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean | undefined;
};

/**
 * A short-answer field with the maths keypad and the "Read as" preview under it, in every mode
 * (docs/product.md §12.8). The field stays the caller's own; the keypad finds it in the DOM, types
 * through the same onChange, and the field is described by the preview.
 */
export function MathAnswerTools({ children, value, onChange, disabled }: MathAnswerToolsProps) {
  const previewId = useId();
  const box = useRef<HTMLDivElement>(null);
  const getField = useCallback(
    () =>
      box.current?.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea') ?? null,
    [],
  );
  useEffect(() => {
    // MUI sets aria-describedby only for helper text, which these fields do not have.
    getField()?.setAttribute('aria-describedby', previewId);
  }, [getField, previewId]);
  return (
    <Box ref={box}>
      {children}
      <ReadAsPreview id={previewId} value={value} />
      <MathKeypad getField={getField} value={value} onChange={onChange} disabled={disabled} />
    </Box>
  );
}
