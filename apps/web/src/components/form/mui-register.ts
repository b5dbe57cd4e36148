import type { UseFormRegisterReturn } from 'react-hook-form';

/** Adapts react-hook-form's `register()` result to MUI inputs (the ref goes to the <input>). */
export function muiRegister<Name extends string>({ ref, ...rest }: UseFormRegisterReturn<Name>) {
  return { ...rest, inputRef: ref };
}
