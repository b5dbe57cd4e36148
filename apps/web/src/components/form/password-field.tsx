import Visibility from '@mui/icons-material/VisibilityRounded';
import VisibilityOff from '@mui/icons-material/VisibilityOffRounded';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { useFormT } from './catalog';
import { TextInput, type TextInputProps } from './text-input';

type PasswordFieldProps = Omit<TextInputProps, 'type' | 'endAdornment'>;

/** A password input with an accessible show/hide toggle. */
export function PasswordField({ disabled, ...props }: PasswordFieldProps) {
  const t = useFormT();
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={visible ? t('form.hidePassword') : t('form.showPassword')}
            onClick={() => setVisible((value) => !value)}
            onMouseDown={(event) => event.preventDefault()}
            edge="end"
            disabled={disabled}
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
