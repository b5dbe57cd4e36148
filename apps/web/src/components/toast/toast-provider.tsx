import type { AlertColor } from '@mui/material/Alert';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { ToastContext, type ShowToast } from './toast-context';

/** The Snackbar is only downloaded when the first toast is shown. */
const ToastView = lazy(() => import('./toast-view').then((m) => ({ default: m.ToastView })));

type Toast = { id: number; message: string; severity: AlertColor };

/** One toast at a time: a newer one replaces the current one (docs/product.md §8: hidden after 6 s). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const [open, setOpen] = useState(false);

  const showToast = useCallback<ShowToast>((message, severity = 'error') => {
    setToast((previous) => ({ id: (previous?.id ?? 0) + 1, message, severity }));
    setOpen(true);
  }, []);

  const close = useCallback(() => setOpen(false), []);

  return (
    <ToastContext value={showToast}>
      {children}
      {toast && (
        <Suspense fallback={null}>
          <ToastView
            id={toast.id}
            open={open}
            message={toast.message}
            severity={toast.severity}
            onClose={close}
          />
        </Suspense>
      )}
    </ToastContext>
  );
}
