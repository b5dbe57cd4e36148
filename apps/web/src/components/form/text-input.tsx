import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';
import { useLocalMessage } from '../../lib/server-messages';

export type TextInputProps = Omit<OutlinedInputProps, 'label' | 'notched'> & {
  label: string;
  helperText?: ReactNode;
};

/**
 * An outlined text field built from MUI's parts. MUI's TextField also bundles Select, Menu,
 * Popover and Modal for its `select` mode; this keeps them out of the first screen's download.
 * Label, helper text and error state are wired for screen readers like TextField's.
 * A helper text that is one of the contract's English messages (a validation or server error:
 * every form's zod schema and the API use them) is shown in the interface's language, so no form
 * has to translate its errors itself.
 */
export function TextInput({
  label,
  helperText,
  error,
  required,
  disabled,
  fullWidth = true,
  id,
  inputProps,
  ...input
}: TextInputProps) {
  const local = useLocalMessage();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  const describedBy =
    [helperId, inputProps?.['aria-describedby']].filter(Boolean).join(' ') || undefined;

  return (
    <FormControl
      variant="outlined"
      fullWidth={fullWidth}
      error={error}
      required={required}
      disabled={disabled}
    >
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={inputId}
        label={label}
        inputProps={{ ...inputProps, 'aria-describedby': describedBy }}
      />
      {helperText && (
        <FormHelperText id={helperId}>
          {typeof helperText === 'string' ? local(helperText) : helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
