import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { TOAST_DURATION_MS } from '@exam/contract';

export type ToastViewProps = {
  id: number;
  open: boolean;
  message: string;
  severity: AlertColor;
  onClose: () => void;
};

/** Bottom-centre toast, auto-hidden after TOAST_DURATION_MS; the Alert has role="alert". */
export function ToastView({ id, open, message, severity, onClose }: ToastViewProps) {
  return (
    <Snackbar
      key={id}
      open={open}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        onClose={onClose}
        severity={severity}
        variant="filled"
        sx={{ width: '100%', maxWidth: 560, alignItems: 'center' }}
      >
        {message}
      </Alert>
    </Snackbar>
  );
}
