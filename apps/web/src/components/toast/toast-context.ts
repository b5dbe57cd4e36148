import type { AlertColor } from '@mui/material/Alert';
import { createContext, useContext } from 'react';

export type ShowToast = (message: string, severity?: AlertColor) => void;

export const ToastContext = createContext<ShowToast | null>(null);

/** Shows a toast (docs/product.md §8: error toasts hide after 6 s). Must be used under ToastProvider. */
export function useToast(): ShowToast {
  const showToast = useContext(ToastContext);
  if (!showToast) throw new Error('useToast must be used inside <ToastProvider>');
  return showToast;
}
